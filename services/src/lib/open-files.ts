import fs from 'node:fs';

interface OpenFile {
  fd: Promise<number>;
  reading: number;
  closing: boolean;
}

/**
 * Files kept open for positioned reads, at most `max` at a time (least recently used closed first, once its
 * reads are done). A read is then one call to the thread pool instead of open, read and close.
 */
export class OpenFiles {
  private readonly files = new Map<string, OpenFile>();

  constructor(private readonly max: number) {}

  /** Reads exactly `length` bytes at `position` into `into` at `offset`; fails on a short read. */
  async read(file: string, into: Buffer, offset: number, length: number, position: number): Promise<void> {
    const entry = this.open(file);
    entry.reading++;
    try {
      const fd = await entry.fd;
      const bytesRead = await new Promise<number>((resolve, reject) => {
        fs.read(fd, into, offset, length, position, (error, n) => (error ? reject(error) : resolve(n)));
      });
      if (bytesRead !== length)
        throw new Error(`short read of ${file}: ${bytesRead} of ${length} bytes at ${position}`);
    } catch (error) {
      // A file replaced or gone is opened afresh next time.
      this.drop(file, entry);
      throw error;
    } finally {
      entry.reading--;
      if (entry.closing && entry.reading === 0) this.close(entry);
    }
  }

  /** Closes every file once its reads are done. */
  closeAll(): void {
    for (const [file, entry] of this.files) this.drop(file, entry);
  }

  private open(file: string): OpenFile {
    const known = this.files.get(file);
    if (known) {
      this.files.delete(file);
      this.files.set(file, known);
      return known;
    }
    const entry: OpenFile = {
      fd: new Promise((resolve, reject) => fs.open(file, 'r', (error, fd) => (error ? reject(error) : resolve(fd)))),
      reading: 0,
      closing: false,
    };
    entry.fd.catch(() => undefined);
    this.files.set(file, entry);
    for (const [oldest, old] of this.files) {
      if (this.files.size <= this.max) break;
      this.drop(oldest, old);
    }
    return entry;
  }

  private drop(file: string, entry: OpenFile): void {
    if (this.files.get(file) === entry) this.files.delete(file);
    if (entry.closing) return;
    entry.closing = true;
    if (entry.reading === 0) this.close(entry);
  }

  private close(entry: OpenFile): void {
    entry.fd.then(
      (fd) => fs.close(fd, () => undefined),
      () => undefined,
    );
  }
}

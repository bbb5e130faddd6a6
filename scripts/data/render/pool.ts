import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageLayout } from './layout-types';
import { PageRenderer } from './page';

export interface RenderJob {
  id: number;
  layout: PageLayout;
  file: string;
}

type Reply = { id: number; bytes?: number; error?: string };

/**
 * Renders pages on worker threads (one per core) while the main thread keeps generating records and
 * writing them to the database. With `workers: 0` it renders in-process (tests, or where workers
 * cannot load TypeScript).
 */
export class RenderPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: RenderJob[] = [];
  private readonly pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private readonly inProcess?: PageRenderer;
  private chain: Promise<void> = Promise.resolve();
  private nextId = 1;
  rendered = 0;
  bytes = 0;

  constructor(workers = Math.max(1, Math.min(4, os.availableParallelism()))) {
    if (workers === 0) {
      this.inProcess = new PageRenderer();
      return;
    }
    for (let i = 0; i < workers; i++) {
      const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url));
      worker.on('message', (reply: Reply) => this.done(worker, reply));
      worker.on('error', (error) => {
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  render(layout: PageLayout, file: string): Promise<void> {
    const job: RenderJob = { id: this.nextId++, layout, file };
    if (this.inProcess) {
      const renderer = this.inProcess;
      this.chain = this.chain.then(async () => {
        const jpeg = await renderer.render(layout);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, jpeg);
        this.rendered++;
        this.bytes += jpeg.length;
      });
      return this.chain;
    }
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Jobs waiting for a worker; the generator slows down when this grows, to bound memory. */
  get backlog(): number {
    return this.queue.length;
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) this.idle.pop()!.postMessage(this.queue.shift()!);
  }

  private done(worker: Worker, reply: Reply): void {
    const waiter = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    this.idle.push(worker);
    this.pump();
    if (!waiter) return;
    if (reply.error) waiter.reject(new Error(reply.error));
    else {
      this.rendered++;
      this.bytes += reply.bytes ?? 0;
      waiter.resolve();
    }
  }

  async close(): Promise<void> {
    await this.chain;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

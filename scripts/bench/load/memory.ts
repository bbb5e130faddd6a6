// Each process's memory while the load runs, read from /proc: the resident set sampled twice a second (its peak
// over the run) and the kernel's own high-water mark (VmHWM, since the process started); and the CPU time it used
// over the run, which tells a site short of cores from one waiting on something else.
import fs from 'node:fs';

export interface WatchedProcess {
  name: string;
  pid: number;
}

export interface MemoryReading extends WatchedProcess {
  /** Highest VmRSS sampled during the run, bytes; null when /proc had no such process. */
  peakRss: number | null;
  /** VmHWM at the end, bytes. */
  highWater: number | null;
  /** CPU seconds (user and system, all its threads) used between the start of watching and its end. */
  cpuSeconds: number | null;
}

/** utime + stime of /proc/<pid>/stat, in seconds (the kernel's clock ticks are 1/100 s on Linux). */
function cpuOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function statusKb(pid: number, field: string): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export function watchMemory(processes: WatchedProcess[], everyMs = 500): { stop(): MemoryReading[] } {
  const peaks = new Map<number, number>();
  const cpuAtStart = new Map(processes.map((p) => [p.pid, cpuOf(p.pid)]));
  const sample = () => {
    for (const { pid } of processes) {
      const rss = statusKb(pid, 'VmRSS');
      if (rss != null) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rss));
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return processes.map((p) => {
        const [from, to] = [cpuAtStart.get(p.pid), cpuOf(p.pid)];
        return {
          ...p,
          peakRss: peaks.get(p.pid) ?? null,
          highWater: statusKb(p.pid, 'VmHWM'),
          cpuSeconds: from != null && to != null ? to - from : null,
        };
      });
    },
  };
}

/** `--pids gateway=123,services=456` (or bare pids, named by their command line). */
export function parsePids(text: string): WatchedProcess[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((entry, i) => {
      const [name, pid] = entry.includes('=') ? entry.split('=') : [undefined, entry];
      const n = Number(pid);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--pids: "${entry}" is not name=pid`);
      return { name: name || commandName(n) || `process ${i + 1}`, pid: n };
    });
}

function commandName(pid: number): string | null {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const entry = args.find((a) => /(gateway|services)\/src\/main\.ts$/.test(a));
    return entry ? `${entry.split('/')[0]} ${pid}` : `${args[0]?.split('/').pop() ?? 'pid'} ${pid}`;
  } catch {
    return null;
  }
}

// The server's memory as the soak reads it: the kernel's resident set of the child process, and
// the V8 heap as prom-client reports it on /metrics (so growth that plateaus can be told apart).
import { readFileSync } from 'node:fs';

/** Resident set size of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

export interface MetricsMemory {
  residentMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/** Sums a Prometheus series over its labels (heap sizes come per V8 space). */
function series(text: string, name: string): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

/** Memory figures from the server's own /metrics (needs its METRICS_TOKEN). */
export async function metricsMemory(port: number, metricsToken: string): Promise<MetricsMemory> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    residentMb: mb(series(text, 'process_resident_memory_bytes')),
    heapUsedMb: mb(series(text, 'nodejs_heap_size_used_bytes')),
    heapTotalMb: mb(series(text, 'nodejs_heap_size_total_bytes')),
    externalMb: mb(series(text, 'nodejs_external_memory_bytes')),
  };
}

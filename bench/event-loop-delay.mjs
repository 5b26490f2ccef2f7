// Preloaded by bench/onsale.mjs into the cluster's Node processes (NODE_OPTIONS=--import): every
// EVENT_LOOP_LOG_MS ms (2,000 by default) one line of the process's event-loop delay in that
// period (p50, p99 and max, ms), so that the bench can tell a process that was busy (or stopped by
// its garbage collector) from one that was waiting on something behind it.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const every = Number(process.env.EVENT_LOOP_LOG_MS ?? 2000);
if (Number.isFinite(every) && every >= 100) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const script = path.basename(process.argv[1] ?? '');
  setInterval(() => {
    const line = {
      at: Date.now(),
      pid: process.pid,
      script,
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
    };
    delay.reset();
    process.stdout.write(`event-loop-delay ${JSON.stringify(line)}\n`);
  }, every).unref();
}

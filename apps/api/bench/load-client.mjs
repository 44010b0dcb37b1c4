// The load generator of the benchmarks, run as a child process so the server's CPU time (process.cpuUsage in the
// parent) is the server's alone. The parent sends { base, paths, seconds, concurrency, headers } and gets back the
// latencies of the measured requests. Plain JavaScript: no build step, no TypeScript loader in the child.
import http from 'node:http';

process.once('message', async (job) => {
  const { base, paths, seconds, concurrency, headers = {}, warmup = 20 } = job;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const pick = () => paths[next++ % paths.length];
  const once = async () => {
    const started = performance.now();
    const { status, bytes } = await new Promise((resolve, reject) => {
      const req = http.get(base + pick(), { agent, headers }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: size }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    return { ms: performance.now() - started, ok: status < 400, bytes };
  };
  for (let i = 0; i < warmup; i++) await once();
  process.send({ ready: true });
  await new Promise((resolve) => process.once('message', resolve));
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const r = await once();
        latencies.push(r.ms);
        bytes = r.bytes;
        if (!r.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  process.send({ latencies, errors, elapsed, bytes }, () => process.exit(0));
});

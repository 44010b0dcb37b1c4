// The load of `npm run bench:chat`, run as a child process so the server (the parent) and the load do not share one
// event loop and one core: the parent sends { base, pairs, rate, seconds } (each pair's ids and session cookies);
// this opens one room stream per receiver (server-sent events, ADR 0021; its own TCP connection each), answers
// { connected, connectSeconds }, then on { go: true } sends `rate` messages per second for `seconds` (open loop,
// spread over the senders) and answers what it measured: each message's delivery latency, from the start of its
// POST to its `message` event on the receiver's stream, both seen here on one clock. Plain JavaScript: no build step.
import http from 'node:http';

/** Connections whose stream ended or failed after it was open. */
let dropped = 0;

/** One receiver's stream: calls `onMessage(text, at)` for each message event; resolves with a closer once open. */
function openStream(url, cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', cookie }, agent: false });
    let open = false;
    let closing = false;
    request.once('error', (error) => (open ? undefined : reject(error)));
    request.once('close', () => {
      if (open && !closing) dropped++;
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!open && block.includes('event: unread')) {
            open = true;
            resolve(() => {
              closing = true;
              request.destroy();
            });
          }
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onMessage(JSON.parse(data.slice(6)).text, performance.now());
        }
      });
    });
  });
}

/**
 * The senders' connections: a keep-alive pool of 64, as a load balancer would hold. Without a bound, a server that
 * falls behind makes the client open ever more connections until the listen backlog overflows (which would measure
 * the load generator rather than the chat).
 */
const senders = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON with a cookie over the senders' pool; answers the status. */
function post(url, cookie, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: senders,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

process.once('message', async ({ base, pairs, rate, seconds }) => {
  const sentAt = new Map();
  const latencies = [];
  const expected = new Array(pairs.length).fill(0);
  const got = new Array(pairs.length).fill(0);
  const closers = [];
  const connectStarted = performance.now();
  // A hundred connections at a time: a thousand SYNs at once would overflow the listen backlog (511), and the
  // kernel's retry a second later would be measured as the app's slowness.
  for (let from = 0; from < pairs.length; from += 100) {
    closers.push(
      ...(await Promise.all(
        pairs.slice(from, from + 100).map(({ sender, receiver }, offset) =>
          openStream(`${base}/api/v1/me/chats/${sender.id}/stream`, receiver.cookie, (text, at) => {
            got[from + offset]++;
            const started = sentAt.get(text);
            if (started !== undefined) {
              latencies.push(at - started);
              sentAt.delete(text);
            }
          }),
        ),
      )),
    );
  }
  process.send({ connected: closers.length, connectSeconds: (performance.now() - connectStarted) / 1000 });
  await new Promise((resolve) => process.once('message', resolve));

  let sent = 0;
  const failures = {};
  const failedBy = (reason) => (failures[reason] = (failures[reason] ?? 0) + 1);
  const cpuBefore = process.cpuUsage();
  const inFlight = new Set();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n++) {
    // Open loop: message n leaves at its planned time, whatever the ones before it are doing.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const index = n % pairs.length;
    const pair = pairs[index];
    expected[index]++;
    const text = `m${n}`;
    sentAt.set(text, performance.now());
    const request = post(`${base}/api/v1/me/chats/${pair.receiver.id}/messages`, pair.sender.cookie, { text })
      .then((status) => {
        if (status >= 200 && status < 300) sent++;
        else {
          failedBy(`HTTP ${status}`);
          sentAt.delete(text);
        }
      })
      .catch((error) => {
        failedBy(error?.code ?? String(error));
        sentAt.delete(text);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all([...inFlight]);
  const sendSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Wait for what is still on its way (at most 5 s).
  const deadline = performance.now() + 5000;
  while (sentAt.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  closers.forEach((close) => close());
  senders.destroy();
  process.send({
    sent,
    failures,
    lost: sentAt.size,
    sendSeconds,
    loadCpuMs: (cpu.user + cpu.system) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    complete: expected.filter((count, i) => got[i] === count).length,
    dropped,
  });
  process.disconnect();
});

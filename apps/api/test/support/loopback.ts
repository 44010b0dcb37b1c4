import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a local fake of an outside service on a free loopback port and answers its origin (`http://127.0.0.1:<port>`).
 * An idle connection stays open until the caller closes it: Node's 5 s keep-alive close raced a client reusing the
 * socket on a loaded machine, and a push failed as «unreachable» in CI (web-push.test.ts); the real services are
 * reached again by the queue's retry, which a test does not wait for.
 */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

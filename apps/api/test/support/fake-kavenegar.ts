import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.ts';

/** A request the fake received. */
export interface KavenegarRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

/** How the fake answers: a Kavenegar status, a bare HTTP error, or never. */
export type KavenegarBehaviour =
  { kind: 'status'; status: number; message: string } | { kind: 'http'; code: number } | { kind: 'hang' };

/** The fake server: what it received, how it answers now, and the messages it accepted. */
export interface FakeKavenegar {
  baseUrl: string;
  received: KavenegarRequest[];
  behaviour: KavenegarBehaviour;
  /** The receptors and texts of the messages it accepted (status 200). */
  accepted(): Array<{ receptor: string; message: string }>;
  close(): Promise<void>;
}

export const ACCEPT: KavenegarBehaviour = { kind: 'status', status: 200, message: 'تایید شد' };

/**
 * A local stand-in for api.kavenegar.com speaking its REST protocol: /v1/{API-KEY}/{scope}/{method}.json with a form
 * body, answering { return: { status, message }, entries } and an HTTP status that mirrors `status`. Tests point the
 * real KavenegarSmsSender at it (baseUrl) and set `behaviour` to make the provider refuse, fail or hang.
 */
export async function startFakeKavenegar(apiKey: string): Promise<FakeKavenegar> {
  const accepted: Array<{ receptor: string; message: string }> = [];
  const fake: FakeKavenegar = {
    baseUrl: '',
    received: [],
    behaviour: ACCEPT,
    accepted: () => [...accepted],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      const form = Object.fromEntries(new URLSearchParams(raw));
      fake.received.push({ method: req.method ?? '', path, form });
      const answer = (code: number, status: number, message: string, entries: unknown = null) => {
        res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ return: { status, message }, entries }));
      };
      if (!path.startsWith(`/v1/${apiKey}/`)) return answer(403, 403, 'API-Key معتبر نیست');
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'hang') return; // never answers: only the driver's timeout ends the wait
      if (behaviour.kind === 'http') {
        res.writeHead(behaviour.code, { 'content-type': 'text/html' });
        return res.end('<html>Bad Gateway</html>');
      }
      if (behaviour.status !== 200) return answer(behaviour.status, behaviour.status, behaviour.message);
      accepted.push({ receptor: form.receptor ?? '', message: form.message ?? '' });
      answer(200, 200, 'تایید شد', [{ messageid: 8792343, status: 1, receptor: form.receptor, cost: 120 }]);
    });
  });
  fake.baseUrl = await listenOnLoopback(server);
  return fake;
}

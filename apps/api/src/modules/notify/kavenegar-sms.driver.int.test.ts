import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KavenegarSmsSender } from './kavenegar-sms.driver.ts';
import { SmsDeliveryError } from './notify.errors.ts';
import { OTP_TEMPLATE } from './notify.types.ts';

const API_KEY = '4F6B2D7A3C5E-secret-key';

interface Received {
  method: string;
  path: string;
  form: Record<string, string>;
}

/** How the fake answers the next request: a Kavenegar status, a bare HTTP error, or never. */
type Behaviour =
  { kind: 'status'; status: number; message: string } | { kind: 'http'; code: number } | { kind: 'hang' };

// A local stand-in for api.kavenegar.com speaking its REST protocol: /v1/{API-KEY}/{scope}/{method}.json with a
// form body, answering { return: { status, message }, entries } and an HTTP status that mirrors `status`.
const received: Received[] = [];
let behaviour: Behaviour = { kind: 'status', status: 200, message: 'تایید شد' };
let baseUrl = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const path = req.url ?? '';
    const form = Object.fromEntries(new URLSearchParams(raw));
    received.push({ method: req.method ?? '', path, form });
    const answer = (code: number, status: number, message: string, entries: unknown = null) => {
      res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ return: { status, message }, entries }));
    };
    if (!path.startsWith(`/v1/${API_KEY}/`)) return answer(403, 403, 'API-Key معتبر نیست');
    if (behaviour.kind === 'hang') return; // never answers: only the driver's timeout ends the wait
    if (behaviour.kind === 'http') {
      res.writeHead(behaviour.code, { 'content-type': 'text/html' });
      return res.end('<html>Bad Gateway</html>');
    }
    if (behaviour.status !== 200) return answer(behaviour.status, behaviour.status, behaviour.message);
    answer(200, 200, 'تایید شد', [{ messageid: 8792343, status: 1, receptor: form.receptor, cost: 120 }]);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  behaviour = { kind: 'status', status: 200, message: 'تایید شد' };
});

const sender = (overrides: Partial<ConstructorParameters<typeof KavenegarSmsSender>[0]> = {}) =>
  new KavenegarSmsSender({
    apiKey: API_KEY,
    sender: '10004346',
    baseUrl,
    otpTemplate: 'shahrbazar-verify',
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('KavenegarSmsSender against a local Kavenegar', () => {
  it('posts sms/send with the normalised receptor, the text and the sender line', async () => {
    await sender().send({ to: '+98 ۹۱۲ ۱۲۳ ۴۵۶۷', text: 'کد ورود شما: 48213' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: `/v1/${API_KEY}/sms/send.json`,
        form: { receptor: '09121234567', message: 'کد ورود شما: 48213', sender: '10004346' },
      },
    ]);
  });

  it('uses verify/lookup with the configured template and tokens for a one-time code', async () => {
    await sender().send({
      to: '989351112233',
      text: 'کد: 7391',
      template: { name: OTP_TEMPLATE, tokens: ['7391', 'ali'] },
    });
    expect(received[0]?.path).toBe(`/v1/${API_KEY}/verify/lookup.json`);
    expect(received[0]?.form).toEqual({
      receptor: '09351112233',
      token: '7391',
      token2: 'ali',
      template: 'shahrbazar-verify',
    });
  });

  it('sends a one-time code as plain text when no OTP template is configured', async () => {
    await sender({ otpTemplate: undefined }).send({
      to: '9121234567',
      text: 'کد: 5521',
      template: { name: OTP_TEMPLATE, tokens: ['5521'] },
    });
    expect(received[0]?.path).toBe(`/v1/${API_KEY}/sms/send.json`);
    expect(received[0]?.form.message).toBe('کد: 5521');
  });

  it('turns a provider refusal into SmsDeliveryError with the provider status and message', async () => {
    behaviour = { kind: 'status', status: 411, message: 'گیرنده نامعتبر است' };
    const error = await failure(sender().send({ to: '09121234567', text: 'hello' }));
    expect(error.reason).toBe('rejected');
    expect(error.status).toBe(411);
    expect(error.providerMessage).toBe('گیرنده نامعتبر است');
    expect(error.message).not.toContain(API_KEY);
  });

  it('reports a wrong API key as the provider does, without printing the key', async () => {
    const error = await failure(sender({ apiKey: 'wrong-key-123' }).send({ to: '09121234567', text: 'hello' }));
    expect(error.status).toBe(403);
    expect(error.message).not.toContain('wrong-key-123');
  });

  it('turns an HTTP 5xx without a Kavenegar reply into SmsDeliveryError with the HTTP status', async () => {
    behaviour = { kind: 'http', code: 502 };
    const error = await failure(sender().send({ to: '09121234567', text: 'hello' }));
    expect(error).toMatchObject({ reason: 'http', status: 502 });
    expect(error.message).not.toContain(API_KEY);
  });

  it('gives up after the timeout', async () => {
    // The fake never answers: a 'timeout' failure can only come from giving up (no race against a slow reply).
    behaviour = { kind: 'hang' };
    const error = await failure(sender({ timeoutMs: 200 }).send({ to: '09121234567', text: 'hello' }));
    expect(error.reason).toBe('timeout');
  });

  it('reports an unreachable server as a network failure without the key', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(sender({ baseUrl: `http://127.0.0.1:${port}` }).send({ to: '09121234567', text: 'x' }));
    expect(error.reason).toBe('network');
    expect(error.message).not.toContain(API_KEY);
  });

  it('refuses a number that is not an Iranian mobile before calling the provider', async () => {
    const error = await failure(sender().send({ to: '02188776655', text: 'hello' }));
    expect(error.reason).toBe('receptor');
    expect(received).toHaveLength(0);
  });
});

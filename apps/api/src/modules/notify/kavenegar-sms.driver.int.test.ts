import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT, startFakeKavenegar, type FakeKavenegar } from '../../../test/support/fake-kavenegar.ts';
import { KavenegarSmsSender } from './kavenegar-sms.driver.ts';
import { SmsDeliveryError } from './notify.errors.ts';
import { OTP_TEMPLATE } from './notify.types.ts';

const API_KEY = '4F6B2D7A3C5E-secret-key';

// A local stand-in for api.kavenegar.com speaking its REST protocol (test/support/fake-kavenegar.ts).
let fake: FakeKavenegar;
beforeAll(async () => {
  fake = await startFakeKavenegar(API_KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.behaviour = ACCEPT;
});

const sender = (overrides: Partial<ConstructorParameters<typeof KavenegarSmsSender>[0]> = {}) =>
  new KavenegarSmsSender({
    apiKey: API_KEY,
    sender: '10004346',
    baseUrl: fake.baseUrl,
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
    expect(fake.received).toEqual([
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
    expect(fake.received[0]?.path).toBe(`/v1/${API_KEY}/verify/lookup.json`);
    expect(fake.received[0]?.form).toEqual({
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
    expect(fake.received[0]?.path).toBe(`/v1/${API_KEY}/sms/send.json`);
    expect(fake.received[0]?.form.message).toBe('کد: 5521');
  });

  it('turns a provider refusal into SmsDeliveryError with the provider status and message', async () => {
    fake.behaviour = { kind: 'status', status: 411, message: 'گیرنده نامعتبر است' };
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
    fake.behaviour = { kind: 'http', code: 502 };
    const error = await failure(sender().send({ to: '09121234567', text: 'hello' }));
    expect(error).toMatchObject({ reason: 'http', status: 502 });
    expect(error.message).not.toContain(API_KEY);
  });

  it('gives up after the timeout', async () => {
    // The fake never answers: a 'timeout' failure can only come from giving up (no race against a slow reply).
    fake.behaviour = { kind: 'hang' };
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
    expect(fake.received).toHaveLength(0);
  });
});

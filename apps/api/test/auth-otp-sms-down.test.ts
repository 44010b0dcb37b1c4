import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { KavenegarSmsSender } from '../src/modules/notify/kavenegar-sms.driver.ts';
import { createServices } from '../src/services.ts';
import { uniqueIp, uniqueMobile } from './support/auth.ts';
import { ACCEPT, startFakeKavenegar, type FakeKavenegar } from './support/fake-kavenegar.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

// Issue 30: a sign-in code the SMS provider will not take. The real Kavenegar driver talks to a local Kavenegar that
// answers 502 as long as the test says so: the person is told, in the one error shape and their language, that the
// code could not be sent and to try again shortly (503, not an unexplained 500), and may ask again at once when the
// provider is back (the code that never left does not count against the one-a-minute throttle).

const API_KEY = 'otp-sms-down-key';

describe('a sign-in code when the SMS provider fails', () => {
  let app: App;
  let kavenegar: FakeKavenegar;

  beforeAll(async () => {
    kavenegar = await startFakeKavenegar(API_KEY);
    const services = {
      ...createServices(testConfig(), { info: () => {} }),
      sms: new KavenegarSmsSender({ apiKey: API_KEY, baseUrl: kavenegar.baseUrl, timeoutMs: 5_000 }),
    };
    app = await buildTestApp({ services });
  });
  afterAll(async () => {
    await app.close();
    await kavenegar.close();
  });

  const ask = (mobile: string, remoteAddress: string, locale: 'fa' | 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile },
      remoteAddress,
      headers: { 'accept-language': locale },
    });

  it('answers 503 with a message in the caller’s language, and sends the code once the provider is back', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    kavenegar.behaviour = { kind: 'http', code: 502 };

    const fa = await ask(mobile, ip, 'fa');
    expect(fa.statusCode, fa.body).toBe(503);
    expect(fa.json()).toEqual({
      error: { code: 'unavailable', message: 'ارسال پیامک کد فعلاً ممکن نیست. چند دقیقهٔ دیگر دوباره تلاش کنید.' },
    });
    const en = await ask(mobile, ip, 'en');
    expect(en.statusCode, en.body).toBe(503);
    expect(en.json<{ error: { message: string } }>().error.message).toBe(
      'The code could not be sent by SMS just now. Please try again in a few minutes.',
    );
    expect(kavenegar.accepted().filter((message) => message.receptor === mobile)).toHaveLength(0);

    // The provider is back: asking again at once is not throttled, and the code arrives.
    kavenegar.behaviour = ACCEPT;
    const again = await ask(mobile, ip, 'fa');
    expect(again.statusCode, again.body).toBe(200);
    const sent = kavenegar.accepted().filter((message) => message.receptor === mobile);
    expect(sent).toHaveLength(1);
  });
});

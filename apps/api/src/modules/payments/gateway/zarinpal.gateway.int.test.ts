import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../../test/support/loopback.ts';
import { loadConfig } from '../../../config.ts';
import { createServices } from '../../../services.ts';
import { PaymentGatewayError } from './gateway.errors.ts';
import { ZarinpalPaymentGateway } from './zarinpal.gateway.ts';

const MERCHANT_ID = '3f7c2a1e-9b4d-4e6f-8a2c-5d1e0b9f7a64';

interface Session {
  /** As Zarinpal stores it: in the unit it was requested in. */
  amount: number;
  callbackUrl: string;
  paid: boolean;
  refId: number | undefined;
}

interface Received {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for payment.zarinpal.com that speaks v4 and decides every answer from what it receives: it checks
 * the merchant id, keeps each session's amount in the unit it was requested in (currency IRR by default, or IRT),
 * lets the payer pay or cancel at /pg/StartPay/{authority} (redirecting to the callback with Authority and Status as
 * Zarinpal does), and on verify compares the amount and the session's state: -54 unknown authority, -50 another
 * amount, -51 not paid, 100 the first time, 101 after. Errors come as { data: [], errors: { code, message } }.
 */
const sessions = new Map<string, Session>();
const received: Received[] = [];
let mode: 'normal' | 'hang' | 'html' = 'normal';
let baseUrl = '';

const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const failure = (res: ServerResponse, status: number, code: number, message: string, validations?: unknown) =>
  reply(res, status, { data: [], errors: { code, message, ...(validations ? { validations } : {}) } });

function paymentRequest(body: Record<string, unknown>, res: ServerResponse): void {
  const { amount, currency = 'IRR', description, callback_url: callbackUrl } = body;
  const validations: Record<string, string>[] = [];
  if (typeof amount !== 'number' || !Number.isInteger(amount)) validations.push({ amount: 'must be an integer' });
  else if ((currency === 'IRT' ? amount * 10 : amount) < 1000) {
    validations.push({ amount: 'The amount must be at least 1000 Rials.' });
  }
  if (currency !== 'IRR' && currency !== 'IRT') validations.push({ currency: 'The selected currency is invalid.' });
  if (typeof description !== 'string' || description.length === 0) validations.push({ description: 'required' });
  if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)) validations.push({ callback_url: 'url' });
  if (validations.length > 0) {
    return failure(res, 400, -9, 'The input params invalid, validation error.', validations);
  }
  const authority = `A${String(randomInt(1e9)).padStart(35, '0')}`;
  sessions.set(authority, {
    amount: amount as number,
    callbackUrl: callbackUrl as string,
    paid: false,
    refId: undefined,
  });
  reply(res, 200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
}

function paymentVerify(body: Record<string, unknown>, res: ServerResponse): void {
  const session = typeof body.authority === 'string' ? sessions.get(body.authority) : undefined;
  if (!session) return failure(res, 400, -54, 'Invalid authority.');
  if (body.amount !== session.amount)
    return failure(res, 400, -50, 'Session is not valid, amounts values is not the same.');
  if (!session.paid) return failure(res, 400, -51, 'Session is not valid, session is not active paid try.');
  const code = session.refId === undefined ? 100 : 101;
  session.refId ??= randomInt(1e8, 1e9);
  reply(res, 200, {
    data: {
      code,
      message: code === 100 ? 'Paid' : 'Verified',
      card_hash: 'B2C7A1F0E9D8C7B6A5F4E3D2C1B0A9F8E7D6C5B4A3F2E1D0C9B8A7F6E5D4C3B2',
      card_pan: '502229******5995',
      ref_id: session.refId,
      fee_type: 'Merchant',
      fee: 0,
    },
    errors: [],
  });
}

// The payer at the bank: ?result=OK pays, anything else cancels; either way back to the callback.
function startPay(authority: string, result: string | null, res: ServerResponse): void {
  const session = sessions.get(authority);
  if (!session) return void res.writeHead(404).end();
  session.paid = result === 'OK';
  const back = new URL(session.callbackUrl);
  back.searchParams.set('Authority', authority);
  back.searchParams.set('Status', session.paid ? 'OK' : 'NOK');
  res.writeHead(302, { location: back.toString() }).end();
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const start = /^\/pg\/StartPay\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && start?.[1]) return startPay(start[1], url.searchParams.get('result'), res);
    if (mode === 'hang') return; // never answers: the driver's timeout must end the wait
    if (mode === 'html') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return failure(res, 400, -9, 'The input params invalid, validation error.');
    }
    received.push({ path: url.pathname, body });
    if (req.headers['content-type'] !== 'application/json') return failure(res, 415, -9, 'Send JSON.');
    if (body.merchant_id !== MERCHANT_ID) {
      return failure(res, 401, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    }
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/request.json') return paymentRequest(body, res);
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/verify.json') return paymentVerify(body, res);
    res.writeHead(404).end();
  });
});

beforeAll(async () => {
  baseUrl = await listenOnLoopback(server);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  mode = 'normal';
});

const gateway = (overrides: Partial<ConstructorParameters<typeof ZarinpalPaymentGateway>[0]> = {}) =>
  new ZarinpalPaymentGateway({ merchantId: MERCHANT_ID, baseUrl, ...overrides });

const order = {
  amount: 25_000,
  description: 'خرید بسته ویژه آگهی «پراید ۱۳۹۰»',
  callbackUrl: 'https://shahrbazar.example/payments/callback?payment=17',
};

/** The payer finishes at the bank: follows the redirect URL and returns where the bank sends them back to. */
async function payAtBank(redirectUrl: string, result: 'OK' | 'NOK'): Promise<URL> {
  const response = await fetch(`${redirectUrl}?result=${result}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('ZarinpalPaymentGateway against a local Zarinpal v4', () => {
  it('requests a payment with the merchant id, the amount in toman (IRT) and the metadata, and redirects to StartPay', async () => {
    const { authority, redirectUrl } = await gateway().request({
      ...order,
      mobile: '+98 ۹۱۲ ۱۲۳ ۴۵۶۷',
      email: 'reza@example.com',
      orderId: 'P-17',
    });
    expect(authority).toMatch(/^A\d{35}$/);
    expect(redirectUrl).toBe(`${baseUrl}/pg/StartPay/${authority}`);
    expect(received).toEqual([
      {
        path: '/pg/v4/payment/request.json',
        body: {
          merchant_id: MERCHANT_ID,
          amount: 25_000,
          currency: 'IRT',
          description: order.description,
          callback_url: order.callbackUrl,
          metadata: { mobile: '09121234567', email: 'reza@example.com', order_id: 'P-17' },
        },
      },
    ]);
  });

  it('pays once: the bank sends the payer back with Authority and Status=OK, verify gives the ref id and card', async () => {
    const zarinpal = gateway();
    const { authority, redirectUrl } = await zarinpal.request(order);
    const back = await payAtBank(redirectUrl, 'OK');
    expect(`${back.origin}${back.pathname}`).toBe('https://shahrbazar.example/payments/callback');
    expect(Object.fromEntries(back.searchParams)).toEqual({ payment: '17', Authority: authority, Status: 'OK' });

    const first = await zarinpal.verify({ authority, amount: 25_000 });
    expect(first).toEqual({
      status: 'paid',
      refId: expect.stringMatching(/^\d{9}$/),
      cardPan: '502229******5995',
      alreadyVerified: false,
    });
    expect(received.at(-1)).toEqual({
      path: '/pg/v4/payment/verify.json',
      body: { merchant_id: MERCHANT_ID, amount: 25_000, authority },
    });

    // A callback that runs twice (a reload, a retry) learns the payment was verified before: same ref id.
    const second = await zarinpal.verify({ authority, amount: 25_000 });
    expect(second).toEqual({ ...first, alreadyVerified: true });
  });

  it('sends rial (toman × 10) with currency IRR, and verifies in the same unit', async () => {
    const zarinpal = gateway({ currency: 'IRR' });
    const { authority, redirectUrl } = await zarinpal.request(order);
    expect(received[0]?.body).toMatchObject({ amount: 250_000, currency: 'IRR' });
    await payAtBank(redirectUrl, 'OK');
    expect(await zarinpal.verify({ authority, amount: 25_000 })).toMatchObject({ status: 'paid' });
    expect(received.at(-1)?.body).toMatchObject({ amount: 250_000 });
  });

  it('answers amountMismatch when the amount differs from the paid one, and still verifies the right amount', async () => {
    const zarinpal = gateway();
    const { authority, redirectUrl } = await zarinpal.request(order);
    await payAtBank(redirectUrl, 'OK');
    const result = await zarinpal.verify({ authority, amount: 2_500 });
    expect(result).toEqual({
      status: 'failed',
      reason: 'amountMismatch',
      providerCode: -50,
      message: { fa: expect.stringContaining('مبلغ'), en: expect.stringContaining('amount') },
    });
    expect(await zarinpal.verify({ authority, amount: 25_000 })).toMatchObject({
      status: 'paid',
      alreadyVerified: false,
    });
  });

  it('answers notPaid for a payment cancelled at the bank or never finished', async () => {
    const zarinpal = gateway();
    const cancelled = await zarinpal.request(order);
    const back = await payAtBank(cancelled.redirectUrl, 'NOK');
    expect(back.searchParams.get('Status')).toBe('NOK');
    expect(await zarinpal.verify({ authority: cancelled.authority, amount: 25_000 })).toMatchObject({
      status: 'failed',
      reason: 'notPaid',
      providerCode: -51,
    });
    const abandoned = await zarinpal.request(order);
    expect(await zarinpal.verify({ authority: abandoned.authority, amount: 25_000 })).toMatchObject({
      reason: 'notPaid',
    });
  });

  it('answers invalidAuthority for an authority Zarinpal never gave', async () => {
    const result = await gateway().verify({ authority: `A${'9'.repeat(35)}`, amount: 25_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'invalidAuthority', providerCode: -54 });
    if (result.status === 'failed') expect(result.message.fa).toContain('معتبر نیست');
  });

  it('throws a clear error, in Persian and English, when Zarinpal refuses the request (-9 under the minimum)', async () => {
    // 50 toman is 500 rial, under Zarinpal's minimum of 1,000 rial.
    const error = await failureOf(gateway().request({ ...order, amount: 50 }));
    expect(error).toMatchObject({ reason: 'refused', providerCode: -9, code: 'unavailable' });
    expect(error.label?.fa).toContain('زرین‌پال');
    expect(error.label?.fa).toContain('-۹');
    expect(error.message).toBe('Zarinpal refused the payment request: -9 The input params invalid, validation error.');
  });

  it('reports a wrong merchant id as Zarinpal does (-10), without printing either id', async () => {
    const wrong = '00000000-1111-2222-3333-444444444444';
    const error = await failureOf(gateway({ merchantId: wrong }).request(order));
    expect(error).toMatchObject({ reason: 'refused', providerCode: -10 });
    expect(JSON.stringify({ message: error.message, label: error.label })).not.toContain(wrong);
    expect(error.stack ?? '').not.toContain(wrong);
  });

  it('gives up after the timeout with a clear error when Zarinpal hangs', async () => {
    // The fake never answers: a 'timeout' failure can only come from the driver giving up (no stopwatch, which a
    // busy machine makes lie; without a timeout the test itself would run out of time).
    mode = 'hang';
    const error = await failureOf(gateway({ timeoutMs: 200 }).request(order));
    expect(error).toMatchObject({ reason: 'timeout', code: 'network' });
    expect(error.message).toBe('Zarinpal did not answer within 200 ms; please try again shortly.');
    expect(error.label?.fa).toContain('پاسخ نداد');
    // A verify that times out throws too: the outcome is unknown, so it is not a failed payment.
    await expect(gateway({ timeoutMs: 200 }).verify({ authority: 'A1', amount: 25_000 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('reports an unreachable Zarinpal as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failureOf(gateway({ baseUrl: `http://127.0.0.1:${port}` }).request(order));
    expect(error).toMatchObject({ reason: 'network', code: 'network' });
    expect(error.message).toBe('Zarinpal could not be reached (ECONNREFUSED); please try again shortly.');
    expect(error.label?.fa).toContain('اتصال');
  });

  it('reports an HTML error page (a proxy in front of Zarinpal) with its HTTP status', async () => {
    mode = 'html';
    const error = await failureOf(gateway().verify({ authority: 'A1', amount: 25_000 }));
    expect(error).toMatchObject({ reason: 'http', httpStatus: 502, code: 'unavailable' });
  });

  it('refuses an amount that is not whole toman above zero before calling Zarinpal', async () => {
    for (const amount of [0, -1000, 1500.5, Number.NaN]) {
      await expect(gateway().request({ ...order, amount })).rejects.toThrow(RangeError);
    }
    expect(received).toHaveLength(0);
  });

  it('is what createServices builds from PAYMENT_GATEWAY=zarinpal and the ZARINPAL_ variables', async () => {
    const config = loadConfig({
      APP_ENV: 'test',
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: MERCHANT_ID,
      ZARINPAL_BASE_URL: `${baseUrl}/`,
      ZARINPAL_CURRENCY: 'IRR',
    });
    const { paymentGateway } = createServices(config, { info: () => {} });
    expect(paymentGateway.name).toBe('zarinpal');
    const { redirectUrl } = await paymentGateway.request(order);
    expect(redirectUrl.startsWith(`${baseUrl}/pg/StartPay/`)).toBe(true);
    expect(received[0]?.body).toMatchObject({ merchant_id: MERCHANT_ID, amount: 250_000, currency: 'IRR' });
  });
});

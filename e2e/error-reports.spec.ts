import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { errorReceiverPort } from './support/error-receiver.ts';

// Error reports from the browser (ADR 0087): the server of the journeys runs with SENTRY_DSN naming the run's own
// receiver (support/error-receiver.ts). A page sends nothing until something fails; an error thrown in the page and
// a rejection nobody handled reach the receiver as Sentry events, with the visitor's mobile number scrubbed.

const receiver = `http://127.0.0.1:${errorReceiverPort()}`;

interface Envelope {
  auth: string | undefined;
  query: string;
  body: string;
}

/** The event of an envelope (its third line). */
const eventOf = (envelope: Envelope) =>
  JSON.parse(envelope.body.split('\n')[2] ?? '{}') as {
    platform: string;
    release: string;
    environment: string;
    exception: { values: Array<{ type: string; value: string; mechanism: { type: string } }> };
    request: { url: string };
  };

test('an error thrown in the page and a rejection nobody handled reach the error receiver, the mobile scrubbed', async ({
  page,
  request,
}) => {
  const toReceiver: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(receiver)) toReceiver.push(sent.url());
  });
  await page.goto('/ads/list');
  // The page carries the reporter, and a page where nothing failed sends nothing.
  await expect(page.locator('script#error-reports')).toHaveCount(1);
  expect(toReceiver).toEqual([]);

  // Letters only: a long number in it would be scrubbed too.
  const marker = `e2e-${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
  const thrown = page.waitForResponse((response) => response.url().startsWith(receiver));
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(`${text}: checkout failed for 09121234567 (۰۹۱۲۱۲۳۴۵۶۷)`);
    });
  }, marker);
  expect((await thrown).status()).toBe(200);
  const rejected = page.waitForResponse((response) => response.url().startsWith(receiver));
  await page.evaluate((text) => {
    void Promise.reject(new Error(`${text}: no answer for 09351234567`));
  }, marker);
  expect((await rejected).status()).toBe(200);

  const received = (await (await request.get(`${receiver}/received`)).json()) as Envelope[];
  const mine = received.filter((envelope) => envelope.body.includes(marker));
  expect(mine).toHaveLength(2);
  for (const envelope of mine) {
    expect(envelope.query).toContain('sentry_key=e2e-key');
    expect(envelope.body).not.toMatch(/0912|0935|۰۹۱۲/);
  }
  const [first, second] = mine.map(eventOf);
  expect(first).toMatchObject({ platform: 'javascript', environment: 'development' });
  expect(first!.release).toMatch(/^shahrbazar@/);
  expect(first!.request.url).toMatch(/\/ads\/list$/);
  expect(first!.exception.values[0]).toMatchObject({
    type: 'Error',
    value: `${marker}: checkout failed for [mobile] ([mobile])`,
    mechanism: { type: 'onerror' },
  });
  expect(second!.exception.values[0]).toMatchObject({
    value: `${marker}: no answer for [mobile]`,
    mechanism: { type: 'onunhandledrejection' },
  });
});

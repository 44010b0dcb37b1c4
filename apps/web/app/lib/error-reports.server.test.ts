import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { errorReportsScript } from './error-reports.server.ts';

const settings = {
  url: 'https://errors.example.ir/api/7/envelope/?sentry_version=7&sentry_key=abc',
  release: 'shahrbazar@1.2.3',
  environment: 'production',
};

/** Runs the inline reporter in a page of its own (a bare window with fetch), and hands out what it sent. */
function page() {
  const listeners: Record<string, Array<(event: unknown) => void>> = {};
  const sent: Array<{ url: string; init: { body: string; method: string; keepalive: boolean } }> = [];
  const window: Record<string, unknown> = {
    JSON,
    fetch: (url: string, init: { body: string; method: string; keepalive: boolean }) => {
      sent.push({ url, init });
      return Promise.resolve({});
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
  };
  const context = vm.createContext({
    window,
    location: {
      href: 'https://shahrbazar.example/panel/profile?mobile=09121234567',
      origin: 'https://shahrbazar.example',
    },
    navigator: { userAgent: 'Mozilla/5.0 (Android 14)' },
  });
  vm.runInContext(errorReportsScript(settings), context);
  const dispatch = (type: string, event: unknown) => listeners[type]?.forEach((listener) => listener(event));
  const events = () =>
    sent.map(({ init }) => {
      const [header, item, event] = init.body.split('\n');
      return { header: JSON.parse(header!), item: JSON.parse(item!), event: JSON.parse(event!) };
    });
  return { window, dispatch, sent, events, context };
}

describe('the browser error reporter', () => {
  it('is no script at all without SENTRY_DSN', () => {
    expect(errorReportsScript(undefined)).toBe('');
  });

  it('sends an uncaught error as a Sentry event in an envelope, with release and environment, the mobile scrubbed', () => {
    const { dispatch, sent, events, context } = page();
    const error = vm.runInContext(
      `(function(){try{null.x}catch(e){e.message='no account for 09121234567 / ۰۹۱۲۱۲۳۴۵۶۷';return e}})()`,
      context,
    ) as Error;
    dispatch('error', { error, message: error.message });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(settings.url);
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    const { header, item, event } = events()[0]!;
    expect(item).toEqual({ type: 'event' });
    expect(header.event_id).toBe(event.event_id);
    expect(event).toMatchObject({
      platform: 'javascript',
      level: 'error',
      release: 'shahrbazar@1.2.3',
      environment: 'production',
      request: { url: 'https://shahrbazar.example/panel/profile?mobile=[mobile]' },
    });
    const [exception] = event.exception.values;
    expect(exception).toMatchObject({ type: 'TypeError', value: 'no account for [mobile] / [mobile]' });
    expect(exception.mechanism).toEqual({ type: 'onerror', handled: false });
    expect(sent[0]!.init.body).not.toMatch(/0912|۰۹۱۲/);
  });

  it('sends a rejection nobody handled and what an error boundary showed, each message once', () => {
    const { window, dispatch, events } = page();
    dispatch('unhandledrejection', { reason: new Error('checkout failed') });
    dispatch('unhandledrejection', { reason: new Error('checkout failed') });
    (window.__reportError as (error: unknown) => void)(new Error('loader crashed'));
    const sent = events().map(({ event }) => event.exception.values[0]);
    expect(sent).toMatchObject([
      { value: 'checkout failed', mechanism: { type: 'onunhandledrejection', handled: false } },
      { value: 'loader crashed', mechanism: { type: 'boundary', handled: true } },
    ]);
  });

  it('sends nothing for a cross-origin "Script error." and at most ten reports a page', () => {
    const { dispatch, sent } = page();
    dispatch('error', { message: 'Script error.' });
    expect(sent).toHaveLength(0);
    for (let i = 0; i < 15; i++) dispatch('error', { error: new Error(`broken ${i}`) });
    expect(sent).toHaveLength(10);
  });
});

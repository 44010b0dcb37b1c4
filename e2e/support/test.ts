import { test as base, type Page, type Response } from '@playwright/test';
import { pageIsLive } from './forms.ts';

// A public page with a main picture starts its scripts only once that picture is drawn (ADR 0073), after the load
// event `page.goto` waits for: a journey that used what needs JavaScript right after opening a page raced the page
// coming alive. Every page's `goto` and `reload` (in any context of the worker) therefore also wait until the page is
// live (<html data-hydrated>), unless the caller chose what to wait for (`waitUntil`), the answer is not a page the
// app draws alive (an error status, not HTML, a page not drawn by the web app such as the sandbox bank's) or the page
// runs no scripts (a context without JavaScript).

type Options = { waitUntil?: unknown } | undefined;
type Navigate = (this: Page, ...args: never[]) => Promise<Response | null>;

/**
 * Whether the document is the web app's (root.tsx writes <html data-location>) and runs scripts: with scripting off,
 * `<noscript>`'s content is parsed as elements.
 */
function comesAlive(): boolean {
  const probe = document.createElement('div');
  probe.innerHTML = '<noscript><p></p></noscript>';
  return probe.querySelector('noscript p') === null && document.documentElement.hasAttribute('data-location');
}

async function untilLive(page: Page, response: Response | null, options: Options) {
  if (options?.waitUntil !== undefined || response === null || response.status() >= 400) return;
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // A page that went on to another document at once has no page to wait for here: its caller deals with the next.
  const alive = await page.evaluate(comesAlive).catch(() => false);
  if (alive) await pageIsLive(page);
}

let patched = false;

/** Playwright's `test`, with navigations that wait for the page to come alive (above). */
export const test = base.extend<object, { liveNavigation: void }>({
  liveNavigation: [
    async ({ browser }, use) => {
      if (!patched) {
        patched = true;
        const context = await browser.newContext();
        const prototype = Object.getPrototypeOf(await context.newPage()) as Record<'goto' | 'reload', Navigate>;
        await context.close();
        const goto = prototype.goto as (this: Page, url: string, options: Options) => Promise<Response | null>;
        const reload = prototype.reload as (this: Page, options: Options) => Promise<Response | null>;
        prototype.goto = async function (this: Page, url: string, options?: Options) {
          const response = await goto.call(this, url, options);
          await untilLive(this, response, options);
          return response;
        };
        prototype.reload = async function (this: Page, options?: Options) {
          const response = await reload.call(this, options);
          await untilLive(this, response, options);
          return response;
        };
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

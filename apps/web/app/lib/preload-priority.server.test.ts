import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './preload-priority.server.ts';

/** The HTML the transform lets out when the page arrives in these chunks. */
async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(lowPriorityModulePreloads());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const PAGE =
  '<html lang="fa"><body><h1>همه آگهی‌ها</h1><p>قیمت ۱۴٬۵۰۰٬۰۰۰ تومان</p>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/c.css"/><script type="module" async="">import "/assets/a.js";</script></body></html>';
const EXPECTED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe('the module preloads at low priority', () => {
  it('marks every modulepreload link and nothing else, the Persian text intact', async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it('finds a link cut between chunks at every byte, and never splits a Persian letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const html = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(EXPECTED);
    }
  });

  it('passes a page without preloads through unchanged, in many small chunks', async () => {
    const page = Buffer.from('<html><body><p>بدون اسکریپت</p></body></html>');
    const chunks = Array.from({ length: page.length }, (_, i) => page.subarray(i, i + 1));
    expect(await through(chunks)).toBe(page.toString('utf8'));
  });
});

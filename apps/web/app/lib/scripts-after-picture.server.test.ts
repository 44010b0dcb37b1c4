import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HELD_SCRIPT_MARK, HELD_SCRIPT_TYPE } from './scripts-after-picture.ts';
import { scriptsAfterPicture } from './scripts-after-picture.server.ts';

/** The HTML the transform lets out when the page arrives in these chunks. */
async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(scriptsAfterPicture());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const PAGE =
  '<html lang="fa"><body><h1>همه آگهی‌ها</h1><p>قیمت ۱۴٬۵۰۰٬۰۰۰ تومان</p>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/c.css"/><script nonce="n" type="module" async="">import "/assets/a.js";</script>' +
  '<script type="application/json">{"type":"module"}</script></body></html>';
const EXPECTED = PAGE.replace(
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>',
  '',
).replace(' type="module" async=""', ` type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}=""`);

describe('the page’s scripts held until its main picture is drawn (ADR 0073)', () => {
  it('leaves out every module preload and holds the entry module, nothing else, the Persian text intact', async () => {
    const html = await through([Buffer.from(PAGE)]);
    expect(html).toBe(EXPECTED);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/c.css"/>');
  });

  it('finds a mark cut between chunks at every byte, and never splits a Persian letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const html = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(EXPECTED);
    }
  });

  it('passes a page without scripts through unchanged, in many small chunks', async () => {
    const page = Buffer.from('<html><body><p>بدون اسکریپت</p></body></html>');
    const chunks = Array.from({ length: page.length }, (_, i) => page.subarray(i, i + 1));
    expect(await through(chunks)).toBe(page.toString('utf8'));
  });
});

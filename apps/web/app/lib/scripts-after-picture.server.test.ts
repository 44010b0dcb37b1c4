import { describe, expect, it } from 'vitest';
import { HELD_SCRIPT_MARK, HELD_SCRIPT_TYPE } from './scripts-after-picture.ts';
import { scriptsHeld } from './scripts-after-picture.server.ts';

/** The HTML that goes out for this page as rendered. */
const held = (page: string): string => scriptsHeld(Buffer.from(page)).toString('utf8');

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
  it('leaves out every module preload and holds the entry module, nothing else, the Persian text intact', () => {
    const html = held(PAGE);
    expect(html).toBe(EXPECTED);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/c.css"/>');
  });

  it('holds every entry and drops every preload of a page that has many, before and after each entry', () => {
    const preloads = (names: string[]) => names.map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`);
    const entry = (name: string) => `<script type="module" async="">import "/assets/${name}.js";</script>`;
    const page = [
      '<head>',
      ...preloads(['a', 'b', 'c', 'd']),
      entry('a'),
      '</head><body><p>۱۲ آگهی</p>',
      ...preloads(['e', 'f']),
      entry('e'),
      '</body>',
    ].join('');
    const held = ` type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}=""`;
    expect(scriptsHeld(Buffer.from(page)).toString('utf8')).toBe(
      `<head><script${held}>import "/assets/a.js";</script></head><body><p>۱۲ آگهی</p>` +
        `<script${held}>import "/assets/e.js";</script></body>`,
    );
  });

  it('passes a page without scripts through unchanged', () => {
    const page = '<html><body><p>بدون اسکریپت</p></body></html>';
    expect(held(page)).toBe(page);
  });
});

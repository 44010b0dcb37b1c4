import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageSink } from './page-sink.server.ts';

function render(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(pageSink((html) => resolve(html.toString('utf8')), reject)),
      onShellError: reject,
    });
  });
}

function Later({ words }: { words: Promise<string> }) {
  return <p>{use(words)}</p>;
}

// The page is written whole into memory and sent in one piece (ADR 0134): what React writes in its chunks (bytes and,
// past ~700 characters, strings) comes out whole and in order, Persian text intact, a part that waited included.
describe('the page sink', () => {
  it('gathers a page React wrote in many chunks, in order', async () => {
    const long = 'شهربازار '.repeat(400);
    const words = new Promise<string>((resolve) => setTimeout(() => resolve('آگهی‌های تازه'), 5));
    const html = await render(
      <main>
        <h1>{long}</h1>
        <ul>
          {Array.from({ length: 300 }, (_, i) => (
            <li key={i}>کارت {i}</li>
          ))}
        </ul>
        <Suspense fallback={<p>…</p>}>
          <Later words={words} />
        </Suspense>
      </main>,
    );
    expect(html.startsWith('<main><h1>شهربازار')).toBe(true);
    expect(html).toContain(long);
    expect(html).toContain('<li>کارت <!-- -->0</li>');
    expect(html).toContain('<li>کارت <!-- -->299</li>');
    expect(html.indexOf('کارت <!-- -->299')).toBeGreaterThan(html.indexOf('کارت <!-- -->298'));
    expect(html).toContain('<p>آگهی‌های تازه</p>');
    expect(html.endsWith('</main>')).toBe(true);
  });

  it('hands a failure over once, and nothing after it', () => {
    const pages: Buffer[] = [];
    const failures: unknown[] = [];
    const sink = pageSink(
      (html) => pages.push(html),
      (error) => failures.push(error),
    );
    sink.write('<p>');
    sink.destroy(new Error('the render failed'));
    sink.end();
    expect(failures).toHaveLength(1);
    expect(pages).toHaveLength(0);
  });
});

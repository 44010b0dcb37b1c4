// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated.ts';
import { pageLive } from './page-live.ts';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** Draws what it was told at each render, and marks the page live once it turned (as root.tsx's LiveMark does). */
function Probe({ draws, marks }: { draws: boolean[]; marks?: boolean }) {
  const hydrated = useHydrated();
  draws.push(hydrated);
  useEffect(() => {
    if (marks && hydrated) document.documentElement.dataset.hydrated = '';
  }, [marks, hydrated]);
  return <button disabled={!hydrated}>{hydrated ? 'live' : 'server'}</button>;
}

/** The server's HTML put in the document, then hydrated: the container and the errors React recovered from. */
async function hydrate(html: string, draws: boolean[], marks?: boolean) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Probe draws={draws} marks={marks} />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

describe('useHydrated', () => {
  it('is false on the server and while the server’s page hydrates, then turns true without a mismatch', async () => {
    const serverDraws: boolean[] = [];
    const html = renderToString(<Probe draws={serverDraws} />);
    expect(serverDraws).toEqual([false]);
    expect(html).toContain('server');

    const draws: boolean[] = [];
    const { container, errors } = await hydrate(html, draws, true);
    expect(errors).toEqual([]);
    expect(draws[0]).toBe(false);
    expect(draws.at(-1)).toBe(true);
    expect(container.querySelector('button')?.textContent).toBe('live');
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(pageLive()).toBe(true);
  });

  it('is true at the first render of what is drawn once the page is live (a client navigation)', async () => {
    document.documentElement.dataset.hydrated = '';
    const container = document.createElement('div');
    document.body.append(container);
    const draws: boolean[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe draws={draws} />);
    });
    expect(draws.every(Boolean)).toBe(true);
    expect(container.querySelector('button')?.textContent).toBe('live');
  });

  it('hydrates a part drawn by the server after the page is live as the server drew it, then turns', async () => {
    const html = renderToString(<Probe draws={[]} />);
    // The page went live before this part hydrated (a boundary that waited for its code).
    document.documentElement.dataset.hydrated = '';
    const draws: boolean[] = [];
    const { container, errors } = await hydrate(html, draws);
    expect(errors).toEqual([]);
    expect(draws[0]).toBe(false);
    expect(container.querySelector('button')?.textContent).toBe('live');
  });
});

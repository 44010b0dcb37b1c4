// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query.ts';

/** The wait for a redraw: long enough for a busy machine, well inside the unit stage's bound (ADR 0111). */
const SETTLED = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A media query list the test answers and changes. */
function phoneQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    change(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Layout() {
  return <p>{useMediaQuery('(max-width: 47.99em)') ? 'phone' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  it('draws as the server did, then the browser’s answer, and follows its changes until unmounted', async () => {
    const query = phoneQuery(true);
    const draws: string[] = [];
    function Draws() {
      draws.push(useMediaQuery('(max-width: 47.99em)') ? 'phone' : 'wide');
      return null;
    }
    const { unmount } = render(
      <>
        <Draws />
        <Layout />
      </>,
    );
    expect(draws[0]).toBe('wide');
    // findBy* gives up after 1 s by default, which a busy machine can take to draw: the unit stage's bound is the limit.
    expect(await screen.findByText('phone', {}, SETTLED)).toBeTruthy();
    act(() => query.change(false));
    expect(await screen.findByText('wide', {}, SETTLED)).toBeTruthy();
    unmount();
    expect(query.listeners.size).toBe(0);
  });
});

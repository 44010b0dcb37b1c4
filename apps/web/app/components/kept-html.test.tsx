// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptHtml } from './kept-html.tsx';

// ADR 0139: a grid of cards drawn by the server is kept as it is when the page hydrates (React does not walk it),
// its links still move within the app, and it is drawn anew when what it shows changes.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIRST = [
  { id: 1, title: 'آپارتمان ۸۵ متری' },
  { id: 2, title: 'پراید ۱۳۱' },
];

function Grid() {
  const [cards, setCards] = useState(FIRST);
  return (
    <>
      <button type="button" onClick={() => setCards([...FIRST, { id: 3, title: 'دوچرخه' }])}>
        more
      </button>
      <button type="button" onClick={() => setCards(FIRST)}>
        first
      </button>
      <KeptHtml as="ul" of={cards} className="grid" aria-label="آگهی‌ها">
        {cards.map((card) => (
          <li key={card.id}>
            <a href={`/ads/x/${card.id}`}>{card.title}</a>
          </li>
        ))}
        <li>
          <a href="/doctor/abc">دکتر</a>
        </li>
      </KeptHtml>
    </>
  );
}

const routes = () =>
  createMemoryRouter(
    [
      { path: '/', Component: Grid },
      { path: '/ads/x/:id', Component: () => <h1>listing page</h1> },
    ],
    { initialEntries: ['/'] },
  );

/** Whether React made a fiber for this node (it walked it). */
const walked = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** The server's page (drawn whole), then the browser's hydration of it. */
function hydrated() {
  const container = document.createElement('div');
  document.body.append(container);
  // The server draws the children (a page already live draws them too).
  document.documentElement.dataset.hydrated = '';
  container.innerHTML = renderToString(<RouterProvider router={routes()} />);
  delete document.documentElement.dataset.hydrated;
  const serverHtml = container.innerHTML;
  const router = routes();
  act(() => {
    root = hydrateRoot(container, <RouterProvider router={router} />);
  });
  return { container, serverHtml, router };
}

describe('KeptHtml', () => {
  it('keeps the server’s markup when the page hydrates, without React walking what is inside', () => {
    const { container, serverHtml } = hydrated();
    expect(container.innerHTML).toBe(serverHtml);
    const list = container.querySelector('ul')!;
    expect(list.getAttribute('aria-label')).toBe('آگهی‌ها');
    expect(walked(list)).toBe(true);
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect([...list.querySelectorAll('li, a')].some(walked)).toBe(false);
  });

  it('moves within the app on a click of a link inside, and leaves a full navigation’s link to the browser', async () => {
    const { container, router } = hydrated();
    const doctor = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      container.querySelector('a[href="/doctor/abc"]')!.dispatchEvent(doctor);
    });
    expect(doctor.defaultPrevented).toBe(false);
    const withKey = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => {
      container.querySelector('a[href="/ads/x/2"]')!.dispatchEvent(withKey);
    });
    expect(withKey.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector('a[href="/ads/x/2"]')!.dispatchEvent(click);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/ads/x/2');
    expect(container.querySelector('h1')?.textContent).toBe('listing page');
  });

  it('draws its children anew when what it shows changes', () => {
    const { container } = hydrated();
    act(() => container.querySelectorAll('button')[0]!.click());
    const items = [...container.querySelectorAll('ul > li')];
    expect(items.map((item) => item.textContent)).toEqual(['آپارتمان ۸۵ متری', 'پراید ۱۳۱', 'دوچرخه', 'دکتر']);
    expect(items.every(walked)).toBe(true);
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    // Back to the very value the server drew from: still drawn, not an empty element kept.
    act(() => container.querySelectorAll('button')[1]!.click());
    expect([...container.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual([
      'آپارتمان ۸۵ متری',
      'پراید ۱۳۱',
      'دکتر',
    ]);
  });

  it('draws its children when it is drawn after the page came alive (a client navigation)', () => {
    document.documentElement.dataset.hydrated = '';
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<RouterProvider router={routes()} />);
    });
    const items = [...container.querySelectorAll('ul > li')];
    expect(items).toHaveLength(3);
    expect(items.every(walked)).toBe(true);
  });
});

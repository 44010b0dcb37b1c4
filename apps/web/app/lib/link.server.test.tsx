import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
  type NavLinkProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.server.tsx';

/** A page at `url` of a small site (a layout, a list and a detail), drawn as the server draws one. */
async function drawAt(url: string, node: ReactNode): Promise<string> {
  const routes = [
    {
      path: '/',
      Component: () => <>{node}</>,
      children: ['ads/list', 'ads/:slug/:id', 'panel/*'].map((path) => ({ path, Component: () => null })),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const links: Array<[string, Record<string, unknown>]> = [
  ['/ads/list', {}],
  ['/ads/list?city=ardabil&page=2', { className: 'card', prefetch: 'intent' }],
  ['/ads/پراید-131-مدل-1397/BaYxmF3j', { prefetch: 'intent', reloadDocument: false }],
  ['/ads/list?', { title: 'همه', 'aria-label': 'همه آگهی‌ها' }],
  ['/panel#', { discover: 'none', target: '_self', replace: true, state: { from: 'home' } }],
  ['/panel/orders/', { preventScrollReset: true, reloadDocument: true, style: { color: 'red' } }],
  ['/', { onClick: () => undefined, viewTransition: false, id: 'home-link' }],
];

// ADR 0137: the server build draws a link to a path of the site without React Router's work for the browser; the
// browser hydrates it as React Router's own only if the two draw the same `<a>`.
describe('links drawn on the server', () => {
  it('draw the same <a> as React Router for a path of the site', async () => {
    for (const url of ['/', '/ads/list', '/ads/x/1']) {
      for (const [to, props] of links) {
        const ours = await drawAt(
          url,
          <Link to={to} {...props}>
            برو
          </Link>,
        );
        const theirs = await drawAt(
          url,
          <RouterLink to={to} {...props}>
            برو
          </RouterLink>,
        );
        expect(ours, `${to} at ${url}`).toBe(theirs);
        expect(ours).toContain('href="');
      }
    }
  });

  it('leave a relative, external or object address to React Router', async () => {
    for (const to of [
      'list',
      '../list',
      'https://t.me/shahrbazar',
      '//cdn.example/x',
      { pathname: '/ads/list', search: '?q=1' },
    ]) {
      const ours = await drawAt('/ads/list', <Link to={to}>برو</Link>);
      const theirs = await drawAt('/ads/list', <RouterLink to={to}>برو</RouterLink>);
      expect(ours).toBe(theirs);
    }
  });

  it('mark the active NavLink as React Router does', async () => {
    const navs: Array<[string, Record<string, unknown>]> = [
      ['/', { end: true }],
      ['/', {}],
      ['/ads/list', { className: 'tab' }],
      ['/ADS/LIST', { caseSensitive: true }],
      ['/ads/list/', {}],
      ['/ads', { className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') }],
      [
        '/panel',
        {
          'aria-current': 'location',
          style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
        },
      ],
      [
        '/ads/پراید-131-مدل-1397/BaYxmF3j',
        { children: ({ isActive }: { isActive: boolean }) => (isActive ? 'اینجا' : 'آنجا') },
      ],
    ];
    const pages = [
      '/',
      '/ads/list',
      '/ads/list/',
      '/panel/orders',
      '/ads/%D9%BE%D8%B1%D8%A7%DB%8C%D8%AF-131-%D9%85%D8%AF%D9%84-1397/BaYxmF3j',
    ];
    let active = 0;
    for (const url of pages) {
      for (const [to, props] of navs) {
        const ours = await drawAt(
          url,
          <NavLink to={to} {...props}>
            {(props.children as NavLinkProps['children']) ?? 'برو'}
          </NavLink>,
        );
        const theirs = await drawAt(
          url,
          <RouterNavLink to={to} {...props}>
            {(props.children as NavLinkProps['children']) ?? 'برو'}
          </RouterNavLink>,
        );
        expect(ours, `${to} at ${url}`).toBe(theirs);
        if (ours.includes('aria-current')) active += 1;
      }
    }
    // The cases mark some links active and leave others: both sides of the rule are compared.
    expect(active).toBeGreaterThan(5);
    expect(active).toBeLessThan(pages.length * navs.length - 5);
  });
});

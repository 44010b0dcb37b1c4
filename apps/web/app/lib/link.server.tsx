import { forwardRef, useContext, type ForwardedRef } from 'react';
import {
  createPath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  parsePath,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from 'react-router';

/**
 * Link and NavLink as the server build draws them (ADR 0137); the app imports lib/link.tsx, which the server build
 * resolves to this file (vite/server-links.ts) and the browser's build leaves as React Router's own.
 *
 * On the server a link to a path of this site (`/…`) is only its `<a>`:
 * React Router's Link also resolves the path against every matched route (serialising them for each link, twice),
 * and sets up its click handler, intent prefetching and refs, none of which the server's HTML carries. A page draws
 * 60-100 links: they were ~5 % of a page's server CPU and ~19 % of what it allocated (issue 32). The `<a>` is the one
 * React Router draws (same attributes, same order), so the browser hydrates it as its own; anything else (a relative
 * or external address, an object, a mask, a view transition) is drawn by React Router on the server too.
 */
export const Link = forwardRef(ServerLink);

/** NavLink: `active` / `aria-current` as React Router marks them (the server has no pending navigation). */
export const NavLink = forwardRef(ServerNavLink);

export type { LinkProps, NavLinkProps };

/** A path of this site, drawn as it is: React Router resolves it to itself. */
function isSitePath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { basename } = useContext(NavigationContext);
  const {
    to,
    discover = 'render',
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    viewTransition,
    mask,
    onClick: _onClick,
    target,
    ...rest
  } = props;
  if (!isSitePath(to) || basename !== '/' || mask !== undefined || viewTransition) {
    return <RouterLink ref={ref} {...props} />;
  }
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  const href = createPath({
    pathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  });
  return <a {...rest} href={href} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

function ServerNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const location = useLocation();
  const { navigator } = useContext(NavigationContext);
  const {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    children,
    to,
    ...rest
  } = props;
  if (!isSitePath(to) || props.viewTransition) return <RouterNavLink ref={ref} {...props} />;
  const path = parsePath(to);
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : (path.pathname ?? '/');
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

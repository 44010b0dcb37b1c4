import { useState, type ComponentPropsWithoutRef, type ElementType, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { pageLive } from '../lib/page-live.ts';

/**
 * What the server drew that the browser keeps as it is, without hydrating it (ADR 0139): a grid of cards is links and
 * pictures only, yet React hydrated every node of every card on a phone's first load (a fiber each, each card's Link
 * resolving its address). In the browser's first render of the server's page the element is drawn with an empty
 * `dangerouslySetInnerHTML` (the same object every time, so React never writes it): React hydrates the element
 * alone and leaves what is inside as the server wrote it. Its links still move within the app: a click on one is
 * handled here, as React Router's Link handles it (a link to a page entered with a full navigation, or a click with a
 * modifier key, is left to the browser).
 *
 * Drawn anew (a client navigation, or `of` changed: the next cards of a list, a list filtered again), it draws its
 * children as any element does, and goes on doing so.
 */
const KEPT = { __html: '' };

export function KeptHtml<T extends ElementType = 'div'>({
  as,
  of,
  children,
  ...props
}: {
  as?: T;
  /** What the children are drawn from: while it is what the server drew from, the server's markup is kept. */
  of: unknown;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'>) {
  const Tag: ElementType = as ?? 'div';
  // The value the server drew from, when this is the hydration of the server's page (then nothing else).
  const [drawn, setDrawn] = useState(() => (typeof document === 'undefined' || pageLive() ? undefined : { of }));
  const navigate = useNavigate();
  const live = drawn === undefined || drawn.of !== of;
  // Once drawn anew it stays drawn (were `of` to come back to the first value, an empty element would be kept).
  if (live && drawn !== undefined) setDrawn(undefined);
  if (live) {
    return (
      <Tag key="live" {...props}>
        {children}
      </Tag>
    );
  }
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey) return;
    if (event.shiftKey || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || needsFullNavigation(url.pathname)) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return <Tag key="kept" {...props} dangerouslySetInnerHTML={KEPT} suppressHydrationWarning onClick={onClick} />;
}

import { ownerPagesOf, type WebVertical } from '../lib/listings/define-vertical.ts';
import { adsVertical } from './ads/index.ts';
import { boothVertical } from './booth/index.ts';
import { clinicVertical } from './clinic/index.ts';
import { advertiseVertical } from './advertise/index.ts';
import { expertVertical } from './expert/index.ts';
import { lawyerVertical } from './lawyer/index.ts';
import { workVertical } from './work/index.ts';

/**
 * Every vertical of the web, in one explicit list (the API's is apps/api/src/verticals/registry.ts). Adding one:
 * declare it in verticals/<key>/index.ts (ads, expert, work are examples), list it here, give it its words under
 * `listings.verticals.<key>` in locales/{fa,en}/listings.json and what it calls its people and things in
 * verticals/<key>/words.{fa,en}.json (listed in words.catalogue.ts; a doctor is never «فروشنده»), and add its pages
 * with listingRoutes / listingPanelRoutes in routes.ts.
 */
export const WEB_VERTICALS: readonly WebVertical[] = [
  boothVertical,
  adsVertical,
  advertiseVertical,
  expertVertical,
  workVertical,
  clinicVertical,
  lawyerVertical,
];

/** The verticals with a "special and newest" block on the home page, in the registry's order. */
export const HOME_VERTICALS: readonly WebVertical[] = WEB_VERTICALS.filter((vertical) => vertical.home);

const byKey = new Map<string, WebVertical>(WEB_VERTICALS.map((vertical) => [vertical.key, vertical]));

/** The vertical of an API key (a listing's `vertical`), or undefined when the web does not show it. */
export function webVertical(key: string): WebVertical | undefined {
  return byKey.get(key);
}

/**
 * The vertical a page serves, from its address: /{path}/... for the public pages, /panel/{panel}/... for the owner's,
 * /agent/{path}/... for an agent's.
 * The generic route modules call this, so one module serves every vertical.
 */
export function verticalOfPath(pathname: string): WebVertical | undefined {
  const [, first, second] = pathname.split('/');
  // The agent panel edits its users' listings with the owner's form (/agent/booth/{id}/details; ADR 0047).
  if (first === 'agent') return WEB_VERTICALS.find((vertical) => vertical.path === second && vertical.agentPages);
  if (first === 'panel') {
    return WEB_VERTICALS.find(
      (vertical) => vertical.panel === second || ownerPagesOf(vertical).mine === `/panel/${second}`,
    );
  }
  return WEB_VERTICALS.find((vertical) => vertical.path === first);
}

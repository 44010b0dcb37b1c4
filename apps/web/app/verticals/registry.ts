import {
  ownerPagesOf,
  type MenuPlace,
  type PolicyMenuEntry,
  type VerticalMenuEntry,
  type WebVertical,
} from '../lib/listings/define-vertical.ts';

/**
 * Every vertical of the web, found by its folder (issue 33, ADR 0125): verticals/<key>/index.ts declares it (its
 * default export; ads, expert, work are short examples) on top of section.ts (its rank, addresses and icon: what the
 * header reads of it), routes.ts its pages, detail-parts.ts its public page's own blocks, words.{fa,en}.json what
 * it calls its people and things, catalogue.{fa,en}.json its other words (words.catalogue.ts). Nothing else lists the verticals: the route table, the panels' menus, the header's
 * sections, the detail parts and the catalogue's words follow from the folders. Ordered by their `rank` (the API's
 * registry is apps/api/src/verticals/registry.ts).
 */
export const WEB_VERTICALS: readonly WebVertical[] = Object.values(
  import.meta.glob<WebVertical>('./*/index.ts', { eager: true, import: 'default' }),
).sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.key.localeCompare(b.key));

/**
 * The verticals' part of the user panel's menu: each one's listings (spec: myAds, myExpert...), then the pages each
 * declares of its own (a job seeker's applications, a lawyer's answers), in the registry's order.
 */
export const PANEL_MENU: readonly VerticalMenuEntry[] = [
  ...WEB_VERTICALS.map((vertical) => ({
    to: ownerPagesOf(vertical).mine,
    label: `listings.verticals.${vertical.key}.mine`,
    icon: vertical.icon,
  })),
  ...WEB_VERTICALS.flatMap((vertical) => vertical.panelMenu ?? []),
];

/**
 * The verticals' entries of the agent panel's (`agent`) or the back office's (`manager`) menu at one of its places,
 * in the registry's order (verticals/<key>/index.ts `agentMenu`, `managerMenu`; ADR 0125).
 */
export function verticalMenu(panel: 'agent' | 'manager', place: MenuPlace): readonly PolicyMenuEntry[] {
  const menuOf = (vertical: WebVertical) => (panel === 'agent' ? vertical.agentMenu : vertical.managerMenu) ?? [];
  return WEB_VERTICALS.flatMap(menuOf).filter((entry) => entry.place === place);
}

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

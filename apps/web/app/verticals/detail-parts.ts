import type { DetailParts, VerticalKey } from '../lib/listings/define-vertical.ts';

export type { DetailParts };

/**
 * Each vertical's detail blocks (verticals/<key>/detail-parts.ts), loaded by the page of that vertical only and found
 * by the folder listing (ADR 0125). The registry (registry.ts) carries every vertical's owner forms; a visitor's page
 * of an ad must not download a lawyer's form and a booth's uploader with it.
 */
const LOADERS: Partial<Record<string, () => Promise<DetailParts>>> = Object.fromEntries(
  Object.entries(import.meta.glob<DetailParts>('./*/detail-parts.ts', { import: 'detailParts' })).map(
    ([file, load]) => [file.split('/')[1]!, load],
  ),
);

/** A promise React's `use` reads at once when it is already settled (React's own convention for thenables). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loaded = new Map<VerticalKey, Tracked<DetailParts>>();

/**
 * The vertical's detail blocks, loaded once. The page's loader awaits it on the server, so the render reads them at
 * once and the HTML is whole (also without JavaScript); in the browser entry.client loads them before it hydrates the
 * page (ADR 0068), and a client navigation's loader awaits them, so the render reads them at once there too.
 */
export function detailParts(key: VerticalKey): Tracked<DetailParts> {
  let parts = loaded.get(key);
  if (!parts) {
    const load = LOADERS[key];
    if (!load) throw new Error(`The vertical ${key} has no detail-parts.ts`);
    const promise: Tracked<DetailParts> = load();
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      () => loaded.delete(key), // a chunk that failed to arrive is asked for again by the next render
    );
    parts = promise;
    loaded.set(key, parts);
  }
  return parts;
}

/** Every vertical key with detail blocks (tested against the registry). */
export const DETAIL_PART_KEYS = Object.keys(LOADERS) as VerticalKey[];

import type { ComponentType } from 'react';
import type { DetailExtraProps, VerticalKey, VerticalListing } from '../lib/listings/define-vertical.ts';

/** A vertical's own blocks of its public page (spec: each vertical's detail page; ADR 0064). */
export interface DetailParts {
  /** Its own facts in the page's facts list. */
  DetailFacts: ComponentType<{ listing: VerticalListing }>;
  /** Its own actions beside call and favorite (a job's «apply», a doctor's «book»). */
  DetailActions?: ComponentType<{ listing: VerticalListing }>;
  /**
   * A block of its own near the top, under the title and before the actions (a city ad's reward countdown: issue 35
   * #8, it was below the safety tips), with the same props as DetailExtra.
   */
  DetailTop?: ComponentType<DetailExtraProps>;
  /**
   * A block of its own under the facts (a city ad's links, a doctor's tariffs), with what the vertical's
   * `detailLoad` read on the server.
   */
  DetailExtra?: ComponentType<DetailExtraProps>;
}

/**
 * Each vertical's detail blocks, loaded by the page of that vertical only. The registry (registry.ts) carries every
 * vertical's owner forms; a visitor's page of an ad must not download a lawyer's form and a booth's uploader with it.
 */
const LOADERS: Record<VerticalKey, () => Promise<DetailParts>> = {
  ads: () => import('./ads/ad-fields.tsx').then((m) => ({ DetailFacts: m.AdDetailFacts })),
  booth: () => import('./booth/booth-facts.tsx').then((m) => ({ DetailFacts: m.BoothDetailFacts })),
  advertise: () =>
    Promise.all([import('./advertise/advertise-fields.tsx'), import('./advertise/advertise-detail.tsx')]).then(
      ([fields, detail]) => ({
        DetailFacts: fields.AdvertiseDetailFacts,
        DetailTop: detail.AdvertiseDetailTop,
        DetailExtra: detail.AdvertiseDetailExtra,
      }),
    ),
  expert: () => import('./expert/expert-fields.tsx').then((m) => ({ DetailFacts: m.ExpertDetailFacts })),
  work: () =>
    import('./work/work-fields.tsx').then((m) => ({
      DetailFacts: m.WorkDetailFacts,
      DetailActions: m.WorkDetailActions,
    })),
  clinic: () =>
    Promise.all([import('./clinic/clinic-facts.tsx'), import('./clinic/clinic-profile.tsx')]).then(
      ([facts, profile]) => ({
        DetailFacts: facts.ClinicDetailFacts,
        DetailActions: profile.ClinicDetailActions,
        DetailExtra: profile.ClinicDetailExtra,
      }),
    ),
  lawyer: () =>
    Promise.all([import('./lawyer/lawyer-facts.tsx'), import('./lawyer/lawyer-profile.tsx')]).then(
      ([facts, profile]) => ({
        DetailFacts: facts.LawyerDetailFacts,
        DetailActions: profile.LawyerDetailActions,
        DetailExtra: profile.LawyerDetailExtra,
      }),
    ),
};

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
    const promise: Tracked<DetailParts> = LOADERS[key]();
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

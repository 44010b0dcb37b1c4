import enCore from './en.json';
import enCatalogue from './en/catalogue.json';
import enGeo from './en/geo.json';
import enListings from './en/listings.json';
import enMedia from './en/media.json';
import enPackages from './en/packages.json';
import enPayments from './en/payments.json';
import enWalletOps from './en/wallet-ops.json';
import enSettings from './en/settings.json';
import faBoothMore from './fa/booth-more.json';
import enBoothMore from './en/booth-more.json';
import enEngage from './en/engage.json';
import enRewards from './en/rewards.json';
import faCore from './fa.json';
import faCatalogue from './fa/catalogue.json';
import faGeo from './fa/geo.json';
import faListings from './fa/listings.json';
import faMedia from './fa/media.json';
import faPackages from './fa/packages.json';
import faPayments from './fa/payments.json';
import faWalletOps from './fa/wallet-ops.json';
import faSettings from './fa/settings.json';
import faEngage from './fa/engage.json';
import faRewards from './fa/rewards.json';
import faContent from './fa/content.json';
import enContent from './en/content.json';
import faListingExperience from './fa/listing-experience.json';
import enListingExperience from './en/listing-experience.json';
import faOrders from './fa/orders.json';
import enOrders from './en/orders.json';
import faNotifications from './fa/notifications.json';
import enNotifications from './en/notifications.json';
import faAppointments from './fa/appointments.json';
import enAppointments from './en/appointments.json';
import faConsultations from './fa/consultations.json';
import enConsultations from './en/consultations.json';
import faDiscovery from './fa/discovery.json';
import enDiscovery from './en/discovery.json';
import faSectionAds from './fa/section-ads.json';
import enSectionAds from './en/section-ads.json';
import faEnglishValues from './fa/english-values.json';
import enEnglishValues from './en/english-values.json';
import faAudit from './fa/audit.json';
import enAudit from './en/audit.json';
import faQueue from './fa/queue.json';
import enQueue from './en/queue.json';
import faAddresses from './fa/addresses.json';
import enAddresses from './en/addresses.json';
import faWebhooks from './fa/webhooks.json';
import enWebhooks from './en/webhooks.json';
import faApiKeys from './fa/api-keys.json';
import enApiKeys from './en/api-keys.json';
import faPwa from './fa/pwa.json';
import enPwa from './en/pwa.json';
import faDevelopers from './fa/developers.json';
import enDevelopers from './en/developers.json';
import faForms from './fa/forms.json';
import enForms from './en/forms.json';
import faTrust from './fa/trust.json';
import enTrust from './en/trust.json';
import { mergedWords, type Words } from '../lib/i18n.ts';
import { EN_VERTICAL_PARTS, FA_VERTICAL_PARTS } from '../verticals/words.catalogue.ts';

// One catalogue per locale, kept in parts: fa.json / en.json hold the shell, panels and identity; each feature area
// keeps its own top-level keys in fa/<area>.json and en/<area>.json; each vertical keeps its words in its own folder
// (verticals/<key>/words.{fa,en}.json and catalogue.{fa,en}.json, gathered by verticals/words.catalogue.ts), at their
// full paths: its group of a shared group (`listings.verticals.<key>`, `sections.<section>`) or a part of its own
// (`clinic`). The parts are merged deeply; a word (a text's full key) belongs to exactly one part (tested).

/** The parts of each catalogue, in merge order. */
export const CATALOGUE_PARTS = {
  fa: [
    faCore,
    faGeo,
    faCatalogue,
    faMedia,
    faPackages,
    faSettings,
    faListings,
    faPayments,
    faWalletOps,
    faEngage,
    faRewards,
    faContent,
    faListingExperience,
    faOrders,
    faNotifications,
    faBoothMore,
    faAppointments,
    faConsultations,
    faDiscovery,
    faSectionAds,
    faEnglishValues,
    faAudit,
    faQueue,
    faAddresses,
    faWebhooks,
    faApiKeys,
    faPwa,
    faDevelopers,
    faForms,
    faTrust,
    ...FA_VERTICAL_PARTS,
  ],
  en: [
    enCore,
    enGeo,
    enCatalogue,
    enMedia,
    enPackages,
    enSettings,
    enListings,
    enPayments,
    enWalletOps,
    enEngage,
    enRewards,
    enContent,
    enListingExperience,
    enOrders,
    enNotifications,
    enBoothMore,
    enAppointments,
    enConsultations,
    enDiscovery,
    enSectionAds,
    enEnglishValues,
    enAudit,
    enQueue,
    enAddresses,
    enWebhooks,
    enApiKeys,
    enPwa,
    enDevelopers,
    enForms,
    enTrust,
    ...EN_VERTICAL_PARTS,
  ],
} as const;

/**
 * Parts merged into one deeply, and its type: their intersection, which merges them deeply too (the type of a group
 * two parts give has the words of both), and costs the typecheck nothing like a mapped merge type would.
 */
type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

function merged<Shared extends object, Parts extends readonly object[]>(
  shared: Shared,
  parts: Parts,
): Shared & Merged<Parts> {
  return parts.reduce<Words>((all, part) => mergedWords(all, part as Words), shared as Words) as Shared & Merged<Parts>;
}

/** The Persian catalogue: the source of the keys (`Catalogue` is its type). */
export const fa = merged(
  {
    ...faCore,
    ...faGeo,
    ...faCatalogue,
    ...faMedia,
    ...faPackages,
    ...faSettings,
    ...faListings,
    ...faPayments,
    ...faWalletOps,
    ...faBoothMore,
    ...faEngage,
    ...faRewards,
    ...faContent,
    ...faListingExperience,
    ...faOrders,
    ...faNotifications,
    ...faAppointments,
    ...faConsultations,
    ...faDiscovery,
    ...faSectionAds,
    ...faEnglishValues,
    ...faAudit,
    ...faQueue,
    ...faAddresses,
    ...faWebhooks,
    ...faApiKeys,
    ...faPwa,
    ...faDevelopers,
    ...faForms,
    ...faTrust,
  },
  FA_VERTICAL_PARTS,
);
export const en = merged(
  {
    ...enCore,
    ...enGeo,
    ...enCatalogue,
    ...enMedia,
    ...enPackages,
    ...enSettings,
    ...enListings,
    ...enPayments,
    ...enWalletOps,
    ...enBoothMore,
    ...enEngage,
    ...enRewards,
    ...enContent,
    ...enListingExperience,
    ...enOrders,
    ...enNotifications,
    ...enAppointments,
    ...enConsultations,
    ...enDiscovery,
    ...enSectionAds,
    ...enEnglishValues,
    ...enAudit,
    ...enQueue,
    ...enAddresses,
    ...enWebhooks,
    ...enApiKeys,
    ...enPwa,
    ...enDevelopers,
    ...enForms,
    ...enTrust,
  },
  EN_VERTICAL_PARTS,
);

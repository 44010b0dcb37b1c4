import enBooths from './en/booths.json';
import enCore from './en.json';
import enCatalogue from './en/catalogue.json';
import enGeo from './en/geo.json';
import enListings from './en/listings.json';
import enMedia from './en/media.json';
import enPackages from './en/packages.json';
import enPayments from './en/payments.json';
import enWalletOps from './en/wallet-ops.json';
import enSettings from './en/settings.json';
import faBooths from './fa/booths.json';
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

// One catalogue per locale, kept in parts: fa.json / en.json hold the shell, panels and identity; each feature area
// keeps its own top-level keys in fa/<area>.json and en/<area>.json (a key belongs to exactly one part: tested).

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
    faBooths,
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
    enBooths,
  ],
} as const;

/** The Persian catalogue: the source of the keys (`Catalogue` is its type). */
export const fa = {
  ...faCore,
  ...faGeo,
  ...faCatalogue,
  ...faMedia,
  ...faPackages,
  ...faSettings,
  ...faListings,
  ...faPayments,
  ...faWalletOps,
  ...faBooths,
  ...faEngage,
  ...faRewards,
};
export const en = {
  ...enCore,
  ...enGeo,
  ...enCatalogue,
  ...enMedia,
  ...enPackages,
  ...enSettings,
  ...enListings,
  ...enPayments,
  ...enWalletOps,
  ...enBooths,
  ...enEngage,
  ...enRewards,
};

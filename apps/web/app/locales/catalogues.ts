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
import faClinic from './fa/clinic.json';
import enClinic from './en/clinic.json';
import faLawyerProjects from './fa/lawyer-projects.json';
import enLawyerProjects from './en/lawyer-projects.json';
import faConsultations from './fa/consultations.json';
import enConsultations from './en/consultations.json';
import faDiscovery from './fa/discovery.json';
import enDiscovery from './en/discovery.json';
import faLawyer from './fa/lawyer.json';
import enLawyer from './en/lawyer.json';
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
import { enVerticalWords, faVerticalWords } from '../verticals/words.catalogue.ts';

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
    faContent,
    faListingExperience,
    faOrders,
    faNotifications,
    faBoothMore,
    faAppointments,
    faClinic,
    faLawyerProjects,
    faConsultations,
    faDiscovery,
    faLawyer,
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
    faVerticalWords,
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
    enContent,
    enListingExperience,
    enOrders,
    enNotifications,
    enBoothMore,
    enAppointments,
    enClinic,
    enLawyerProjects,
    enConsultations,
    enDiscovery,
    enLawyer,
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
    enVerticalWords,
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
  ...faBoothMore,
  ...faEngage,
  ...faRewards,
  ...faContent,
  ...faListingExperience,
  ...faOrders,
  ...faNotifications,
  ...faAppointments,
  ...faClinic,
  ...faLawyerProjects,
  ...faConsultations,
  ...faDiscovery,
  ...faLawyer,
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
  ...faVerticalWords,
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
  ...enBoothMore,
  ...enEngage,
  ...enRewards,
  ...enContent,
  ...enListingExperience,
  ...enOrders,
  ...enNotifications,
  ...enAppointments,
  ...enClinic,
  ...enLawyerProjects,
  ...enConsultations,
  ...enDiscovery,
  ...enLawyer,
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
  ...enVerticalWords,
};

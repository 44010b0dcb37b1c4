import { PostType } from '@shahrbazar/domain/enums/content';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { ClinicType } from '@shahrbazar/domain/rules/clinic-type';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { clinicSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { experienceFact, wordedTariffs } from '../../components/professional/professional-words.ts';
import type { ClinicPageData } from './clinic-profile.tsx';
import { clinicDetailWords } from './clinic-words.ts';
import { ownerLinksOf } from '../../components/professional/professional-owner-links.tsx';
import { ClinicFormFields } from './clinic-fields.tsx';
import { ClinicManagerCheck, sendMedicalCheck } from './clinic-manager.tsx';
import { nextSlotLine } from './next-slot.ts';

// The working hours, the visit length and online booking are the appointment book's (issue 29), not the form's.
const FIELDS = ['type', 'medicalSystemNumber', 'experience', 'callNumber', 'address'] as const;

/**
 * Clinics and doctors on the web (spec: /doctor, /doctor/list, /doctor/{id}, entered with a full browser navigation;
 * the clinic-owner panel /panel/myClinic): filed under a specialty of the clinic tree with a clinic package. The
 * list filters on online reservation, text consultation and phone consultation (ADR 0024); its card's line is the
 * doctor's experience.
 */
export const clinicVertical = defineWebVertical({
  key: 'clinic',
  ...clinicSection,
  panel: 'myClinic',
  categoriesPage: { href: '/doctor/specialties', label: 'clinic.specialties.all' },
  categoryType: CategoryType.clinic,
  categoryLevel: 'subCategory',
  packageType: PackageType.clinic,
  detailPath: (listing) => `/doctor/${encodeURIComponent(listing.slugId)}`,
  highlight: experienceFact,
  // The earliest free slot the appointment book keeps on the clinic, read with the list (ADR 0050).
  cardLine: (listing, locale) =>
    nextSlotLine(typeof listing.availableAppointment === 'string' ? listing.availableAppointment : null, locale),
  FormFields: ClinicFormFields,
  bodyOf: (form) => {
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const body: Record<string, unknown> = Object.fromEntries(FIELDS.map((name) => [name, read(name)]));
    body.medicalSystemNumber = toAsciiDigits(read('medicalSystemNumber')).trim();
    return body;
  },
  // schema.org: a doctor's office is a Physician, a clinic or a medical centre a MedicalClinic (ADR 0043).
  structuredData: schemaOrg('Physician', (listing) =>
    listing.type === ClinicType.doctor ? {} : { '@type': 'MedicalClinic' },
  ),
  formFields: FIELDS,
  filters: [
    { name: 'onlineReservation', kind: 'flag' },
    { name: 'activeChat', kind: 'flag' },
    { name: 'phoneReservation', kind: 'flag' },
  ],
  // The earliest free slot (kept by the appointment book) and the rating (the comments' scores), ADR 0042.
  sorts: [ListingSort.earliestSlot, ListingSort.topRated],
  // The health articles are the blog's posts of type health, written in the back office (ADR 0055).
  landingPosts: PostType.health,
  // Featured doctors bought with a clinicAds package, on top of the list and on the landing (ADR 0042).
  sectionAds: 'clinic',
  // Payments made from the clinic-owner panel carry its device type (spec; ADR 0042).
  deviceType: DeviceType.webMyClinic,
  // The book's hours, the experience, the clinic's kind and visit length worded on the server (the facts and the
  // booking show them).
  detailWords: clinicDetailWords,
  // The tariffs, their prices worded on the server (the page's script carries no price's wording).
  detailLoad: async (api, listing, locale): Promise<ClinicPageData> => {
    const tariffs = await api.GET('/api/v1/clinic/{slugId}/tariffs', { params: { path: { slugId: listing.slugId } } });
    return { items: wordedTariffs(tariffs.items, locale) };
  },
  // The owner's links from their clinic's details to its other screens (dashboard, tariffs, appointments).
  OwnerLinks: ownerLinksOf(MY_CLINIC_PANEL, 'clinic'),
  // «مطب‌های من» leads straight to each clinic's appointment book and its dashboard (issue 29).
  rowLinks: (listing) => [
    { href: `/panel/myClinic/${listing.id}/appointments`, label: 'clinic.panel.screens.appointments' },
    { href: `/panel/myClinic/${listing.id}/dashboard`, label: 'clinic.panel.screens.dashboard' },
  ],
  ManagerExtra: ClinicManagerCheck,
  managerAction: sendMedicalCheck,
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default clinicVertical;

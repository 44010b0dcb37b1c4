import { ClinicFieldsSchema, ClinicWriteSchema, type ClinicFields } from '@shahrbazar/domain/api/clinic.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ClinicType, DEFAULT_VISIT_DURATION, isMedicalSystemNumberChecked } from '@shahrbazar/domain/rules/clinic';
import { defineVertical, type ListingOwnerTrust } from '../../modules/listings/define-vertical.ts';
import { clinicRoutes } from './clinic.routes.ts';
import {
  professionalAppointments,
  professionalFieldsOf,
  professionalFilters,
} from '../../modules/professional/professional.service.ts';
import { clinicDetails } from './clinic.table.ts';

/** A clinic's own fields from its detail row, with the badge the core worked out by the one trust rule. */
function fromRow(row: Record<string, unknown> | undefined, owner: ListingOwnerTrust): ClinicFields {
  const medicalSystemNumber = String(row?.medicalSystemNumber ?? '');
  const checked = (row?.checkedMedicalSystemNumber as string | null | undefined) ?? null;
  return {
    ...professionalFieldsOf(row),
    type: (row?.type as ClinicType | undefined) ?? ClinicType.doctor,
    medicalSystemNumber,
    medicalSystemChecked: checked !== null && checked === medicalSystemNumber,
    // The one trust rule (issue 29): the owner's identity and the medical council number staff checked (`trust`).
    isVerified: owner.trust.verified,
    // The appointment book's visit length, mirrored when it is saved (issue 29).
    durationVisit: Number(row?.durationVisit ?? DEFAULT_VISIT_DURATION),
  };
}

/**
 * Clinics and doctors (spec: Clinic; routes /doctor, /doctor/list, /doctor/{id}; the clinic-owner panel): filed
 * under a specialty, a sub category of the clinic tree, with a clinic package. The list filters on taking
 * appointments online, text consultation and phone consultation (the last two follow the clinic's tariffs,
 * modules/tariffs); the medical council number is checked by a manager for the badge.
 */
export const clinicVertical = defineVertical<ClinicFields>({
  key: 'clinic',
  rank: 6,
  categoryType: CategoryType.clinic,
  categoryLevel: 'subCategory',
  packageType: PackageType.clinic,
  subscriptionType: SubscriptionType.clinic,
  schemaName: 'Clinic',
  noun: 'clinic',
  // Its badge needs, beyond the owner's identity, the medical council number it shows checked by staff (issue 29).
  trust: {
    requires: ['medicalSystemNumber'],
    checked: (row) => ({
      medicalSystemNumber: isMedicalSystemNumberChecked({
        medicalSystemNumber: String(row?.medicalSystemNumber ?? ''),
        checkedMedicalSystemNumber: (row?.checkedMedicalSystemNumber as string | null | undefined) ?? null,
      }),
    }),
  },
  detail: {
    table: clinicDetails,
    write: ClinicWriteSchema,
    read: ClinicFieldsSchema,
    toRow: (input) => ({
      type: input.type,
      callNumber: input.callNumber,
      address: input.address,
      medicalSystemNumber: input.medicalSystemNumber,
      experience: input.experience,
    }),
    fromRow,
    searchText: (input) => String(input.address ?? ''),
    filters: {
      ...professionalFilters(clinicDetails),
      type: { kind: 'oneOf', column: clinicDetails.type, values: ClinicType.values },
    },
    // Sorted by the earliest free slot (the appointment book's, mirrored below) or by rating (ADR 0042).
    sorts: {
      earliestSlot: { kind: 'earliest', column: clinicDetails.availableAppointment },
      topRated: { kind: 'rating', column: clinicDetails.rate },
    },
  },
  publicPath: {
    columns: {},
    of: (listing) => `/doctor/${listing.slugId}`,
  },
  routes: clinicRoutes,
  // A featured place in the doctors' list and landing, bought with a clinicAds package (ADR 0042).
  sectionAds: { type: 'clinic' },
  // A doctor's visits are booked in the shared appointment book (ADR 0034), paid as clinic orders at a tariff's price
  // (less its discount); the book's earliest free slot is mirrored into availableAppointment, which the list sorts by.
  // The book is the one truth of whether the doctor takes bookings online, the hours, the visit length and the
  // earliest free slot (issue 29, ADR 0079); the patient's confirmation names the office's address and telephone.
  appointments: professionalAppointments({
    table: clinicDetails,
    paymentType: PaymentType.clinicOrder,
    durationMinutes: clinicDetails.durationVisit,
    contact: true,
    ownerPath: (listingId) => `/panel/myClinic/${listingId}/appointments`,
  }),
  // Text and phone consultations with the doctor (ADR 0039), paid as clinic orders from the patient's panel.
  consultations: { paymentType: PaymentType.clinicOrder, deviceType: DeviceType.webCustomerClinic },
});

import { LawyerFieldsSchema, LawyerWriteSchema, type LawyerFields } from '@shahrbazar/domain/api/lawyer.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import {
  isBarLicenseChecked,
  isLicenseExpired,
  satisfactionRateOf,
  clientRatingOf,
} from '@shahrbazar/domain/rules/lawyer';
import { defineVertical, type ListingOwnerTrust } from '../../modules/listings/define-vertical.ts';
import {
  professionalAppointments,
  professionalFieldsOf,
  professionalFilters,
} from '../../modules/professional/professional.service.ts';
import { lawyerRoutes } from './lawyer.routes.ts';
import { endExpiredProjects } from './projects/project.service.ts';
import { tehranToday } from './lawyer.service.ts';
import { lawyerDetails } from './lawyer.table.ts';

const count = (value: unknown) => Number(value ?? 0);

/** Whether staff checked the licence a lawyer's detail row shows now, and it is valid today (Tehran). */
export function barLicenseChecked(row: Record<string, unknown> | undefined): boolean {
  return isBarLicenseChecked({
    licenseNumber: String(row?.licenseNumber ?? ''),
    checkedLicenseNumber: (row?.checkedLicenseNumber as string | null | undefined) ?? null,
    licenseExpiry: (row?.licenseExpiry as string | null | undefined) ?? null,
    today: tehranToday(),
  });
}

/** A lawyer's own fields from its detail row, with the badge the core worked out by the one trust rule. */
function fromRow(row: Record<string, unknown> | undefined, owner: ListingOwnerTrust): LawyerFields {
  const licenseNumber = String(row?.licenseNumber ?? '');
  const checked = (row?.checkedLicenseNumber as string | null | undefined) ?? null;
  const licenseExpiry = (row?.licenseExpiry as string | null | undefined) ?? null;
  const today = tehranToday();
  const answeredQuestions = count(row?.answeredQuestions);
  return {
    ...professionalFieldsOf(row),
    licenseNumber,
    licenseChecked: checked !== null && checked === licenseNumber,
    issueDate: (row?.issueDate as string | null | undefined) ?? null,
    licenseExpiry,
    licenseExpired: isLicenseExpired(licenseExpiry, today),
    // The one trust rule (issue 29): the owner's identity and the unexpired licence staff checked (`trust`).
    isVerified: owner.trust.verified,
    education: String(row?.education ?? ''),
    awards: String(row?.awards ?? ''),
    publications: String(row?.publications ?? ''),
    languages: String(row?.languages ?? ''),
    lawyerWorkExperience: Array.isArray(row?.workExperience)
      ? (row.workExperience as LawyerFields['lawyerWorkExperience'])
      : [],
    extraTag: {
      socialMedia: {
        instagram: String(row?.instagram ?? ''),
        linkedin: String(row?.linkedin ?? ''),
        twitter: String(row?.twitter ?? ''),
      },
    },
    answerCount: answeredQuestions,
    performance: {
      consultationPhone: count(row?.consultationPhone),
      consultationChat: count(row?.consultationChat),
      consultationInPerson: count(row?.consultationInPerson),
      documentDrafting: count(row?.documentDrafting),
      complaintDrafting: count(row?.complaintDrafting),
      contractDrafting: count(row?.contractDrafting),
      statementDrafting: count(row?.statementDrafting),
      legalRepresentation: count(row?.legalRepresentation),
      lawsuitDrafting: count(row?.lawsuitDrafting),
      answeredQuestions,
      satisfactionRate: satisfactionRateOf(answeredQuestions, count(row?.helpfulAnswers)),
      clientRating: clientRatingOf(count(row?.projectRatings), count(row?.projectRatingSum)),
      clientRatings: count(row?.projectRatings),
    },
  };
}

/**
 * Lawyers (spec: Lawyer; the lawyer panel; pages /lawyer, /lawyer/list, /lawyer/{slug}/{slugId}): filed under a legal
 * specialty, a sub category of the legal tree, with a lawyer package. The list filters on text and phone consultation
 * (from the tariffs) and on taking appointments online; the licence number is checked by a manager for the badge, and
 * a registration with an expired licence is refused.
 */
export const lawyerVertical = defineVertical<LawyerFields>({
  key: 'lawyer',
  rank: 7,
  categoryType: CategoryType.lawyer,
  categoryLevel: 'subCategory',
  packageType: PackageType.lawyer,
  subscriptionType: SubscriptionType.lawyer,
  schemaName: 'Lawyer',
  noun: 'lawyer',
  // Its badge needs, beyond the owner's identity, the bar licence it shows checked by staff and unexpired (issue 29).
  trust: { requires: ['barLicense'], checked: (row) => ({ barLicense: barLicenseChecked(row) }) },
  detail: {
    table: lawyerDetails,
    write: LawyerWriteSchema,
    read: LawyerFieldsSchema,
    toRow: (input) => ({
      callNumber: input.callNumber,
      address: input.address,
      licenseNumber: input.licenseNumber,
      issueDate: input.issueDate ?? null,
      licenseExpiry: input.licenseExpiry ?? null,
      education: input.education,
      experience: input.experience,
      awards: input.awards,
      publications: input.publications,
      languages: input.languages,
      workExperience: input.lawyerWorkExperience,
      instagram: input.instagram,
      linkedin: input.linkedin,
      twitter: input.twitter,
    }),
    fromRow,
    searchText: (input) =>
      [input.education, input.languages, input.address].map((part) => String(part ?? '')).join(' '),
    filters: professionalFilters(lawyerDetails),
    // A new lawyer names a licence valid today (an edit of an old profile may keep an expired one: it loses the badge).
    checkCreate: (input) => {
      const expiry = typeof input.licenseExpiry === 'string' ? input.licenseExpiry : undefined;
      if (expiry === undefined) return { licenseExpiry: 'licenseExpiryRequired' };
      if (isLicenseExpired(expiry, tehranToday())) return { licenseExpiry: 'licenseExpired' };
      if (typeof input.issueDate === 'string' && input.issueDate > expiry) {
        return { licenseExpiry: 'licenseExpiryBeforeIssue' };
      }
      return undefined;
    },
  },
  routes: lawyerRoutes,
  // A project whose time ran out ends (ADR 0041).
  rounds: { [QueueKind.endLawyerProjects]: endExpiredProjects },
  // In-person consultations are booked in the shared appointment book (ADR 0034), paid as lawyer orders at a tariff's
  // price (less its discount); the book's switch, hours and earliest free slot are mirrored as a clinic's are.
  appointments: professionalAppointments({
    table: lawyerDetails,
    paymentType: PaymentType.lawyerOrder,
    ownerPath: (listingId) => `/panel/myLawyer/${listingId}/appointments`,
  }),
  // Paid text and phone consultations (ADR 0039), priced by the «مشاوره متنی» and «مشاوره تلفنی» tariffs.
  consultations: { paymentType: PaymentType.lawyerOrder, deviceType: DeviceType.webCustomerLawyer },
  // Section ads (ADR 0042, 0056): a featured place in the lawyers' list and landing, bought with a lawyerAds package.
  sectionAds: { type: 'lawyer' },
});

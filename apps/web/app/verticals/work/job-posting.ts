import { rialsOf, type StructuredExtra } from '../../lib/listings/structured-data.ts';
import { jobSalary } from './work-view.ts';

/** schema.org employmentType of each cooperation type (remote work is full time away from the office). */
const EMPLOYMENT: Record<string, string> = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  intern: 'INTERN',
  telecommuting: 'FULL_TIME',
  project: 'CONTRACTOR',
};

/**
 * A job's own JobPosting properties (ADR 0043): the hiring business (its name, else the employer's), the kind of
 * work, remote work, and the monthly salary in rials when it is not negotiable.
 */
export const jobPostingOf: StructuredExtra = (listing) => {
  const business = typeof listing.businessName === 'string' ? listing.businessName.trim() : '';
  const cooperation = typeof listing.cooperationType === 'string' ? listing.cooperationType : '';
  const salary = jobSalary(listing);
  return {
    hiringOrganization: { '@type': 'Organization', name: business || listing.user.name || listing.title },
    ...(EMPLOYMENT[cooperation] ? { employmentType: EMPLOYMENT[cooperation] } : {}),
    ...(cooperation === 'telecommuting' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(salary > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IRR',
            value: { '@type': 'QuantitativeValue', value: rialsOf(salary), unitText: 'MONTH' },
          },
        }
      : {}),
  };
};

import { CooperationType, Gender, MilitaryStatus } from '@shahrbazar/domain/enums/people';
import { listText } from '@shahrbazar/domain/format/list';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { jobSalary, jobText } from './work-view.ts';

// What a job's page shows worded by its loader (`detailWords`, ADR 0129): the salary in toman, the kind of
// cooperation, the gender and military service asked and the skills, so a visitor's page downloads neither the
// people enumerations nor the price's and the list's wording.

/** A job's facts worded in the reader's locale and digits ('' for what the employer did not say). */
export const workDetailWords = (listing: VerticalListing, locale: Locale): Record<string, string> => ({
  salaryText: formatPrice(jobSalary(listing), locale),
  cooperationTypeText: CooperationType.labelOf(jobText(listing, 'cooperationType'))?.[locale] ?? '',
  genderText: Gender.labelOf(jobText(listing, 'gender'))?.[locale] ?? '',
  militaryStatusText: MilitaryStatus.labelOf(jobText(listing, 'militaryStatus'))?.[locale] ?? '',
  skillsText: listText(Array.isArray(listing.skills) ? (listing.skills as string[]) : [], locale),
});

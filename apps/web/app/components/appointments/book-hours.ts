import type { WorkingPeriod } from '@shahrbazar/domain/rules/appointments';

/**
 * A listing's weekly hours as the API answers them: its appointment book's, mirrored onto the listing (issue 29, ADR
 * 0079), for a vertical's facts to word in the reader's locale (domain workingHoursText); [] when it has none.
 */
export const bookHoursOf = (listing: Record<string, unknown> | undefined): WorkingPeriod[] => {
  const value = listing?.workingHours;
  return Array.isArray(value) ? (value as WorkingPeriod[]) : [];
};

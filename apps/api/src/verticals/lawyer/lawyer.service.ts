import { calendarDateIn, toIsoDate } from '@shahrbazar/domain/format/jalali';
import { professionalTariffHost } from '../../modules/professional/professional.service.ts';
import { lawyerDetails } from './lawyer.table.ts';

/** Today in Tehran as an ISO day (a licence is valid through its expiry day). */
export const tehranToday = (now = new Date()) => toIsoDate(calendarDateIn(now));

/** Lawyers offer tariffs; the consultation flags their titles imply are kept on the detail row the list filters. */
export const lawyerTariffHost = professionalTariffHost('lawyer', lawyerDetails);

/**
 * A manager checks a lawyer's licence number against the bar's register (the badge, with the owner's identity check
 * and an unexpired licence): the number shown now, and the one checked.
 */
export const barLicenseRegister = {
  table: lawyerDetails,
  number: 'licenseNumber',
  checked: 'checkedLicenseNumber',
} as const;

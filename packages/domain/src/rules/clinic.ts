import { toAsciiDigits } from '../format/number.ts';
import { authLevelOfVerified, trustOf } from './trust.ts';

// The clinic vertical's own rules (spec: Clinic). Its specialties are the categories of the clinic tree
// (CategoryType.clinic); what is shared with lawyers (tariffs, consultation flags) lives in tariff.ts and
// consultation.ts.

export { ClinicType, DEFAULT_VISIT_DURATION } from './clinic-type.ts';

/** The longest visit a clinic may declare (four hours): anything longer is a typo. */
export const MAX_VISIT_DURATION = 240;
/** The most years of experience one may claim. */
export const MAX_CLINIC_EXPERIENCE = 70;

/**
 * The medical council number («شماره نظام پزشکی») as the Iranian medical council issues it: 3 to 7 digits
 * (Persian or Arabic digits welcome), not all zeros. Answers the number in ASCII digits, or undefined when it
 * is not one.
 */
export function medicalSystemNumberOf(input: string): string | undefined {
  const number = toAsciiDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{3,7}$/.test(number) || /^0+$/.test(number)) return undefined;
  return number;
}

/** Whether staff checked the medical council number the clinic shows now (a changed number is not checked). */
export function isMedicalSystemNumberChecked(clinic: {
  medicalSystemNumber: string;
  checkedMedicalSystemNumber: string | null;
}): boolean {
  return clinic.checkedMedicalSystemNumber !== null && clinic.checkedMedicalSystemNumber === clinic.medicalSystemNumber;
}

/**
 * Whether a clinic shows the verified badge: its owner's identity is checked to level 1 or above and a manager
 * checked the medical council number it shows now (a changed number is not checked). The one trust rule (trust.ts)
 * with the clinic's check.
 */
export function isClinicVerified(clinic: {
  ownerVerified: boolean;
  medicalSystemNumber: string;
  checkedMedicalSystemNumber: string | null;
}): boolean {
  return trustOf(['medicalSystemNumber'], {
    ownerAuthLevel: authLevelOfVerified(clinic.ownerVerified),
    checked: { medicalSystemNumber: isMedicalSystemNumberChecked(clinic) },
  }).verified;
}

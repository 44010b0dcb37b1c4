import { defineEnum } from '../enums/define-enum.ts';
import type { EnumValue } from '../enums/define-enum.ts';

// The clinic's kinds and visit length apart from its rules (clinic.ts), which take the trust rule and through it the
// people enumerations: a doctor's page names its kind and downloads neither (ADR 0129).

/** What a clinic listing is: a doctor's own practice, a clinic with several doctors, or a medical centre. */
export const ClinicType = defineEnum({
  doctor: { value: 'doctor', fa: 'مطب پزشک', en: "Doctor's office" },
  clinic: { value: 'clinic', fa: 'کلینیک', en: 'Clinic' },
  center: { value: 'center', fa: 'مرکز درمانی', en: 'Medical centre' },
});
export type ClinicType = EnumValue<typeof ClinicType>;

/** The spec's default length of one visit, in minutes. */
export const DEFAULT_VISIT_DURATION = 10;

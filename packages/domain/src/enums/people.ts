import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** Kind of user account. */
export const UserType = defineEnum({
  admin: { value: 0, fa: 'مدیر', en: 'Administrator' },
  employee: { value: 1, fa: 'کارمند', en: 'Employee' },
  client: { value: 2, fa: 'کاربر', en: 'Client' },
  agent: { value: 3, fa: 'نماینده', en: 'Agent' },
});
export type UserType = EnumValue<typeof UserType>;

/** User types that work in the manager panel (back office). */
export const MANAGER_PANEL_USER_TYPES: readonly UserType[] = [UserType.admin, UserType.employee];

/** Whether a user type works in the manager panel. */
export function usesManagerPanel(type: unknown): type is UserType {
  return (MANAGER_PANEL_USER_TYPES as readonly unknown[]).includes(type);
}

/**
 * Kind of login session: a general one opens /panel, an agent one /agent (spec section 6); a manager one opens the
 * back office (the spec's manager panel; ADR 0007).
 */
export const TokenKind = defineEnum({
  general: { value: 'general', fa: 'کاربر', en: 'General' },
  agent: { value: 'agent', fa: 'نماینده', en: 'Agent' },
  manager: { value: 'manager', fa: 'مدیریت', en: 'Manager' },
});
export type TokenKind = EnumValue<typeof TokenKind>;

/** The panels of the product. */
export const PanelType = defineEnum({
  manager: { value: 'manager', fa: 'پنل مدیریت', en: 'Manager panel' },
  agent: { value: 'agent', fa: 'پنل نماینده', en: 'Agent panel' },
  userPanel: { value: 'userPanel', fa: 'پنل کاربری', en: 'User panel' },
  patientPanel: { value: 'patientPanel', fa: 'پنل بیمار', en: 'Patient panel' },
  doctorPanel: { value: 'doctorPanel', fa: 'پنل پزشک', en: 'Doctor panel' },
  clientPanel: { value: 'clientPanel', fa: 'پنل موکل', en: 'Client panel' },
  lawyerPanel: { value: 'lawyerPanel', fa: 'پنل وکیل', en: 'Lawyer panel' },
});
export type PanelType = EnumValue<typeof PanelType>;

/** Kinds of the clinic and lawyer client panels. */
export const ClientPanelKind = defineEnum({
  clinicCustomer: { value: 'clinicCustomer', fa: 'مراجعه‌کننده مطب', en: 'Clinic customer' },
  myClinic: { value: 'myClinic', fa: 'مطب من', en: 'My clinic' },
  lawyerCustomer: { value: 'lawyerCustomer', fa: 'موکل', en: 'Lawyer customer' },
  myLawyer: { value: 'myLawyer', fa: 'دفتر وکالت من', en: 'My law office' },
});
export type ClientPanelKind = EnumValue<typeof ClientPanelKind>;

/** Where a request (a payment, a login) comes from; users default to webManager, payments to webClient. */
export const DeviceType = defineEnum({
  webManager: { value: 0, fa: 'وب، مدیریت', en: 'Web, manager' },
  mobile: { value: 1, fa: 'اپلیکیشن موبایل', en: 'Mobile app' },
  mobileForBooth: { value: 2, fa: 'اپلیکیشن غرفه‌دار', en: 'Booth owner app' },
  webAgent: { value: 3, fa: 'وب، نماینده', en: 'Web, agent' },
  webClient: { value: 4, fa: 'وب، کاربر', en: 'Web, client' },
  webCustomerClinic: { value: 5, fa: 'وب، بیمار', en: 'Web, clinic customer' },
  webMyClinic: { value: 6, fa: 'وب، مطب من', en: 'Web, my clinic' },
  webCustomerLawyer: { value: 7, fa: 'وب، موکل', en: 'Web, lawyer customer' },
  webMyLawyer: { value: 8, fa: 'وب، وکیل', en: 'Web, my lawyer' },
});
export type DeviceType = EnumValue<typeof DeviceType>;

/** How far a user's or booth's identity documents are verified (default level0). */
export const AuthLevel = defineEnum({
  level0: { value: 0, fa: 'احراز نشده', en: 'Not verified' },
  level1: { value: 1, fa: 'سطح ۱', en: 'Level 1' },
  level2: { value: 2, fa: 'سطح ۲', en: 'Level 2' },
  level3: { value: 3, fa: 'سطح ۳', en: 'Level 3' },
});
export type AuthLevel = EnumValue<typeof AuthLevel>;

/** Gender of a user (default man) and the gender a job or client project asks for (default either). */
export const Gender = defineEnum({
  man: { value: 'man', fa: 'مرد', en: 'Man' },
  female: { value: 'female', fa: 'زن', en: 'Woman' },
  either: { value: 'either', fa: 'فرقی ندارد', en: 'Either' },
});
export type Gender = EnumValue<typeof Gender>;

/** Military service status a job asks for. */
export const MilitaryStatus = defineEnum({
  permanentExemption: { value: 'permanentExemption', fa: 'معافیت دائم', en: 'Permanent exemption' },
  endOfService: { value: 'endOfService', fa: 'پایان خدمت', en: 'Service completed' },
  either: { value: 'either', fa: 'فرقی ندارد', en: 'Either' },
});
export type MilitaryStatus = EnumValue<typeof MilitaryStatus>;

/** Kind of cooperation a job offers. */
export const CooperationType = defineEnum({
  fullTime: { value: 'fullTime', fa: 'تمام‌وقت', en: 'Full time' },
  partTime: { value: 'partTime', fa: 'پاره‌وقت', en: 'Part time' },
  intern: { value: 'intern', fa: 'کارآموزی', en: 'Internship' },
  telecommuting: { value: 'telecommuting', fa: 'دورکاری', en: 'Remote' },
  project: { value: 'project', fa: 'پروژه‌ای', en: 'Project based' },
});
export type CooperationType = EnumValue<typeof CooperationType>;

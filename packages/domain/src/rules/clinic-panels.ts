import { ClientPanelKind, DeviceType } from '../enums/people.ts';

// The clinic-owner panel («مطب من», device type webMyClinic) and the patient's customer panel («بیمار», device type
// webCustomerClinic), as the spec names their screens. Both live inside the user panel (/panel, a general session):
// the screens they share with it (profile, wallet, tickets, chats, payments) are its pages, and a clinic's own
// screens hang off /panel/myClinic/{id}. The web draws the menus from here; a payment made from a screen of a
// panel carries the panel's device type (spec: "each panel carries a device type tag for payment details").

/** One screen of a client panel: its spec name and its path ({id}: the clinic's listing id). */
export interface ClientPanelScreen {
  key: string;
  path: string;
  /** Built by the shared appointment book (apps/web/app/components/appointments/), not by the clinic vertical. */
  appointmentBook?: true;
}

/** A client panel: which kind, the device type its payments carry, and its screens in the spec's order. */
export interface ClientPanel {
  kind: ClientPanelKind;
  deviceType: DeviceType;
  /** Screens of the person (not of one clinic). */
  menu: readonly ClientPanelScreen[];
  /** Screens of one clinic of the person (the clinic-owner panel only). */
  clinicMenu: readonly ClientPanelScreen[];
}

/** The clinic-owner panel (spec: home, dashboard, profile, authenticate, charge wallet, clinic index/create/details...). */
export const MY_CLINIC_PANEL: ClientPanel = {
  kind: ClientPanelKind.myClinic,
  deviceType: DeviceType.webMyClinic,
  menu: [
    { key: 'clinicIndex', path: '/panel/myClinic' },
    { key: 'clinicCreate', path: '/panel/myClinic/create' },
    { key: 'profile', path: '/panel/profile' },
    { key: 'authenticate', path: '/panel/authenticate' },
    { key: 'chargeWallet', path: '/panel/wallet/charge' },
    { key: 'ticket', path: '/panel/tickets' },
    { key: 'chats', path: '/panel/chats' },
    { key: 'payment', path: '/panel/payments' },
    { key: 'withdraw', path: '/panel/withdraws' },
  ],
  clinicMenu: [
    { key: 'dashboard', path: '/panel/myClinic/{id}/dashboard' },
    { key: 'details', path: '/panel/myClinic/{id}' },
    { key: 'tariffs', path: '/panel/myClinic/{id}/tariffs' },
    { key: 'appointments', path: '/panel/myClinic/{id}/appointments', appointmentBook: true },
    // The book's secretaries (ADR 0105): people who keep its visits, and nothing else of the clinic.
    { key: 'secretaries', path: '/panel/myClinic/{id}/secretaries', appointmentBook: true },
    // Paid text and phone consultations bought from this clinic (modules/consultations, ADR 0039).
    { key: 'consultations', path: '/panel/myClinic/{id}/consultations' },
    // Section ads (ADR 0042): a featured place in the doctors' list and landing.
    { key: 'ads', path: '/panel/myClinic/{id}/ads' },
  ],
};

/** The patient's panel (spec customer panel: home, dashboard, profile, charge wallet, order, ticket, favorites...). */
export const CUSTOMER_CLINIC_PANEL: ClientPanel = {
  kind: ClientPanelKind.clinicCustomer,
  deviceType: DeviceType.webCustomerClinic,
  menu: [
    { key: 'dashboard', path: '/panel/dashboard' },
    { key: 'profile', path: '/panel/profile' },
    { key: 'chargeWallet', path: '/panel/wallet/charge' },
    { key: 'appointments', path: '/panel/appointments', appointmentBook: true },
    { key: 'consultations', path: '/panel/consultations' },
    { key: 'ticket', path: '/panel/tickets' },
    { key: 'favorites', path: '/panel/favorites' },
    { key: 'chats', path: '/panel/chats' },
    { key: 'payment', path: '/panel/payments' },
  ],
  clinicMenu: [],
};

/** A clinic screen's path for one clinic. */
export function clinicScreenPath(screen: ClientPanelScreen, clinicId: number): string {
  return screen.path.replace('{id}', String(clinicId));
}

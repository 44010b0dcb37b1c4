import { ClientPanelKind, DeviceType } from '../enums/people.ts';
import type { ClientPanel } from './clinic-panels.ts';

// The lawyer panel («دفتر وکالت من», device type webMyLawyer) and the lawyer customer's panel («موکل», device type
// webCustomerLawyer), as the spec names their screens: the clinic-owner panel's screens with lawyer, plus the answer
// index (and the client project offer index, another branch's); the customer panel's question index (and client
// project index). They live inside the user panel (/panel, a general session) like the clinic panels; one lawyer
// profile's screens hang off /panel/myLawyer/{id}.

/** The lawyer panel (spec: home, dashboard, profile, authenticate, charge wallet, lawyer index/create/details...). */
export const MY_LAWYER_PANEL: ClientPanel = {
  kind: ClientPanelKind.myLawyer,
  deviceType: DeviceType.webMyLawyer,
  menu: [
    { key: 'lawyerIndex', path: '/panel/myLawyer' },
    { key: 'lawyerCreate', path: '/panel/myLawyer/create' },
    { key: 'answerIndex', path: '/panel/myAnswers' },
    { key: 'profile', path: '/panel/profile' },
    { key: 'authenticate', path: '/panel/authenticate' },
    { key: 'chargeWallet', path: '/panel/wallet/charge' },
    { key: 'ticket', path: '/panel/tickets' },
    { key: 'chats', path: '/panel/chats' },
    { key: 'payment', path: '/panel/payments' },
    { key: 'withdraw', path: '/panel/withdraws' },
  ],
  clinicMenu: [
    { key: 'details', path: '/panel/myLawyer/{id}' },
    { key: 'tariffs', path: '/panel/myLawyer/{id}/tariffs' },
    { key: 'appointments', path: '/panel/myLawyer/{id}/appointments', appointmentBook: true },
    // Section ads (ADR 0042, 0056): a featured place in the lawyers' list and landing, the clinic's screen generalised.
    { key: 'ads', path: '/panel/myLawyer/{id}/ads' },
  ],
};

/** The lawyer customer's panel (spec customer panel: ..., question index, client project index, verify payment). */
export const CUSTOMER_LAWYER_PANEL: ClientPanel = {
  kind: ClientPanelKind.lawyerCustomer,
  deviceType: DeviceType.webCustomerLawyer,
  menu: [
    { key: 'dashboard', path: '/panel/dashboard' },
    { key: 'profile', path: '/panel/profile' },
    { key: 'chargeWallet', path: '/panel/wallet/charge' },
    { key: 'questionIndex', path: '/panel/myQuestions' },
    { key: 'appointments', path: '/panel/appointments', appointmentBook: true },
    { key: 'ticket', path: '/panel/tickets' },
    { key: 'favorites', path: '/panel/favorites' },
    { key: 'chats', path: '/panel/chats' },
    { key: 'payment', path: '/panel/payments' },
  ],
  clinicMenu: [],
};

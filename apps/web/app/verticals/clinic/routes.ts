import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/**
 * Doctors' pages (spec: /doctor, /doctor/list with the filter as query parameters, /doctor/{id}: the slugId alone) and
 * the clinic-owner panel's (/panel/myClinic). The tariffs page is the professional module's, shared with the lawyer
 * (components/professional, ADR 0128); the appointment book's and the section ads' owner screens are shared modules of
 * the core (routes/panel/appointments, routes/panel/section-ads), placed here at the clinic's addresses.
 */
export default defineVerticalRoutes({
  public: [
    // The specialties page before the generic ones, so that it is not a doctor's page.
    route('doctor/specialties', 'verticals/clinic/specialties-page.tsx'),
    ...listingRoutes('doctor', { detail: 'slugId' }),
  ],
  panel: [
    // The clinic-owner panel's clinics (spec: clinic index, create, details) at /panel/myClinic.
    ...listingPanelRoutes('doctor', { panel: 'myClinic' }),
    route('myClinic/:id/tariffs', 'components/professional/tariffs-page.tsx', { id: 'clinic/tariffs' }),
    route('myClinic/:id/dashboard', 'verticals/clinic/dashboard-page.tsx'),
    route('myClinic/:id/appointments', 'routes/panel/appointments/owner.tsx'),
    route('myClinic/:id/appointmentBook', 'routes/panel/appointments/owner-book.tsx'),
    // A book's secretaries (ADR 0105): the owner's list.
    route('myClinic/:id/secretaries', 'verticals/clinic/secretaries-page.tsx'),
    // Paid consultations (issue 18 item 4, ADR 0039): the owner's list per clinic.
    route('myClinic/:id/consultations', 'verticals/clinic/consultations-page.tsx'),
    // Section ads (ADR 0042, 0056): the ads screen of a clinic's owner.
    route('myClinic/:id/ads', 'routes/panel/section-ads/owner.tsx'),
  ],
});

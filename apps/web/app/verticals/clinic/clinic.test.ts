import { describe, expect, it } from 'vitest';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { en, fa } from '../../locales/catalogues.ts';
import { clinicVertical } from './index.ts';
import { nextSlotLine } from './next-slot.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

describe('the doctors on the web', () => {
  it('live at /doctor, list by query, and keep the owner’s pages at /panel/myClinic', () => {
    expect(clinicVertical.path).toBe('doctor');
    expect(clinicVertical.panel).toBe('myClinic');
    expect(clinicVertical.detailPath?.({ slug: 'x', slugId: 'AbCd1234' })).toBe('/doctor/AbCd1234');
    expect(clinicVertical.reloadDocument).toBe(true);
  });

  it('reads the form: the number in ASCII digits; hours, visit length and online booking are the book’s, not the form’s', () => {
    const form = new FormData();
    form.set('medicalSystemNumber', '۱۲۳۴۵۶');
    form.set('durationVisit', '۱۵');
    form.set('onlineReservation', 'on');
    const body = clinicVertical.bodyOf(form);
    expect(body).toMatchObject({ medicalSystemNumber: '123456' });
    expect(body).not.toHaveProperty('durationVisit');
    expect(body).not.toHaveProperty('onlineReservation');
    expect(body).not.toHaveProperty('activityTime');
  });

  it('names every screen of the clinic-owner panel in both languages', () => {
    for (const screen of MY_CLINIC_PANEL.clinicMenu) {
      expect(fa.clinic.panel.screens[screen.key as keyof typeof fa.clinic.panel.screens], screen.key).toBeTruthy();
      expect(en.clinic.panel.screens[screen.key as keyof typeof en.clinic.panel.screens], screen.key).toBeTruthy();
    }
  });
});

describe("a doctor card's first free slot", () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('says the Jalali day and time of the first free slot, in Tehran time, in both languages', () => {
    // 2026-11-28 05:30 UTC is Saturday 7 Azar 1405, 09:00 in Tehran.
    expect(nextSlotLine('2026-11-28T05:30:00Z', 'fa', now)).toBe('اولین نوبت خالی: شنبه ۷ آذر ۱۴۰۵، ۰۹:۰۰');
    expect(nextSlotLine('2026-11-28T05:30:00Z', 'en', now)).toBe('First free slot: Saturday 7 Azar 1405, 09:00');
  });

  it('says there is none when the book has no free slot', () => {
    expect(nextSlotLine(null, 'fa', now)).toBe('نوبت خالی ندارد');
    expect(nextSlotLine(undefined, 'en', now)).toBe('No free slot');
  });

  it('says nothing of a slot already passed, rather than a wrong time', () => {
    expect(nextSlotLine('2026-11-26T09:00:00Z', 'fa', now)).toBeNull();
  });

  it('is the card line the doctors list draws', () => {
    const listing = { availableAppointment: null } as unknown as Parameters<typeof clinicVertical.highlight>[0];
    expect(clinicVertical.cardLine?.(listing, 'fa')).toBe('نوبت خالی ندارد');
  });
});

describe("a doctor's page, worded on the server", () => {
  const evenings = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' }));
  const doctor = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

  it('are the facts and the booking text in the reader’s locale and digits, nothing for a book without hours', () => {
    expect(clinicVertical.detailWords?.(doctor({ workingHours: evenings }), 'fa')).toMatchObject({
      workingHoursText: 'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰',
    });
    expect(clinicVertical.detailWords?.(doctor({ workingHours: evenings }), 'en')).toMatchObject({
      workingHoursText: 'Saturday to Wednesday 16:00 to 20:00',
    });
    expect(clinicVertical.detailWords?.(doctor({}), 'fa')).toMatchObject({ workingHoursText: '' });
  });

  it('names the clinic’s kind, its years of practice and its visit length in both languages', () => {
    const office = doctor({ type: 'doctor', experience: 12, durationVisit: 15 });
    expect(clinicVertical.detailWords?.(office, 'fa')).toMatchObject({
      clinicTypeText: 'مطب پزشک',
      experienceText: '۱۲ سال سابقه',
      durationVisitMinutes: '۱۵',
    });
    expect(clinicVertical.detailWords?.(doctor({ type: 'center', experience: 1 }), 'en')).toMatchObject({
      clinicTypeText: 'Medical centre',
      experienceText: '1 year of experience',
      durationVisitMinutes: '10',
    });
  });

  it('says nothing of a kind the site does not know, and the default visit length when the book sets none', () => {
    expect(clinicVertical.detailWords?.(doctor({ type: 'spa' }), 'fa')).toMatchObject({
      clinicTypeText: '',
      durationVisitMinutes: '۱۰',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { en, fa } from '../../locales/catalogues.ts';
import { clinicVertical } from './index.ts';

describe('the doctors on the web', () => {
  it('live at /doctor, list by query, and keep the owner’s pages at /panel/myClinic', () => {
    expect(clinicVertical.path).toBe('doctor');
    expect(clinicVertical.panel).toBe('myClinic');
    expect(clinicVertical.detailPath?.({ slug: 'x', slugId: 'AbCd1234' })).toBe('/doctor/AbCd1234');
    expect(clinicVertical.reloadDocument).toBe(true);
  });

  it('reads the form: the number in ASCII digits, online reservation only when ticked', () => {
    const form = new FormData();
    form.set('medicalSystemNumber', '۱۲۳۴۵۶');
    form.set('durationVisit', '۱۵');
    expect(clinicVertical.bodyOf(form)).toMatchObject({
      medicalSystemNumber: '123456',
      durationVisit: '۱۵',
      onlineReservation: false,
    });
    form.set('onlineReservation', 'on');
    expect(clinicVertical.bodyOf(form).onlineReservation).toBe(true);
  });

  it('shows the badge only for a checked clinic, not for an identified owner alone', () => {
    const listing = { user: { verified: true }, isVerified: false } as never;
    expect(clinicVertical.verified?.(listing)).toBe(false);
    expect(clinicVertical.verified?.({ ...(listing as object), isVerified: true } as never)).toBe(true);
  });

  it('names every screen of the clinic-owner panel in both languages', () => {
    for (const screen of MY_CLINIC_PANEL.clinicMenu) {
      expect(fa.clinic.panel.screens[screen.key as keyof typeof fa.clinic.panel.screens], screen.key).toBeTruthy();
      expect(en.clinic.panel.screens[screen.key as keyof typeof en.clinic.panel.screens], screen.key).toBeTruthy();
    }
  });
});

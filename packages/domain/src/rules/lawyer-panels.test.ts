import { describe, expect, it } from 'vitest';
import { DeviceType } from '../enums/people.ts';
import { clinicScreenPath } from './clinic-panels.ts';
import { CUSTOMER_LAWYER_PANEL, MY_LAWYER_PANEL } from './lawyer-panels.ts';

describe('the lawyer panels', () => {
  it('tag their payments with their device types', () => {
    expect(MY_LAWYER_PANEL.deviceType).toBe(DeviceType.webMyLawyer);
    expect(CUSTOMER_LAWYER_PANEL.deviceType).toBe(DeviceType.webCustomerLawyer);
  });

  it('carry the answer index for the lawyer and the question index for the customer', () => {
    expect(MY_LAWYER_PANEL.menu.find((screen) => screen.key === 'answerIndex')?.path).toBe('/panel/myAnswers');
    expect(CUSTOMER_LAWYER_PANEL.menu.find((screen) => screen.key === 'questionIndex')?.path).toBe(
      '/panel/myQuestions',
    );
  });

  it('reuse the appointment book for a lawyer profile’s in-person consultations', () => {
    const screen = MY_LAWYER_PANEL.clinicMenu.find((one) => one.key === 'appointments');
    expect(screen && clinicScreenPath(screen, 7)).toBe('/panel/myLawyer/7/appointments');
    expect(screen?.appointmentBook).toBe(true);
  });

  it('offers a lawyer profile its section ads screen, as a clinic has', () => {
    const screen = MY_LAWYER_PANEL.clinicMenu.find((one) => one.key === 'ads');
    expect(screen && clinicScreenPath(screen, 7)).toBe('/panel/myLawyer/7/ads');
  });
});

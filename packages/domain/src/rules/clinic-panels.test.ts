import { describe, expect, it } from 'vitest';
import { DeviceType } from '../enums/people.ts';
import { clinicScreenPath, CUSTOMER_CLINIC_PANEL, MY_CLINIC_PANEL } from './clinic-panels.ts';

describe('the clinic panels', () => {
  it('tag their payments with their device types', () => {
    expect(MY_CLINIC_PANEL.deviceType).toBe(DeviceType.webMyClinic);
    expect(CUSTOMER_CLINIC_PANEL.deviceType).toBe(DeviceType.webCustomerClinic);
  });

  it('point the appointment screens at the appointment book’s pages', () => {
    const doctor = MY_CLINIC_PANEL.clinicMenu.find((screen) => screen.key === 'appointments');
    expect(doctor && clinicScreenPath(doctor, 12)).toBe('/panel/myClinic/12/appointments');
    const patient = CUSTOMER_CLINIC_PANEL.menu.find((screen) => screen.key === 'appointments');
    expect(patient?.path).toBe('/panel/appointments');
    expect([doctor?.appointmentBook, patient?.appointmentBook]).toEqual([true, true]);
  });
});

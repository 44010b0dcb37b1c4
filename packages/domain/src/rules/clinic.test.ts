import { describe, expect, it } from 'vitest';
import { ClinicType, DEFAULT_VISIT_DURATION, isClinicVerified, medicalSystemNumberOf } from './clinic.ts';

describe('clinic rules', () => {
  it('reads a medical council number in any digits, and refuses other shapes', () => {
    expect(medicalSystemNumberOf('۱۲۳۴۵۶')).toBe('123456');
    expect(medicalSystemNumberOf(' 98-765 ')).toBe('98765');
    expect(medicalSystemNumberOf('12')).toBeUndefined();
    expect(medicalSystemNumberOf('12345678')).toBeUndefined();
    expect(medicalSystemNumberOf('۰۰۰۰')).toBeUndefined();
    expect(medicalSystemNumberOf('م-۱۲۳۴')).toBeUndefined();
    expect(medicalSystemNumberOf('')).toBeUndefined();
  });

  it('is verified only with a checked owner and the very number a manager checked', () => {
    const clinic = { ownerVerified: true, medicalSystemNumber: '12345', checkedMedicalSystemNumber: '12345' };
    expect(isClinicVerified(clinic)).toBe(true);
    expect(isClinicVerified({ ...clinic, ownerVerified: false })).toBe(false);
    expect(isClinicVerified({ ...clinic, checkedMedicalSystemNumber: null })).toBe(false);
    expect(isClinicVerified({ ...clinic, medicalSystemNumber: '54321' })).toBe(false);
  });

  it('defaults a visit to ten minutes and names three kinds of clinic', () => {
    expect(DEFAULT_VISIT_DURATION).toBe(10);
    expect(ClinicType.values).toEqual(['doctor', 'clinic', 'center']);
  });
});

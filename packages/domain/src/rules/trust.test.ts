import { describe, expect, it } from 'vitest';
import { AuthLevel } from '../enums/people.ts';
import { isIdentityVerified, trustOf } from './trust.ts';

describe('one trust rule (issue 29)', () => {
  it('verifies a listing that needs identity alone (a booth, an expert, a job) once its owner is level 1 or above', () => {
    expect(trustOf([], { ownerAuthLevel: AuthLevel.level1 })).toEqual({
      verified: true,
      checks: [{ kind: 'identity', done: true }],
      missing: [],
    });
    expect(trustOf([], { ownerAuthLevel: AuthLevel.level3 }).verified).toBe(true);
    expect(trustOf([], { ownerAuthLevel: AuthLevel.level0 })).toEqual({
      verified: false,
      checks: [{ kind: 'identity', done: false }],
      missing: ['identity'],
    });
  });

  it('needs every professional check the vertical requires, on top of identity, and says which are missing', () => {
    const clinic = (ownerAuthLevel: number, medicalSystemNumber?: boolean) =>
      trustOf(['medicalSystemNumber'], {
        ownerAuthLevel,
        ...(medicalSystemNumber === undefined ? {} : { checked: { medicalSystemNumber } }),
      });
    expect(clinic(AuthLevel.level1, true)).toEqual({
      verified: true,
      checks: [
        { kind: 'identity', done: true },
        { kind: 'medicalSystemNumber', done: true },
      ],
      missing: [],
    });
    expect(clinic(AuthLevel.level1, false).missing).toEqual(['medicalSystemNumber']);
    // A check the facts leave out is not done.
    expect(clinic(AuthLevel.level2).missing).toEqual(['medicalSystemNumber']);
    expect(clinic(AuthLevel.level0, false)).toMatchObject({
      verified: false,
      missing: ['identity', 'medicalSystemNumber'],
    });
    // Identity is never enough where a licence is required, and a licence never stands in for identity.
    expect(trustOf(['barLicense'], { ownerAuthLevel: AuthLevel.level1 }).verified).toBe(false);
    expect(trustOf(['barLicense'], { ownerAuthLevel: 0, checked: { barLicense: true } }).missing).toEqual(['identity']);
  });

  it('ignores a check the vertical does not require, and names each check once, identity first', () => {
    const booth = trustOf([], { ownerAuthLevel: AuthLevel.level1, checked: { barLicense: false } });
    expect(booth.verified).toBe(true);
    expect(booth.checks.map((check) => check.kind)).toEqual(['identity']);
    const twice = trustOf(['barLicense', 'medicalSystemNumber', 'barLicense'], { ownerAuthLevel: 1 });
    expect(twice.checks.map((check) => check.kind)).toEqual(['identity', 'medicalSystemNumber', 'barLicense']);
  });

  it('counts identity verified from level 1, as the spec does', () => {
    expect(isIdentityVerified(0)).toBe(false);
    expect(isIdentityVerified(1)).toBe(true);
    expect(isIdentityVerified(null)).toBe(false);
    expect(isIdentityVerified(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { UserType } from '../enums/people.ts';
import { changesCredentials, isStaff, policiesBeyond } from './privilege.ts';

const users = (name: string) => ({ group: 'users', name });
const roles = (name: string) => ({ group: 'roles', name });

describe('privilege rules', () => {
  it('names the wanted policies the holder lacks, once each', () => {
    expect(policiesBeyond([users('edit')], [users('edit'), roles('edit'), roles('edit')])).toEqual([roles('edit')]);
    expect(policiesBeyond([users('edit'), roles('edit')], [roles('edit')])).toEqual([]);
    expect(policiesBeyond([], [])).toEqual([]);
  });

  it('taking policies away grants nothing', () => {
    expect(policiesBeyond([users('index'), users('delete')], [users('index')])).toEqual([]);
  });

  it('admins, employees and agents are staff; clients are not', () => {
    expect([UserType.admin, UserType.employee, UserType.agent].every(isStaff)).toBe(true);
    expect(isStaff(UserType.client)).toBe(false);
  });

  it('a new password, another mobile or another e-mail changes credentials; the same values do not', () => {
    const stored = { mobile: '09120000001', email: 'a@example.com' };
    expect(changesCredentials(stored, { mobile: '09120000001', email: 'a@example.com' })).toBe(false);
    expect(changesCredentials(stored, { mobile: '09120000001' })).toBe(false);
    expect(changesCredentials(stored, { mobile: '09120000002' })).toBe(true);
    expect(changesCredentials(stored, { email: 'b@example.com' })).toBe(true);
    expect(changesCredentials(stored, { email: '' })).toBe(true);
    expect(changesCredentials({ mobile: null, email: null }, { email: '' })).toBe(false);
    expect(changesCredentials(stored, { password: 'new-password-1' })).toBe(true);
  });
});

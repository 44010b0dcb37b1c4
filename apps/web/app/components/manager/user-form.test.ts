import { describe, expect, it } from 'vitest';
import { checkUserForm, idsOf, typedValues, userWriteOf } from './user-form.ts';

function formOf(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('user form', () => {
  it('asks for a name and a mobile number', () => {
    expect(checkUserForm(formOf([]))).toEqual({ name: 'nameRequired', mobile: 'mobileRequired' });
    expect(
      checkUserForm(
        formOf([
          ['name', ' مینا '],
          ['mobile', '۰۹۱۲'],
        ]),
      ),
    ).toEqual({});
  });

  it('builds the API body: ASCII digits, a password only when typed, access only in scope', () => {
    const form = formOf([
      ['name', ' مینا کاظمی '],
      ['mobile', '۰۹۳۷۱۲۳۴۵۶۷'],
      ['password', ''],
      ['status', '0'],
      ['type', '1'],
      ['role_id', '4'],
      ['excludePoliciesShown', '1'],
      ['excludePolicies', '3'],
      ['excludePolicies', '3'],
      ['excludePolicies', '9'],
      ['nationalCode', '۰۴۹۹۳۷۰۸۹۹'],
    ]);
    const manager = userWriteOf(form, { status: true, access: true });
    expect(manager.problems).toEqual({});
    expect(manager.body).toMatchObject({
      name: 'مینا کاظمی',
      mobile: '09371234567',
      status: 0,
      type: 1,
      role_id: 4,
      excludePolicies: [3, 9],
      nationalCode: '0499370899',
    });
    expect(manager.body).not.toHaveProperty('password');

    const agent = userWriteOf(form, { status: false, access: false });
    for (const field of ['status', 'type', 'role_id', 'excludePolicies']) expect(agent.body).not.toHaveProperty(field);
  });

  it('sends "no role" as null and "no excluded policy" as an empty list', () => {
    const { body } = userWriteOf(
      formOf([
        ['name', 'a'],
        ['mobile', '09120000000'],
        ['password', ' secret pass '],
        ['role_id', ''],
        ['excludePoliciesShown', '1'],
      ]),
      { status: true, access: true },
    );
    expect(body.role_id).toBeNull();
    expect(body.excludePolicies).toEqual([]);
    expect(body.password).toBe(' secret pass ');
  });

  it('reads id lists and keeps typed values but never the password', () => {
    expect(
      idsOf(
        formOf([
          ['p', '2'],
          ['p', 'x'],
          ['p', '-1'],
          ['p', '2'],
        ]),
        'p',
      ),
    ).toEqual([2]);
    expect(
      typedValues(
        formOf([
          ['name', 'a'],
          ['password', 'b'],
        ]),
      ),
    ).toEqual({ name: 'a' });
  });
});

import type { UserWrite } from '@shahrbazar/domain/api/user.schema';
import type { ApiBody } from '../../lib/api-body.ts';
import { digitsOf, textOf, type FieldProblems } from '../../lib/form-checks.ts';
import { profileUpdateOf } from '../../lib/profile-form.ts';

/** Which parts of a user a form may set: an agent sets the profile only; a manager also the status, and with the
 * roles permission the type, role and excluded policies (the API refuses those otherwise, ADR 0008). */
export interface UserFormScope {
  status: boolean;
  access: boolean;
}

/** A list of ids a form sends as repeated checkboxes (excludePolicies=3&excludePolicies=7). */
export function idsOf(form: FormData, name: string): number[] {
  return [
    ...new Set(
      form
        .getAll(name)
        .map((value) => Number(value))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}

/** The browser's (and the action's) check of a user form: a name and a mobile number. */
export function checkUserForm(form: FormData): FieldProblems {
  const found: FieldProblems = {};
  if (!textOf(form, 'name')) found.name = 'nameRequired';
  if (!textOf(form, 'mobile')) found.mobile = 'mobileRequired';
  return found;
}

/** What POST /manager/users takes (an agent's own PUT /agent/users/{id} takes its profile part). */
type UserBody = ApiBody<'/api/v1/manager/users', 'post'>;

/**
 * The API body of a user form (POST/PUT /manager/users, /agent/users): the profile fields as the user panel's
 * profile form sends them, plus name, mobile (Persian digits accepted), a new password when one was typed (blank
 * keeps the old one; passwords are not trimmed), and what the scope allows.
 */
export function userWriteOf(form: FormData, scope: UserFormScope): { body: UserBody; problems: FieldProblems } {
  const profile = profileUpdateOf(form);
  const body: UserBody = { ...profile.body, name: textOf(form, 'name'), mobile: digitsOf(form, 'mobile') };
  const password = form.get('password');
  if (typeof password === 'string' && password !== '') body.password = password;

  if (scope.status && form.has('status')) body.status = Number(form.get('status')) as UserWrite['status'];
  if (scope.access) {
    if (form.has('type')) body.type = Number(form.get('type')) as UserWrite['type'];
    if (form.has('role_id')) {
      const role = Number(form.get('role_id'));
      body.role_id = Number.isInteger(role) && role > 0 ? role : null;
    }
    // The checkboxes send nothing when none is ticked: the form carries a marker so "none" still means "none".
    if (form.has('excludePoliciesShown')) body.excludePolicies = idsOf(form, 'excludePolicies');
  }
  return { body, problems: { ...checkUserForm(form), ...profile.problems } };
}

/** What was typed, to show again when the API refused the form (a page without JavaScript renders anew). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && name !== 'password' && !(name in values)) values[name] = value;
  }
  return values;
}

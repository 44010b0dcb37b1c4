import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { PanelCard } from '../panel/panel-page.tsx';
import forms from '../panel/forms.module.css';
import { PolicyPicker } from './policy-picker.tsx';
import type { Option, PolicyItem } from './types.ts';
import classes from './manager.module.css';

/** What the access part of a user form needs; `access` absent: the signed-in manager may not set it. */
export interface AccessChoices {
  statuses: Option[];
  access?: {
    types: Option[];
    /** Roles grouped by the user type they are made for. */
    roles: Array<{ group: string; items: Option[] }>;
    policies: PolicyItem[];
  };
}

/**
 * A user's status, and for managers allowed to (roles.edit) the user type, role and excluded policies (spec section
 * 3: "Users can also have excludePolicies", permissions the role grants but this user does not get).
 */
export function AccessFields({
  choices,
  values,
  errors,
}: {
  choices: AccessChoices;
  values: { status: string; type: string; roleId: string; excludePolicies: number[] };
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { access } = choices;
  return (
    <PanelCard title={t('manager.userForm.access')}>
      <div className={forms.grid}>
        <NativeSelect
          name="status"
          label={t('manager.users.status')}
          data={choices.statuses}
          defaultValue={values.status}
          error={errors.status}
        />
        {access && (
          <>
            <NativeSelect
              name="type"
              label={t('manager.users.type')}
              data={access.types}
              defaultValue={values.type}
              error={errors.type}
            />
            <NativeSelect
              name="role_id"
              label={t('manager.users.role')}
              data={[{ value: '', label: t('manager.users.noRole') }, ...access.roles]}
              defaultValue={values.roleId}
              error={errors.role_id}
            />
          </>
        )}
      </div>
      {access && (
        <details open={values.excludePolicies.length > 0} style={{ marginBlockStart: 'var(--mantine-spacing-md)' }}>
          <summary>
            <Text span fw={600}>
              {t('manager.userForm.excludePolicies', { n: localizeDigits(values.excludePolicies.length, locale) })}
            </Text>
          </summary>
          <Text size="sm" c="dimmed" my="xs">
            {t('manager.userForm.excludeHint')}
          </Text>
          {errors.excludePolicies && (
            <Text size="sm" c="red.8" role="alert">
              {errors.excludePolicies}
            </Text>
          )}
          <div className={classes.policyPicker}>
            <PolicyPicker
              name="excludePolicies"
              policies={access.policies}
              selected={values.excludePolicies}
              legend={t('manager.userForm.excludePolicies', {
                n: localizeDigits(values.excludePolicies.length, locale),
              })}
            />
          </div>
        </details>
      )}
    </PanelCard>
  );
}

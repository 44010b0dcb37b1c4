import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert } from '@mantine/core';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useSavedForm } from '../forms/use-saved-form.ts';
import { useFocusFirstInvalid } from '../manager/use-focus-invalid.ts';
import forms from '../panel/forms.module.css';
import type { SettingsActionData } from './types.ts';
import classes from './settings.module.css';

/**
 * A settings screen's form: posted to the page's action (works without JavaScript), "saved" (the screen read again,
 * saveSettings) or the API's refusal above the button, the first refused field focused. Without settings.edit the
 * fields are shown disabled.
 */
export function SettingsForm({
  result,
  canEdit,
  submitLabel,
  children,
}: {
  result: SettingsActionData | undefined;
  canEdit: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formRef = useFocusFirstInvalid(result?.failure);
  const page = useSavedForm(result);
  return (
    <Form method="post" noValidate key={page.key} preventScrollReset ref={formRef}>
      {!canEdit && (
        <Alert color="gray" variant="light" mb="md">
          {t('settings.readOnly')}
        </Alert>
      )}
      <fieldset disabled={!canEdit} className={classes.fieldset}>
        {children}
      </fieldset>
      <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
      <FormAlert failure={result?.failure} />
      {canEdit && (
        <div className={forms.actions}>
          <SubmitButton label={submitLabel ?? t('settings.save')} fullWidth={false} />
        </div>
      )}
    </Form>
  );
}

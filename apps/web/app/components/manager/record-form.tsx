import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { FormFailure } from '../../lib/form-checks.ts';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useSavedForm } from '../forms/use-saved-form.ts';
import forms from '../panel/forms.module.css';
import { useFocusFirstInvalid } from './use-focus-invalid.ts';

/** A form's check in the browser (useClientCheck, useFormCheck): its errors by field, and the submit handler. */
export interface BrowserCheck {
  errors: Record<string, string>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The frame of a back-office create/edit form (ADR 0123), the generic form's and the pages that keep their own
 * fields (roles, users, packages, posts, city tours, categories): posted to the page's action, checked in the browser
 * first when there is a `check` (the first wrong field focused, after the check or the API's refusal), started again
 * from the record after a save (useSavedForm) with «saved», the API's refusal that no field shows, and «cancel» /
 * the submit button.
 */
export function RecordForm({
  editing,
  check,
  actionData,
  shownFields,
  cancelTo,
  submitLabel,
  encType,
  className,
  savedAbove = false,
  children,
}: {
  /** An existing record: the view stays where it is after a save. */
  editing: boolean;
  check?: BrowserCheck;
  actionData: { failure?: FormFailure } | undefined;
  /** The fields drawn with their errors under them (FormAlert). */
  shownFields?: string[];
  /** «cancel» goes there (the list, or the parent's page). */
  cancelTo: string;
  submitLabel: string;
  encType?: 'multipart/form-data';
  className?: string;
  /** «saved» above the form (a category's page, whose form is followed by its image's own form). */
  savedAbove?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const failure = actionData?.failure;
  const formRef = useFocusFirstInvalid(check && Object.keys(check.errors).length > 0 ? check.errors : failure);
  const page = useSavedForm(actionData);
  const saved = <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>;
  return (
    <>
      {savedAbove && saved}
      <Form
        method="post"
        encType={encType}
        noValidate
        key={page.key}
        preventScrollReset={editing}
        onSubmit={check?.onSubmit}
        ref={check ? formRef : undefined}
        className={className}
      >
        {children}
        {!savedAbove && saved}
        <FormAlert failure={failure} shownFields={shownFields} />
        <div className={forms.actions}>
          <Button component={Link} to={cancelTo} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={submitLabel} fullWidth={false} />
        </div>
      </Form>
    </>
  );
}

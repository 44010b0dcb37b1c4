import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { FieldProblems } from '../../lib/form-checks.ts';

/**
 * Runs a form's empty-input check in the browser before it is sent: problems show under their inputs in the
 * catalogue's words and the submission is stopped. The action runs the same check for visitors without JavaScript.
 */
export function useClientCheck(check: (form: FormData) => FieldProblems) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = Object.entries(check(new FormData(event.currentTarget)));
    setErrors(Object.fromEntries(found.map(([field, key]) => [field, t(`validation.${key}`)])));
    if (found.length > 0) event.preventDefault();
  };
  return { errors, onSubmit };
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * Field name -> the catalogue key of what is wrong with it ('validation.nameRequired', 'geo.manager.slugInvalid').
 * The geo and tag forms check in the browser before sending and again in the action (no JavaScript, a stale page);
 * the API checks once more.
 */
export type FormProblems = Record<string, string>;

/** Runs a form's check in the browser: problems show under their inputs and the submission is stopped. */
export function useFormCheck(check: (form: FormData) => FormProblems) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = Object.entries(check(new FormData(event.currentTarget)));
    setErrors(Object.fromEntries(found.map(([field, key]) => [field, t(key as never)])));
    if (found.length > 0) event.preventDefault();
  };
  return { errors, onSubmit };
}

import { Alert } from '../plain/plain.tsx';
import type { FormFailure } from '../../lib/form-checks.ts';

/**
 * The API's message for a refused form, in an alert that screen readers announce. When the refusal names only
 * fields the form shows under their inputs, the general message ("some values are not valid") adds nothing and
 * is left out.
 */
export function FormAlert({
  failure,
  shownFields = [],
}: {
  failure?: FormFailure | undefined;
  shownFields?: string[];
}) {
  if (!failure) return null;
  const fields = Object.keys(failure.fields);
  if (fields.length > 0 && fields.every((field) => shownFields.includes(field))) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb="md">
      {failure.message}
    </Alert>
  );
}

/** A success notice (saved, sent), announced politely. */
export function FormNotice({ children }: { children: string | undefined | null }) {
  if (!children) return null;
  return (
    <Alert color="teal" variant="light" role="status" mb="md">
      {children}
    </Alert>
  );
}

import { useEffect, useRef } from 'react';

/**
 * Long forms: when a check or the API refuses the form, move the focus (and the view) to the first field marked
 * invalid, since its message may be far above the button just pressed. `signal` changes with every refusal.
 */
export function useFocusFirstInvalid(signal: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!signal) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [signal]);
  return form;
}

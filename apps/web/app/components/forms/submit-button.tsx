import { useNavigation } from 'react-router';
import { Button } from '@mantine/core';

/** A form's main button, showing a spinner while the page's form is being sent (slow networks: no double taps). */
export function SubmitButton({ label, fullWidth = true }: { label: string; fullWidth?: boolean }) {
  const navigation = useNavigation();
  return (
    <Button type="submit" size="md" fullWidth={fullWidth} loading={navigation.state === 'submitting'}>
      {label}
    </Button>
  );
}

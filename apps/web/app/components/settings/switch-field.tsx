import { Switch } from '@mantine/core';
import '@mantine/core/styles/Switch.css';

/**
 * An on/off setting that a form sends either way, also without JavaScript: a hidden "false" before the switch's
 * "true", so the last value of the name is the answer (switchOf in settings.server.ts).
 */
export function SwitchField({
  name,
  label,
  checked,
  error,
}: {
  name: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
}) {
  return (
    <div>
      <input type="hidden" name={name} value="false" />
      <Switch name={name} value="true" label={label} defaultChecked={checked} error={error} size="md" />
    </div>
  );
}

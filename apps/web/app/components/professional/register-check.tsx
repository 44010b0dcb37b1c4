import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox, Text } from '@mantine/core';
import { PanelCard } from '../panel/panel-page.tsx';
import type { ProfessionalWords } from './professional-text.ts';

/**
 * The back office's check of a professional's register number (the verified badge, with the owner's identity
 * check): what the owner wrote (`text`, worded by the vertical) and a box the manager ticks once it is found in the
 * register (the medical council's, the bar's). Sent with intent=vertical to the vertical's `managerAction`.
 */
export function RegisterCheckCard({
  words,
  checked,
  text,
}: {
  words: ProfessionalWords;
  checked: boolean;
  text: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <PanelCard title={t(`${words}.manager.checkTitle`)}>
      <Form method="post" key={String(checked)}>
        <input type="hidden" name="intent" value="vertical" />
        <Text mb="xs">{text}</Text>
        <Checkbox name="checked" label={t(`${words}.manager.checked`)} defaultChecked={checked} mb="sm" />
        <Button
          type="submit"
          variant="light"
          loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'vertical'}
        >
          {t(`${words}.manager.save`)}
        </Button>
      </Form>
    </PanelCard>
  );
}

/** The body of the manager's check (RegisterCheckCard's form). */
export const registerCheckBody = (form: FormData) => ({ checked: form.get('checked') === 'on' });

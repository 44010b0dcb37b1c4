import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { PanelCard } from '../panel/panel-page.tsx';
import manager from '../manager/manager.module.css';

/**
 * The second step of a money decision (approve a withdrawal, confirm a receipt, record a payment): the question, and
 * a form that sends the same decision again with `confirmed=yes` and what was typed, or goes back. It is what the
 * action answers to the first submission, so it works the same with and without JavaScript.
 */
export function ConfirmStep({
  title,
  question,
  intent,
  values,
  yes,
  color,
  cancelTo,
  children,
}: {
  title: string;
  question: string;
  intent: string;
  values: Record<string, string>;
  yes: string;
  color: 'green' | 'red' | 'blue';
  cancelTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <PanelCard title={title}>
      <Text fw={500} role="alert">
        {question}
      </Text>
      {children}
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirmed" value="yes" />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={manager.confirmActions}>
          <Button component={Link} to={cancelTo} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <Button type="submit" color={color} size="md" loading={navigation.state === 'submitting'}>
            {yes}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

/** Whether a submitted money decision carries its confirmation (the ConfirmStep's "yes"). */
export const isConfirmed = (form: FormData) => form.get('confirmed') === 'yes';

import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import type { ConsultationView } from './consultation-view.ts';

/**
 * A chat room's consultation header (ADR 0039): its kind, status and deadline; for the owner of an open one the close
 * button (paid less the site's share); once closed, what it paid the owner, or the patient's way to buy another.
 */
export function ConsultationBar({ consultation, meId }: { consultation: ConsultationView; meId: number }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const owner = consultation.ownerId === meId;
  return (
    <section aria-label={t('consultations.room.label')} data-testid="consultation-bar">
      <Group gap="xs" mb="xs">
        <Text fw={600}>{t('consultations.room.label')}</Text>
        <Badge color={consultation.open ? 'teal' : 'gray'} variant="light">
          {t(
            `consultations.status.${consultation.open ? 'open' : consultation.status === 'open' ? 'expired' : consultation.status}`,
          )}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('consultations.list.price', { price: consultation.price })}
        </Text>
      </Group>
      {consultation.open && consultation.deadline && (
        <Text size="sm" mb="xs">
          {t('consultations.room.openUntil', { when: consultation.deadline })}
        </Text>
      )}
      {consultation.open && owner && (
        <Form method="post">
          <input type="hidden" name="intent" value="closeConsultation" />
          <input type="hidden" name="consultationId" value={consultation.id} />
          <Text size="sm" c="dimmed" mb="xs">
            {t('consultations.room.closeHint')}
          </Text>
          <Button type="submit" color="red" variant="light" loading={busy}>
            {t('consultations.room.close')}
          </Button>
        </Form>
      )}
      {!consultation.open && owner && consultation.ownerPaid !== null && (
        <Alert color="teal" variant="light">
          {t('consultations.room.closedPaid', { amount: consultation.ownerPaid })}
        </Alert>
      )}
      {!consultation.open && !owner && (
        <Button component={Link} to={`/panel/consultations/buy/${consultation.listingId}`} variant="light" size="sm">
          {t('consultations.room.buyAgain')}
        </Button>
      )}
    </section>
  );
}

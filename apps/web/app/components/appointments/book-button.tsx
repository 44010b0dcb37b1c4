import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Group } from '@mantine/core';

/**
 * «رزرو نوبت» on a listing's page, for a vertical that takes appointments (its `DetailActions`): to the picker, which
 * asks a guest to sign in first (the panel's guard) and comes back.
 */
export function BookAppointmentButton({ listing }: { listing: { id: number } }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`/panel/appointments/book/${listing.id}`} color="teal">
      {t('appointments.bookButton')}
    </Button>
  );
}

/** The owner's links from their listing's edit page to its appointments and its book's settings. */
export function AppointmentOwnerLinks({ listing }: { listing: { id: number } }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt="xs">
      <Button component={Link} to={`/panel/myClinic/${listing.id}/appointments`} variant="light" size="sm">
        {t('appointments.owner.appointments')}
      </Button>
      <Button component={Link} to={`/panel/myClinic/${listing.id}/appointmentBook`} variant="light" size="sm">
        {t('appointments.owner.settings')}
      </Button>
    </Group>
  );
}

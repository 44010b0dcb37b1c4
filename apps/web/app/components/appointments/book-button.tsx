import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '../plain/plain.tsx';

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

import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Icon } from '../icons.tsx';

/**
 * Sign out: a POST to /auth/logout (routes/auth/logout.ts), so it works without JavaScript and a link prefetch or
 * a crawler can never sign anyone out.
 */
export function LogoutForm({ className, label }: { className?: string | undefined; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/auth/logout" style={{ display: 'contents' }}>
      <button type="submit" className={className}>
        <Icon name="logout" size={20} />
        <span>{label ?? t('header.logout')}</span>
      </button>
    </Form>
  );
}

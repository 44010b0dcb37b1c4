import { Alert } from '../plain/plain.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { SiteMessage } from '@shahrbazar/domain/api/notification.schema';

const COLOR: Record<SiteMessage['category'], string> = { news: 'blue', notice: 'teal', warning: 'orange' };

/** The back office's current announcements of a place (spec: Site message), each in an alert of its category. */
export function SiteMessages({ items }: { items: readonly SiteMessage[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-label={t('siteMessages.label')}>
      {items.map((item) => (
        <Alert key={item.id} color={COLOR[item.category]} variant="light" title={item.title} mb="sm" dir="auto">
          {item.description}
        </Alert>
      ))}
    </section>
  );
}

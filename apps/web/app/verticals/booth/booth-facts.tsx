import { useTranslation } from '../../lib/use-translation.tsx';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The booth's own facts beside the core's: its type, and its hours when given. */
export function BoothDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hours = typeof listing.activityTime === 'string' ? listing.activityTime : '';
  return (
    <>
      <dt>{t('booths.fields.type')}</dt>
      <dd>{BoothType.is(listing.type) ? BoothType.label(listing.type, locale) : ''}</dd>
      {hours && (
        <>
          <dt>{t('booths.fields.activityTime')}</dt>
          <dd>{hours}</dd>
        </>
      )}
    </>
  );
}

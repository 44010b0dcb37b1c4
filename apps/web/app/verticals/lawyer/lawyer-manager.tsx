import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { professionalText } from '../../components/professional/professional-text.ts';
import { RegisterCheckCard, registerCheckBody } from '../../components/professional/register-check.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { jalaliOf } from './lawyer-dates.ts';

/**
 * The back office's check of a lawyer's licence (the verified badge, with the owner's identity check and an unexpired
 * licence): the number and expiry as the owner wrote them, ticked once found in the bar's register.
 */
export function LawyerManagerCheck({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RegisterCheckCard
      words="lawyer"
      checked={listing.licenseChecked === true}
      text={t('lawyer.manager.number', {
        number: localizeDigits(professionalText(listing, 'licenseNumber'), locale),
        expiry: jalaliOf(professionalText(listing, 'licenseExpiry'), locale),
      })}
    />
  );
}

/** Sends the manager's check (LawyerManagerCheck's form) to the API. */
export function sendLicenseCheck(api: ApiClient, listing: { id: number }, form: FormData): Promise<unknown> {
  return api.POST('/api/v1/manager/lawyer/{id}/license-check', {
    params: { path: { id: listing.id } },
    body: registerCheckBody(form),
  });
}

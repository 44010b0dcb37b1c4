import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { professionalText } from '../../components/professional/professional-text.ts';
import { RegisterCheckCard, registerCheckBody } from '../../components/professional/register-check.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

/**
 * The back office's check of a clinic's medical council number (the verified badge, with the owner's identity check):
 * the number as the owner wrote it, ticked once it is found in the council's register.
 */
export function ClinicManagerCheck({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = localizeDigits(professionalText(listing, 'medicalSystemNumber'), locale);
  return (
    <RegisterCheckCard
      words="clinic"
      checked={listing.medicalSystemChecked === true}
      text={t('clinic.manager.number', { number })}
    />
  );
}

/** Sends the manager's check (ClinicManagerCheck's form) to the API. */
export function sendMedicalCheck(api: ApiClient, listing: { id: number }, form: FormData): Promise<unknown> {
  return api.POST('/api/v1/manager/clinic/{id}/medical-system-check', {
    params: { path: { id: listing.id } },
    body: registerCheckBody(form),
  });
}

import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { parsePaidOn } from '@shahrbazar/domain/rules/receipt';
import { isValidTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import forms from '../panel/forms.module.css';
import { FilePick } from '../media/file-pick.tsx';
import { useUpload } from '../../lib/use-upload.ts';

/** The API's receipt limit (apps/api receipt routes: 8 MB), checked before megabytes go over a slow network. */
const RECEIPT_MAX_BYTES = 8 * MB;

/**
 * A card-to-card receipt for payment `paymentId`: the bank's tracking number, the day paid and the image, sent from
 * the browser straight to POST /api/v1/me/payments/{id}/receipt with a progress bar (the identity documents' upload
 * pipeline), then this page again showing it awaiting review. Uploading needs JavaScript (the form says so without).
 */
export function ReceiptUpload({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = `/panel/payment/${paymentId}/receipt`;
  const { progress, busy, errors, failure, check: shown, send } = useUpload({ panel: 'general', returnTo: here });
  const maxMb = localizeDigits(RECEIPT_MAX_BYTES / MB, locale);

  function check(form: FormData): Record<string, string> {
    const found: Record<string, string> = {};
    const tracking = String(form.get('trackingNumber') ?? '').trim();
    if (!tracking) found.trackingNumber = t('receipts.errors.trackingRequired');
    else if (!isValidTrackingNumber(tracking)) found.trackingNumber = t('receipts.errors.trackingInvalid');
    const paidOn = String(form.get('paidOn') ?? '').trim();
    if (!paidOn) found.paidOn = t('receipts.errors.paidOnRequired');
    else if (!parsePaidOn(paidOn)) found.paidOn = t('receipts.errors.paidOnInvalid');
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) found.file = t('receipts.errors.fileRequired');
    else if (fileProblem(file, RECEIPT_MAX_BYTES) === 'type') found.file = t('errors.unsupported_media_type');
    else if (fileProblem(file, RECEIPT_MAX_BYTES) === 'size') found.file = t('panel.upload.tooLarge', { size: maxMb });
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!shown(check(form))) return;
    const sent = await send('/api/v1/me/payments/{id}/receipt', { params: { path: { id: paymentId } }, body: form });
    if (sent) await navigate(`${here}?sent=1`, { replace: true });
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.stack}>
      <FormAlert failure={failure} shownFields={['trackingNumber', 'paidOn', 'file']} />
      <div className={forms.grid}>
        <TextInput
          name="trackingNumber"
          label={t('receipts.trackingNumber')}
          description={t('receipts.trackingHint')}
          error={errors.trackingNumber}
          disabled={busy}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
          required
        />
        <TextInput
          name="paidOn"
          label={t('receipts.paidOn')}
          description={t('receipts.paidOnHint')}
          error={errors.paidOn}
          disabled={busy}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
          required
        />
      </div>
      <FilePick
        label={t('receipts.chooseFile')}
        hint={t('receipts.fileHint', { size: maxMb })}
        accept={IMAGE_TYPES.join(',')}
        error={errors.file}
        progress={progress}
      />
      <div className={forms.actions}>
        <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
          {t('receipts.send')}
        </Button>
      </div>
    </form>
  );
}

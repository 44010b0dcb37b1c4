import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@mantine/core';
import type { Receipt } from '@shahrbazar/domain/api/receipt.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { parsePaidOn } from '@shahrbazar/domain/rules/receipt';
import { isValidTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import { ApiError } from '../../lib/api-client.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { loginUrl } from '../../lib/panels.ts';
import { fileProblem, IMAGE_TYPES, MB, uploadWithProgress } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import forms from '../panel/forms.module.css';
import { FilePick } from '../media/file-pick.tsx';

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
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure>();
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
    setFailure(undefined);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setProgress(0);
    try {
      await uploadWithProgress<Receipt>(`/api/v1/me/payments/${paymentId}/receipt`, form, {
        onProgress: setProgress,
        locale,
        messageFor: (code) => t(`errors.${code}`),
      });
      await navigate(`${here}?sent=1`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginUrl('general', here));
        return;
      }
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fields ?? {});
      setFailure({ message: error.message, fields: error.fields ?? {} });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
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

import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { textOf } from '../../lib/form-checks.ts';
import { BoothImageField } from './booth-image-field.tsx';
import classes from './booth.module.css';

/** The booth's own text fields the details form sends as typed (the API trims and checks each). */
export const BOOTH_TEXT_FIELDS = [
  'name',
  'subTitle',
  'phone',
  'region',
  'address',
  'activityTime',
  'paymentMethod',
  'senderTime',
  'message',
  'instagram',
  'telegram',
  'website',
  'whatsapp',
] as const;
/** Its switches (0/1) and numbers. */
export const BOOTH_CHOICE_FIELDS = ['activeSale', 'activeChat', 'active'] as const;
export const BOOTH_NUMBER_FIELDS = ['tax', 'extraProfit', 'minimumPurchase'] as const;

/** A booth field of the API's answer as text for an input. */
function savedText(listing: VerticalListing | undefined, field: string): string {
  const value = listing?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The booth's type: the saved one, or the new booth's from the address (?type=). */
export function boothTypeOf(listing: VerticalListing | undefined, url?: URL): BoothType {
  const saved = listing?.type;
  if (BoothType.is(saved)) return saved;
  const asked = url?.searchParams.get('type');
  return BoothType.is(asked) ? asked : BoothType.shop;
}

/**
 * The booth manager's details beyond the core form (spec: Booth): name (its address), sub title, logo and header,
 * contact and hours, sales and chat switches, open/closed, tax and profit percentages, the minimum purchase and the
 * social links. The type is fixed at registration (a hidden field).
 */
export function BoothFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const value = (field: string) => typed?.[field] ?? savedText(listing, field);
  const text = (field: (typeof BOOTH_TEXT_FIELDS)[number], options: { ltr?: boolean; long?: boolean } = {}) => {
    const props = {
      name: field,
      label: t(`booths.fields.${field}`),
      defaultValue: value(field),
      error: errors[field],
      dir: options.ltr ? 'ltr' : 'auto',
    } as const;
    return options.long ? (
      <Textarea key={field} {...props} autosize minRows={2} />
    ) : (
      <TextInput key={field} {...props} autoComplete="off" />
    );
  };
  const choice = (field: (typeof BOOTH_CHOICE_FIELDS)[number], on: string, off: string) => (
    <NativeSelect
      key={field}
      name={field}
      label={t(`booths.fields.${field}`)}
      data={[
        { value: '1', label: on },
        { value: '0', label: off },
      ]}
      defaultValue={value(field) || (field === 'activeSale' ? '0' : '1')}
      error={errors[field]}
    />
  );
  const number = (field: (typeof BOOTH_NUMBER_FIELDS)[number]) => (
    <TextInput
      key={field}
      name={field}
      label={t(`booths.fields.${field}`)}
      defaultValue={value(field)}
      error={errors[field]}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
    />
  );
  return (
    <div className={classes.fieldGrid}>
      <input type="hidden" name="type" value={boothTypeOf(listing)} />
      <TextInput
        name="name"
        label={t('booths.fields.name')}
        description={t('booths.form.nameHint')}
        defaultValue={value('name')}
        error={errors.name}
        required
        dir="ltr"
        autoComplete="off"
      />
      {text('subTitle')}
      <BoothImageField
        name="logo"
        label={t('booths.fields.logo')}
        current={savedText(listing, 'logo')}
        error={errors.logo}
      />
      <BoothImageField
        name="headerImage"
        label={t('booths.fields.headerImage')}
        current={savedText(listing, 'headerImage')}
        error={errors.headerImage}
        wide
      />
      {text('phone', { ltr: true })}
      {text('region')}
      {text('address', { long: true })}
      {text('activityTime')}
      {text('paymentMethod')}
      {text('senderTime')}
      {text('message', { long: true })}
      {choice('active', t('booths.open'), t('booths.closed'))}
      {choice('activeSale', t('booths.form.yes'), t('booths.form.no'))}
      {choice('activeChat', t('booths.form.yes'), t('booths.form.no'))}
      {number('minimumPurchase')}
      {number('tax')}
      {number('extraProfit')}
      {text('instagram', { ltr: true })}
      {text('telegram', { ltr: true })}
      {text('website', { ltr: true })}
      {text('whatsapp', { ltr: true })}
    </div>
  );
}

/** The booth's own fields of the write body, from the details form (Persian digits as ASCII in numbers). */
/** The names of a booth's own form fields (their errors are shown beside them). */
export const BOOTH_FORM_FIELDS: readonly string[] = [
  'type',
  ...BOOTH_TEXT_FIELDS,
  ...BOOTH_CHOICE_FIELDS,
  ...BOOTH_NUMBER_FIELDS,
  'logo',
  'headerImage',
];

export function boothBodyOf(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = { type: textOf(form, 'type') };
  for (const field of BOOTH_TEXT_FIELDS) body[field] = textOf(form, field);
  for (const field of BOOTH_CHOICE_FIELDS) body[field] = textOf(form, field) || undefined;
  for (const field of BOOTH_NUMBER_FIELDS) body[field] = toAsciiDigits(textOf(form, field)).replace(/[,٬\s]/g, '');
  for (const field of ['logo', 'headerImage']) body[field] = textOf(form, field) || undefined;
  return body;
}

import { Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { Address, AddressWrite } from '@shahrbazar/domain/api/address.schema';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import { DEFAULT_MAP_POINT, type Location } from '@shahrbazar/domain/rules/location';
import { MAP_PICK_ZOOM } from '@shahrbazar/domain/rules/map';
import { useStates } from '../geo/use-states.ts';
import { PointMap } from '../map/point-map.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import forms from '../panel/forms.module.css';
import classes from './addresses.module.css';

/** An address as its form holds it while it is typed (ids as the selects hold them, the point once picked). */
export interface AddressDraft {
  title: string;
  recipientName: string;
  mobile: string;
  stateId: string;
  cityId: string;
  address: string;
  postalCode: string;
  point: Location | undefined;
  isDefault: boolean;
}

/** A new address's form, or a saved one's to edit (its numbers in the reader's digits). */
export function draftOf(address: Address | undefined, locale: 'fa' | 'en'): AddressDraft {
  return {
    title: address?.title ?? '',
    recipientName: address?.recipientName ?? '',
    mobile: address ? localizeDigits(address.mobile, locale) : '',
    stateId: address ? String(address.state.id) : '',
    cityId: address ? String(address.city.id) : '',
    address: address?.address ?? '',
    postalCode: address ? localizeDigits(address.postalCode, locale) : '',
    point:
      address?.latitude && address.longitude ? { latitude: address.latitude, longitude: address.longitude } : undefined,
    isDefault: address?.isDefault ?? false,
  };
}

/** What the API takes (POST and PUT /api/v1/me/addresses); the server checks every field. */
export function writeOf(draft: AddressDraft): AddressWrite {
  return {
    title: draft.title,
    recipientName: draft.recipientName,
    mobile: draft.mobile,
    stateId: Number(draft.stateId) || 0,
    cityId: Number(draft.cityId) || 0,
    address: draft.address,
    postalCode: draft.postalCode,
    latitude: draft.point?.latitude ?? null,
    longitude: draft.point?.longitude ?? null,
    isDefault: draft.isDefault,
  };
}

/**
 * An address's fields (issue 35): its name, recipient and mobile, province and city (the site's), the full address,
 * the postal code and, optional, its point on the map (drawn once the page runs in the browser: Leaflet is loaded on
 * the client only). Controlled: the form around it sends it (the panel's «ذخیرهٔ آدرس», the checkout's payment).
 */
export function AddressFields({
  draft,
  onChange,
  errors,
  withDefault = true,
}: {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  errors: Record<string, string>;
  /** Offer «آدرس پیش‌فرض من باشد». */
  withDefault?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { states, failed, retry } = useStates();
  const set = (changes: Partial<AddressDraft>) => onChange({ ...draft, ...changes });
  const state = states?.find((item) => String(item.id) === draft.stateId);
  // Typed digits are shown in the reader's own (Persian digits in Persian); the server reads either.
  const digits = (value: string) => localizeDigits(toAsciiDigits(value), locale);
  const ltr = { dir: 'ltr', classNames: { input: forms.ltrInput } } as const;
  return (
    <div className={forms.stack}>
      <div className={forms.grid}>
        <TextInput
          label={t('addresses.fields.title')}
          placeholder={t('addresses.fields.titlePlaceholder')}
          value={draft.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={errors.title}
          required
        />
        <TextInput
          label={t('addresses.fields.recipientName')}
          value={draft.recipientName}
          onChange={(event) => set({ recipientName: event.currentTarget.value })}
          error={errors.recipientName}
          autoComplete="name"
          required
        />
        <TextInput
          label={t('addresses.fields.mobile')}
          value={draft.mobile}
          onChange={(event) => set({ mobile: digits(event.currentTarget.value) })}
          error={errors.mobile ?? errors.recipientMobile}
          inputMode="tel"
          autoComplete="tel"
          required
          {...ltr}
        />
        <NativeSelect
          label={t('addresses.fields.state')}
          value={draft.stateId}
          onChange={(event) => set({ stateId: event.currentTarget.value, cityId: '' })}
          data={[
            { value: '', label: t('addresses.fields.chooseState') },
            ...(states ?? []).map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          error={errors.stateId}
          required
        />
        <NativeSelect
          label={t('addresses.fields.city')}
          value={draft.cityId}
          onChange={(event) => set({ cityId: event.currentTarget.value })}
          data={[
            { value: '', label: t('addresses.fields.chooseCity') },
            ...(state?.cities ?? []).map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          disabled={!state}
          error={errors.cityId}
          required
        />
        <TextInput
          label={t('addresses.fields.postalCode')}
          value={draft.postalCode}
          onChange={(event) => set({ postalCode: digits(event.currentTarget.value) })}
          error={errors.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          {...ltr}
        />
      </div>
      {failed && (
        <p role="alert" className={classes.note}>
          {t('addresses.fields.statesFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={retry}>
            {t('addresses.fields.retry')}
          </Button>
        </p>
      )}
      <Textarea
        label={t('addresses.fields.address')}
        placeholder={t('addresses.fields.addressPlaceholder')}
        value={draft.address}
        onChange={(event) => set({ address: event.currentTarget.value })}
        error={errors.address}
        autosize
        minRows={2}
        required
      />
      {hydrated && (
        <div className={classes.map}>
          <p className={classes.mapTitle}>{t('addresses.fields.map')}</p>
          <p className={classes.note}>{t('addresses.fields.mapHint')}</p>
          <PointMap
            point={draft.point}
            centre={DEFAULT_MAP_POINT}
            zoom={MAP_PICK_ZOOM}
            label={t('addresses.fields.mapLabel')}
            onPick={(point) => set({ point })}
          />
          {draft.point && (
            <p className={classes.note} role="status">
              {t('addresses.fields.pointChosen')}{' '}
              <Button variant="subtle" size="compact-sm" color="red" onClick={() => set({ point: undefined })}>
                {t('addresses.fields.clearPoint')}
              </Button>
            </p>
          )}
          {errors.latitude && (
            <p role="alert" className={classes.error}>
              {errors.latitude}
            </p>
          )}
        </div>
      )}
      {withDefault && (
        <Checkbox
          label={t('addresses.fields.isDefault')}
          checked={draft.isDefault}
          onChange={(event) => set({ isDefault: event.currentTarget.checked })}
        />
      )}
    </div>
  );
}

import { Button, Checkbox, Radio, Textarea } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import type { Address } from '@shahrbazar/domain/api/address.schema';
import { AddressFields, draftOf, writeOf, type AddressDraft } from '../../../components/addresses/address-fields.tsx';
import { AddressSummary } from '../../../components/addresses/address-summary.tsx';
import classes from '../../../components/addresses/addresses.module.css';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * Where an order goes (issue 35): one of the buyer's saved addresses (the default chosen first), a new one written
 * with its recipient, postal code and point on the map («ذخیرهٔ این آدرس» keeps it in the address book), or, for a
 * buyer without saved addresses, the address typed in one box as before.
 */
export type DeliveryChoice =
  { kind: 'saved'; id: number } | { kind: 'typed'; text: string } | { kind: 'new'; draft: AddressDraft; save: boolean };

/** The choice a checkout opens with: the default saved address, else the first, else the typed one. */
export function firstChoice(addresses: readonly Address[], typed: string): DeliveryChoice {
  const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
  return chosen ? { kind: 'saved', id: chosen.id } : { kind: 'typed', text: typed };
}

/**
 * The checkout's address fields for a choice: a saved address's id (a new one saved first, when asked), or the
 * address as written. A refused save throws the API's error (its fields are the form's).
 */
export async function deliveryFieldsOf(
  api: ApiClient,
  choice: DeliveryChoice,
  onSaved: (address: Address) => void,
  location: { latitude: number; longitude: number },
): Promise<Record<string, unknown>> {
  if (choice.kind === 'saved') return { addressId: choice.id };
  if (choice.kind === 'typed') {
    return {
      address: choice.text,
      latitude: location.latitude > 0 ? location.latitude : 0,
      longitude: location.longitude > 0 ? location.longitude : 0,
    };
  }
  if (choice.save) {
    const saved = await api.POST('/api/v1/me/addresses', { body: writeOf(choice.draft) });
    onSaved(saved);
    return { addressId: saved.id };
  }
  const write = writeOf(choice.draft);
  return {
    address: choice.draft.address,
    latitude: write.latitude ?? 0,
    longitude: write.longitude ?? 0,
    recipientName: write.recipientName,
    recipientMobile: write.mobile,
    postalCode: write.postalCode,
  };
}

export function DeliveryAddress({
  addresses,
  choice,
  onChange,
  errors,
  idPrefix,
}: {
  addresses: readonly Address[];
  choice: DeliveryChoice;
  onChange: (choice: DeliveryChoice) => void;
  errors: Record<string, string>;
  /** Keeps the radio group's name apart from another booth's on the same page. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fresh = (): DeliveryChoice => ({ kind: 'new', draft: draftOf(undefined, locale), save: true });
  const value = choice.kind === 'saved' ? String(choice.id) : choice.kind;
  const pick = (next: string) => {
    if (next === 'new') onChange(choice.kind === 'new' ? choice : fresh());
    else if (next === 'typed') onChange({ kind: 'typed', text: '' });
    else onChange({ kind: 'saved', id: Number(next) });
  };
  return (
    <div className={classes.map}>
      {addresses.length > 0 ? (
        <Radio.Group
          name={`${idPrefix}-address`}
          value={value}
          onChange={pick}
          label={t('addresses.checkout.choose')}
          error={errors.addressId}
        >
          <ul className={classes.list}>
            {addresses.map((address) => (
              <li key={address.id} className={classes.item} data-default={address.isDefault ? 'true' : undefined}>
                <Radio value={String(address.id)} label={<AddressSummary address={address} />} />
              </li>
            ))}
            <li className={classes.item}>
              <Radio value="new" label={t('addresses.add')} />
            </li>
          </ul>
        </Radio.Group>
      ) : choice.kind === 'typed' ? (
        <>
          <Textarea
            label={t('orders.checkout.address')}
            value={choice.text}
            onChange={(event) => onChange({ kind: 'typed', text: event.currentTarget.value })}
            error={errors.address}
            autosize
            minRows={2}
            required
          />
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(fresh())}>
            {t('addresses.add')}
          </Button>
        </>
      ) : null}
      {choice.kind === 'new' && (
        <fieldset className={classes.item}>
          <legend>{t('addresses.checkout.newAddress')}</legend>
          <AddressFields
            draft={choice.draft}
            onChange={(draft) => onChange({ ...choice, draft })}
            errors={errors}
            withDefault={false}
          />
          <Checkbox
            mt="sm"
            label={t('addresses.checkout.saveThis')}
            checked={choice.save}
            onChange={(event) => onChange({ ...choice, save: event.currentTarget.checked })}
          />
          {addresses.length === 0 && (
            <Button mt="xs" variant="subtle" size="compact-sm" onClick={() => onChange({ kind: 'typed', text: '' })}>
              {t('addresses.cancel')}
            </Button>
          )}
        </fieldset>
      )}
    </div>
  );
}

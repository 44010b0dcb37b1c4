import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, TextInput } from '@mantine/core';
import type { Option } from '../manager/types.ts';
import forms from '../panel/forms.module.css';
import type { BannerField } from './banner-form.ts';
import classes from './media.module.css';

export interface BannerChoices {
  locations: Option[];
  sections: Option[];
  statuses: Option[];
}

/**
 * The text fields of a banner (spec: url, item, service type, location, section, status, title), for creating and
 * editing. `values` are what the form shows (the banner's, or what was typed before a refusal).
 */
export function BannerFields({
  values,
  errors,
  choices,
  disabled = false,
}: {
  values: Record<BannerField, string>;
  errors: Record<string, string>;
  choices: BannerChoices;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={forms.grid}>
        <TextInput
          name="title"
          label={t('media.banners.titleField')}
          description={t('media.banners.titleHint')}
          defaultValue={values.title}
          error={errors.title}
          maxLength={200}
          autoComplete="off"
          disabled={disabled}
        />
        <TextInput
          name="url"
          label={t('media.banners.url')}
          description={t('media.banners.urlHint')}
          defaultValue={values.url}
          error={errors.url}
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
          inputMode="url"
          autoComplete="off"
          disabled={disabled}
        />
        <NativeSelect
          name="location"
          label={t('media.banners.location')}
          data={choices.locations}
          defaultValue={values.location}
          error={errors.location}
          required
          disabled={disabled}
        />
        <NativeSelect
          name="section"
          label={t('media.banners.section')}
          data={choices.sections}
          defaultValue={values.section}
          error={errors.section}
          required
          disabled={disabled}
        />
        <NativeSelect
          name="status"
          label={t('media.banners.status')}
          data={choices.statuses}
          defaultValue={values.status}
          error={errors.status}
          disabled={disabled}
        />
        <TextInput
          name="sortOrder"
          label={t('media.banners.sortOrder')}
          description={t('media.banners.sortOrderHint')}
          defaultValue={values.sortOrder}
          error={errors.sortOrder}
          inputMode="numeric"
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
          disabled={disabled}
        />
      </div>
      <fieldset className={classes.details}>
        <legend>{t('media.banners.details')}</legend>
        <div className={forms.grid}>
          <TextInput
            name="item_id"
            label={t('media.banners.itemId')}
            defaultValue={values.item_id}
            error={errors.item_id}
            inputMode="numeric"
            dir="ltr"
            classNames={{ input: forms.ltrInput }}
            disabled={disabled}
          />
          <TextInput
            name="itemName"
            label={t('media.banners.itemName')}
            defaultValue={values.itemName}
            error={errors.itemName}
            maxLength={200}
            disabled={disabled}
          />
          <TextInput
            name="serviceType"
            label={t('media.banners.serviceType')}
            defaultValue={values.serviceType}
            error={errors.serviceType}
            maxLength={50}
            dir="ltr"
            classNames={{ input: forms.ltrInput }}
            disabled={disabled}
          />
        </div>
      </fieldset>
    </>
  );
}

import { NativeSelect, TextInput } from '@mantine/core';
import type { BoothType } from '@shahrbazar/domain/enums/listing';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { asText, KIND_FIELDS } from './kind-facts.tsx';

/** The booth type's own inputs of the product form, named as the API's body names them. */
export function KindFormFields({
  type,
  saved,
  typed,
  errors,
}: {
  type: BoothType;
  saved: Record<string, unknown>;
  typed: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {KIND_FIELDS[type].map((field) => {
        const label = t(`products.kinds.${type}.${field.name}` as 'products.kinds.jewelry.weight');
        const value = typed?.[field.name] ?? asText(saved[field.name]);
        if (field.choices) {
          const { key, values } = field.choices;
          return (
            <NativeSelect
              key={field.name}
              name={field.name}
              label={label}
              required={field.required}
              defaultValue={value || values[0]}
              error={errors[field.name]}
              data={values.map((choice) => ({
                value: choice,
                label: key
                  ? t(`products.kinds.${type}.${key}.${choice}` as 'products.kinds.realEstate.deal.sale')
                  : choice,
              }))}
            />
          );
        }
        return (
          <TextInput
            key={field.name}
            name={field.name}
            label={label}
            required={field.required}
            defaultValue={value}
            error={errors[field.name]}
            inputMode={field.input === 'text' || field.input === 'list' ? undefined : 'decimal'}
            dir={field.input === 'text' || field.input === 'list' ? 'auto' : 'ltr'}
            autoComplete="off"
          />
        );
      })}
    </>
  );
}

/** The booth type's own fields of the write body, from the submitted form (lists split at commas). */
export function kindBodyOf(type: BoothType, form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of KIND_FIELDS[type]) {
    const value = form.get(field.name);
    const text = typeof value === 'string' ? value.trim() : '';
    body[field.name] =
      field.input === 'list'
        ? JSON.stringify(
            text
              .split(/[,،]/)
              .map((item) => item.trim())
              .filter(Boolean),
          )
        : text;
  }
  return body;
}

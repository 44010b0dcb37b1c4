import { data, Form, useNavigation } from 'react-router';
import { TariffListWriteSchema } from '@shahrbazar/domain/api/tariff.schema';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, Text, TextInput } from '@mantine/core';
import { TARIFF_KINDS, tariffKindOf, type TariffKind } from '@shahrbazar/domain/rules/consultation';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import { MAX_TARIFFS } from '@shahrbazar/domain/rules/tariff';
import type { Route } from './+types/tariffs-page';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import { useSavedForm } from '../forms/use-saved-form.ts';
import { idParam } from '../manager/guard.server.ts';
import { savedRedirect } from '../manager/save-record.server.ts';
import { PanelCard, PanelPage } from '../panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureOf, panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { MY_CLINIC_PANEL, type ClientPanel } from '@shahrbazar/domain/rules/clinic-panels';
import { MY_LAWYER_PANEL } from '@shahrbazar/domain/rules/lawyer-panels';
import { ListingScreensMenu } from '../panel/listing-screens-menu.tsx';
import type { ProfessionalWords } from './professional-text.ts';
import classes from './professional.module.css';

/** Blank rows offered below the saved tariffs, for new ones; «افزودن ردیف» adds more (no JavaScript needed). */
const BLANK_ROWS = 2;
/** One row of the form as typed (its kind chosen from a list: a service, or one of the two consultations). */
type Row = Record<'kind' | 'title' | 'price' | 'discount' | 'description', string>;
const kindOf = (value: string): TariffKind =>
  (TARIFF_KINDS as readonly string[]).includes(value) ? (value as TariffKind) : 'service';
const BLANK: Row = { kind: 'service', title: '', price: '', discount: '', description: '' };

/**
 * The professional whose tariffs a page edits, from its address: /panel/myClinic/{id}/tariffs (a clinic's),
 * /panel/myLawyer/{id}/tariffs (a lawyer's). Both keep them in the shared tariffs module (ADR 0128).
 */
const hostOf = (url: URL): ProfessionalWords => (url.pathname.startsWith('/panel/myLawyer/') ? 'lawyer' : 'clinic');

/** The screens of one listing of each professional's panel (the menu above the form). */
const SCREENS: Record<ProfessionalWords, ClientPanel> = { clinic: MY_CLINIC_PANEL, lawyer: MY_LAWYER_PANEL };

/** The owner's tariffs of their clinic or lawyer profile; another user's listing is not found. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const api = serverApi(args.request, args.context);
  const host = hostOf(args.url);
  const [listing, tariffs] = await Promise.all([
    api.GET(`/api/v1/me/${host}/{id}`, { params: { path: { id } } }),
    api.GET(`/api/v1/me/${host}/{id}/tariffs`, { params: { path: { id } } }),
  ]).catch(panelFailure(args, 'general'));
  return { host, listing: { id: listing.id, title: listing.title }, tariffs: tariffs.items };
}

/** The rows of the form as typed, in order (the indices the inputs carry). */
function rowsOf(form: FormData): Row[] {
  const count = Math.min(Number(form.get('rows')) || 0, MAX_TARIFFS + BLANK_ROWS);
  return Array.from({ length: count }, (_, index) => {
    const read = (name: string) => String(form.get(`${name}.${index}`) ?? '').trim();
    return {
      kind: kindOf(read('kind')),
      title: read('title'),
      price: read('price'),
      discount: read('discount'),
      description: read('description'),
    };
  });
}

/**
 * Saves the whole list: rows left blank are dropped; the API's errors (`tariffs.{k}.{field}`) are put back under the
 * row they came from. Post/Redirect/Get on success.
 */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const rows = rowsOf(form);
  // «افزودن ردیف»: the form comes back with one more blank row (as many as the owner needs, up to the limit).
  if (form.get('intent') === 'addRow') {
    return { rows: [...rows, BLANK].slice(0, MAX_TARIFFS), failure: undefined, added: true };
  }
  // A row is kept when anything but its kind was filled (a blank row's kind is only the list's default).
  const kept = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.title || row.price || row.discount || row.description);
  const tariffs = kept.map(({ row }) => ({
    ...row,
    price: toAsciiDigits(row.price),
    discount: toAsciiDigits(row.discount),
  }));
  try {
    await serverApi(args.request, args.context).PUT(`/api/v1/me/${hostOf(args.url)}/{id}/tariffs`, {
      params: { path: { id } },
      body: contractBody(TariffListWriteSchema, { tariffs }, localeOfRequest(args.request)),
    });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(failure.fields)) {
      const [, k, field] = key.split('.');
      const row = kept[Number(k)]?.index;
      fields[row === undefined || field === undefined ? key : `${field}.${row}`] = message;
    }
    return data({ rows, failure: { ...failure, fields }, added: false }, { status });
  }
  return savedRedirect(args);
}

export default function ProfessionalTariffs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { key, saved } = useSavedForm(actionData);
  const failure = actionData?.failure;
  // Each professional's own words (a lawyer's tariffs are not a doctor's visits).
  const host = loaderData.host;
  const savedRows: Row[] = loaderData.tariffs.map((tariff) => ({
    kind: tariff.kind ?? tariffKindOf(tariff.title),
    title: tariff.title,
    price: tariff.price > 0 ? localizeDigits(tariff.price, locale) : '',
    discount: tariff.discount > 0 ? localizeDigits(tariff.discount, locale) : '',
    description: tariff.description,
  }));
  const rows =
    actionData?.rows ??
    [...savedRows, ...Array.from({ length: BLANK_ROWS }, () => BLANK)].slice(0, MAX_TARIFFS + BLANK_ROWS);
  const kinds = TARIFF_KINDS.map((kind) => ({ value: kind, label: t(`${host}.tariffs.kinds.${kind}`) }));
  const error = (field: string, index: number) => failure?.fields[`${field}.${index}`];
  return (
    <PanelPage title={t(`${host}.tariffs.pageTitle`, { title: loaderData.listing.title })}>
      <ListingScreensMenu listingId={loaderData.listing.id} current="tariffs" panel={SCREENS[host]} words={host} />
      <FormNotice>{saved ? t(`${host}.tariffs.saved`) : null}</FormNotice>
      <FormAlert failure={failure} />
      <PanelCard>
        <Text mb="xs">{t(`${host}.tariffs.intro`)}</Text>
        <Text size="sm" c="dimmed" mb="md">
          {t(`${host}.tariffs.emptyHint`)}
        </Text>
        <Form method="post" key={actionData?.added ? `rows-${rows.length}` : key}>
          {/* Enter in a field saves (the first submit button is the default, not «افزودن ردیف»). */}
          <button type="submit" className={classes.defaultSubmit} tabIndex={-1} aria-hidden="true" />
          <input type="hidden" name="rows" value={rows.length} />
          {rows.map((row, index) => (
            <fieldset key={index} className={classes.row}>
              <legend>{t(`${host}.tariffs.row`, { n: localizeDigits(index + 1, locale) })}</legend>
              <NativeSelect
                name={`kind.${index}`}
                label={t(`${host}.tariffs.kind`)}
                data={kinds}
                defaultValue={row.kind}
                error={error('kind', index)}
              />
              <TextInput
                name={`title.${index}`}
                label={t(`${host}.tariffs.itemTitle`)}
                description={t(`${host}.tariffs.itemTitleHint`)}
                placeholder={t(`${host}.tariffs.itemTitlePlaceholder`)}
                defaultValue={row.title}
                error={error('title', index)}
                maxLength={80}
                dir="auto"
              />
              <TextInput
                name={`price.${index}`}
                label={t(`${host}.tariffs.price`)}
                description={t(`${host}.tariffs.priceHint`)}
                defaultValue={row.price}
                error={error('price', index)}
                inputMode="numeric"
                autoComplete="off"
                dir="auto"
              />
              <TextInput
                name={`discount.${index}`}
                label={t(`${host}.tariffs.discount`)}
                defaultValue={row.discount}
                error={error('discount', index)}
                inputMode="numeric"
                autoComplete="off"
                dir="auto"
              />
              <TextInput
                name={`description.${index}`}
                label={t(`${host}.tariffs.description`)}
                defaultValue={row.description}
                error={error('description', index)}
                maxLength={300}
                dir="auto"
              />
            </fieldset>
          ))}
          {rows.length < MAX_TARIFFS && (
            <Button type="submit" name="intent" value="addRow" variant="light" me="sm" mb="sm">
              {t(`${host}.tariffs.addRow`)}
            </Button>
          )}
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t(`${host}.tariffs.save`)}
          </Button>
        </Form>
      </PanelCard>
    </PanelPage>
  );
}

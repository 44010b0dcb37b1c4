import { data } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Fieldset, NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  CityTourWriteSchema,
  MAX_TOUR_STOPS,
  type ManagerCityTour,
  type TourStopWrite,
} from '@shahrbazar/domain/api/city-tour.schema';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { toAsciiDigits, localizeDigits } from '@shahrbazar/domain/format/number';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import type { Route } from './+types/city-tour-edit';
import { RecordForm } from '../../../components/manager/record-form.tsx';
import { saveRecordAction } from '../../../components/manager/save-record.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { loadInitialData } from '../../../lib/initial-data.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { guardRecordPage } from '../../../components/manager/resource/edit.server.ts';
import { cityTours } from '../../../components/manager/resource/city-tours.tsx';

// One module for /manager/cityTour/create and /manager/cityTour/{id}/edit (ADR 0043): the tour's city, title, text
// and status, and its stops as numbered rows (the saved ones and a few blank): a listing by its id or code, or a
// place with its title, picture and point. The order field orders them; an empty row is left out. No JavaScript needed.

const STOP_FIELDS = ['order', 'kind', 'listing', 'title', 'text', 'image', 'latitude', 'longitude'] as const;
type StopField = (typeof STOP_FIELDS)[number];
type StopRow = Record<StopField, string>;
/** Blank rows offered below the saved stops. */
const BLANK_ROWS = 3;

const blankRow = (order: number): StopRow => ({
  order: String(order),
  kind: 'place',
  listing: '',
  title: '',
  text: '',
  image: '',
  latitude: '',
  longitude: '',
});

function rowsOf(tour: ManagerCityTour | undefined): StopRow[] {
  const saved = (tour?.stops ?? []).map((stop, index) => ({
    order: String(index + 1),
    kind: stop.kind,
    listing: stop.listing,
    title: stop.title,
    text: stop.text,
    image: stop.image,
    latitude: stop.kind === 'place' ? String(stop.latitude) : '',
    longitude: stop.kind === 'place' ? String(stop.longitude) : '',
  }));
  const blanks = Math.min(BLANK_ROWS, MAX_TOUR_STOPS - saved.length);
  return [...saved, ...Array.from({ length: blanks }, (_, index) => blankRow(saved.length + index + 1))];
}

/** The list's permission and the create or edit one, as the resource declares them. */
const guard = (args: RequestArgs & { params: { id?: string } }) => guardRecordPage(args, cityTours.policies);

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const [tour, initial] = await Promise.all([
    id === undefined
      ? undefined
      : serverApi(args.request, args.context)
          .GET('/api/v1/manager/city-tours/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager')),
    loadInitialData(args.request, args.context).catch(panelFailure(args, 'manager')),
  ]);
  return { tour, cities: initial.cities.map((city) => ({ value: String(city.id), label: city.name })) };
}

interface TourActionData {
  failure?: FormFailure;
  values?: { fields: Record<string, string>; rows: StopRow[] };
}

/** The stops of the submitted rows: the non-empty ones, by their order, each with the row it came from. */
function stopsOf(rows: StopRow[]): Array<{ row: number; stop: TourStopWrite }> {
  return rows
    .map((row, index) => ({ row, index, order: Number(toAsciiDigits(row.order)) || index + 1 }))
    .filter(({ row }) => [row.listing, row.title, row.text, row.image, row.latitude, row.longitude].some(Boolean))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ row, index }) => ({
      row: index,
      stop:
        row.kind === 'listing'
          ? { kind: 'listing', listing: toAsciiDigits(row.listing).trim(), text: row.text, image: row.image.trim() }
          : {
              kind: 'place',
              title: row.title,
              text: row.text,
              image: row.image.trim(),
              latitude: toAsciiDigits(row.latitude).trim(),
              longitude: toAsciiDigits(row.longitude).trim(),
            },
    }));
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const count = Math.min(Number(text('rows')) || 0, MAX_TOUR_STOPS);
  const rows = Array.from(
    { length: count },
    (_, index) => Object.fromEntries(STOP_FIELDS.map((field) => [field, text(`stop-${index}-${field}`)])) as StopRow,
  );
  const fields = {
    city_id: text('city_id'),
    title: text('title'),
    description: text('description'),
    status: text('status'),
  };
  const stops = stopsOf(rows);
  // The texts as the contract's numbers, parsed by the API's own schema (its messages if refused).
  const body = () =>
    contractBody(
      CityTourWriteSchema,
      {
        city_id: fields.city_id,
        title: fields.title,
        description: fields.description,
        status: Number(fields.status || ContentStatus.published),
        stops: stops.map(({ stop }) => stop),
      },
      localeOfRequest(args.request),
    );
  const result = await saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/city-tours', { body: body() }),
    update: (api, key) => api.PUT('/api/v1/manager/city-tours/{id}', { params: { path: { id: key } }, body: body() }),
    id,
    createdPage: '/manager/cityTours',
    values: {},
  });
  if (result instanceof Response) return result;
  // The API names a stop by its place in the body: the form shows it beside the row it came from.
  const failure = (result.data as { failure: FormFailure }).failure;
  const moved = Object.fromEntries(
    Object.entries(failure.fields).map(([key, message]) => {
      const match = /^stops\.(\d+)\.(\w+)$/.exec(key);
      const row = match ? stops[Number(match[1])]?.row : undefined;
      return [row === undefined ? key : `stops.${row}.${match![2]}`, message];
    }),
  );
  return data<TourActionData>(
    { failure: { ...failure, fields: moved }, values: { fields, rows } },
    { status: result.init?.status ?? 422 },
  );
}

export default function ManagerCityTourEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { tour, cities } = loaderData;
  const result: TourActionData | undefined = actionData;
  const failure = result?.failure;
  const errors = failure?.fields ?? {};
  const typed = result?.values?.fields ?? {
    city_id: tour?.city ? String(tour.city.id) : '',
    title: tour?.title ?? '',
    description: tour?.description ?? '',
    status: String(tour?.status ?? ContentStatus.published),
  };
  const rows = result?.values?.rows ?? rowsOf(tour);
  const words = 'discovery.cityTour.manager';
  const stopError = (index: number, field: string) => errors[`stops.${index}.${field}`];
  return (
    <PanelPage title={tour ? t(`${words}.edit`) : t(`${words}.create`)}>
      <RecordForm
        editing={Boolean(tour)}
        actionData={result}
        shownFields={['title', 'city_id', 'description', 'stops']}
        cancelTo="/manager/cityTours"
        submitLabel={tour ? t(`${words}.save`) : t(`${words}.create`)}
      >
        <input type="hidden" name="rows" value={rows.length} />
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              name="title"
              label={t(`${words}.titleField`)}
              defaultValue={typed.title}
              error={errors.title}
              required
              autoComplete="off"
              maxLength={150}
            />
            <NativeSelect
              name="city_id"
              label={t(`${words}.city`)}
              defaultValue={typed.city_id}
              error={errors.city_id}
              required
              data={[{ value: '', label: t(`${words}.chooseCity`) }, ...cities]}
            />
            <NativeSelect
              name="status"
              label={t(`${words}.status`)}
              defaultValue={typed.status}
              data={ContentStatus.options(locale).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
            />
          </div>
          <Textarea
            name="description"
            label={t(`${words}.descriptionField`)}
            defaultValue={typed.description}
            error={errors.description}
            autosize
            minRows={2}
            mt="md"
            maxLength={1000}
          />
        </PanelCard>
        <PanelCard>
          <p>{t(`${words}.stopsHint`)}</p>
          {errors.stops && <p role="alert">{errors.stops}</p>}
          {rows.map((row, index) => (
            <Fieldset key={index} legend={t(`${words}.stopN`, { n: localizeDigits(index + 1, locale) })} mb="sm">
              <div className={forms.grid}>
                <TextInput
                  name={`stop-${index}-order`}
                  label={t(`${words}.order`)}
                  defaultValue={row.order}
                  inputMode="numeric"
                  dir="ltr"
                />
                <NativeSelect
                  name={`stop-${index}-kind`}
                  label={t(`${words}.kind`)}
                  defaultValue={row.kind}
                  data={[
                    { value: 'place', label: t(`${words}.kindPlace`) },
                    { value: 'listing', label: t(`${words}.kindListing`) },
                  ]}
                />
                <TextInput
                  name={`stop-${index}-listing`}
                  label={t(`${words}.listing`)}
                  defaultValue={row.listing}
                  error={stopError(index, 'listing')}
                  dir="ltr"
                  autoComplete="off"
                />
                <TextInput
                  name={`stop-${index}-title`}
                  label={t(`${words}.stopTitle`)}
                  defaultValue={row.title}
                  error={stopError(index, 'title')}
                  autoComplete="off"
                />
                <TextInput
                  name={`stop-${index}-image`}
                  label={t(`${words}.image`)}
                  defaultValue={row.image}
                  error={stopError(index, 'image')}
                  dir="ltr"
                  autoComplete="off"
                />
                <TextInput
                  name={`stop-${index}-latitude`}
                  label={t(`${words}.latitude`)}
                  defaultValue={row.latitude}
                  error={stopError(index, 'latitude')}
                  inputMode="decimal"
                  dir="ltr"
                />
                <TextInput
                  name={`stop-${index}-longitude`}
                  label={t(`${words}.longitude`)}
                  defaultValue={row.longitude}
                  error={stopError(index, 'longitude')}
                  inputMode="decimal"
                  dir="ltr"
                />
              </div>
              <Textarea
                name={`stop-${index}-text`}
                label={t(`${words}.text`)}
                defaultValue={row.text}
                error={stopError(index, 'text')}
                autosize
                minRows={2}
                mt="xs"
                maxLength={1000}
              />
            </Fieldset>
          ))}
        </PanelCard>
      </RecordForm>
    </PanelPage>
  );
}

import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { PLACE_SLUG_MAX, PLACE_SLUG_PATTERN } from '../text/place-slug.ts';
import { CitySchema, StateSchema } from './catalogue.schema.ts';
import { IdSchema, jsonIdSchema } from './id.schema.ts';

// States (provinces) and cities (spec section 3): the public reads answer StateSchema / CitySchema of
// catalogue.schema.ts; the back office's writes are sent as the spec spells them (city: state_id, name, slug,
// latitude, longitude).

export const GEO_NAME_MAX = 100;

const name = z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(GEO_NAME_MAX, 'tooLong');
// Typed slugs are forgiving about case and surrounding spaces; anything else off the pattern is refused.
const slug = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(PLACE_SLUG_MAX, 'tooLong')
  .regex(PLACE_SLUG_PATTERN, 'invalid');

/** A query filter: '' or -1 (the spec's "any") is left out. */
const anyable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === '-1' || value === -1 ? undefined : value), schema.optional());

const page = z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE);
const perPage = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);
const textSearch = anyable(z.string().trim().max(100, 'tooLong'));

/** The English name (ADR 0045): optional, empty shows the Persian one on the English site. */
const nameEn = z.string().trim().max(GEO_NAME_MAX, 'tooLong').default('');

/** A state a manager creates or edits. */
export const StateWriteSchema = z.object({ name, nameEn, slug }).meta({ id: 'StateWrite' });
export type StateWrite = z.input<typeof StateWriteSchema>;

/** A city a manager creates or edits; a location counts as set only when both coordinates are above 0. */
export const CityWriteSchema = z
  .object({
    state_id: jsonIdSchema({ type: 'required' }),
    name,
    nameEn,
    slug,
    latitude: z.number('invalid').min(-90, 'invalid').max(90, 'invalid').default(0),
    longitude: z.number('invalid').min(-180, 'invalid').max(180, 'invalid').default(0),
  })
  .meta({ id: 'CityWrite' });
export type CityWrite = z.input<typeof CityWriteSchema>;

/** The back office's states list: paging and a search of the name or slug. */
export const StateListQuerySchema = z.object({ page, perPage, textSearch });
export type StateListQuery = z.input<typeof StateListQuerySchema>;

/** The back office's cities list: paging, one state (state_id; -1 any) and a search of the name or slug. */
export const CityListQuerySchema = z.object({
  page,
  perPage,
  textSearch,
  state_id: anyable(IdSchema),
});
export type CityListQuery = z.input<typeof CityListQuerySchema>;

/** Every state with its cities (the city selector, forms that ask for a city). */
export const StateListSchema = z.object({ items: z.array(StateSchema) }).meta({ id: 'StateList' });

/** A state in the back office: its fields and how many cities it has. */
export const ManagerStateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    slug: z.string(),
    cityCount: z.number().int(),
  })
  .meta({ id: 'ManagerState' });
export type ManagerState = z.infer<typeof ManagerStateSchema>;

/** A city in the back office: its fields, its state's name and how many users chose it. */
export const ManagerCitySchema = CitySchema.extend({
  nameEn: z.string(),
  stateName: z.string(),
  userCount: z.number().int(),
}).meta({
  id: 'ManagerCity',
});
export type ManagerCity = z.infer<typeof ManagerCitySchema>;

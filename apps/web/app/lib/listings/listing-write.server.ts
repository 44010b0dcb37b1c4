import { AdWriteSchema } from '@shahrbazar/domain/api/ads.schema';
import { AdvertiseWriteSchema } from '@shahrbazar/domain/api/advertise.schema';
import { BoothWriteSchema } from '@shahrbazar/domain/api/booth.schema';
import { ClinicWriteSchema } from '@shahrbazar/domain/api/clinic.schema';
import { ExpertWriteSchema } from '@shahrbazar/domain/api/expert.schema';
import { LawyerWriteSchema } from '@shahrbazar/domain/api/lawyer.schema';
import { jsonIdSchema } from '@shahrbazar/domain/api/id.schema';
import { ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { WorkWriteSchema } from '@shahrbazar/domain/api/work.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiBody } from '../api-client.ts';
import { contractBody, type Schema } from '../contract-values.server.ts';
import type { VerticalKey } from './define-vertical.ts';

/** What an owner writes to a vertical (POST and PUT /api/v1/me/{key}), as the contract declares it. */
type WriteOf<K extends VerticalKey> = ApiBody<'post', `/api/v1/me/${K}`>;

/**
 * Each vertical's write schema as the API builds it (apps/api verticalRoutes: the listing's common fields with the
 * vertical's own): the web parses a listing form with it before sending, so the API gets the contract's types.
 */
const WRITE: { [K in VerticalKey]: Schema<WriteOf<K>> } = {
  ads: ListingWriteSchema.extend(AdWriteSchema.shape),
  advertise: ListingWriteSchema.extend(AdvertiseWriteSchema.shape),
  booth: ListingWriteSchema.extend(BoothWriteSchema.shape),
  clinic: ListingWriteSchema.extend(ClinicWriteSchema.shape),
  expert: ListingWriteSchema.extend(ExpertWriteSchema.shape),
  lawyer: ListingWriteSchema.extend(LawyerWriteSchema.shape),
  work: ListingWriteSchema.extend(WorkWriteSchema.shape),
};

/**
 * A listing form's body (listingBody: texts as the form sent them) as the vertical's contract types it; refused as
 * the API refuses it, with the same field messages (contractBody).
 */
export function listingWrite<K extends VerticalKey>(key: K, body: unknown, locale: Locale): WriteOf<K> {
  return contractBody(WRITE[key], body, locale);
}

/** An agent opens a booth for one of their users (apps/api agent-booth.routes.ts): the booth's write and `user_id`. */
const AGENT_BOOTH = ListingWriteSchema.extend(BoothWriteSchema.shape).extend({
  user_id: jsonIdSchema({ type: 'required', blank: 'required' }),
}) satisfies Schema<ApiBody<'post', '/api/v1/agent/booth'>>;

/** An agent's booth registration form as the contract types it (refused with the API's own messages). */
export function agentBoothWrite(body: unknown, locale: Locale): ApiBody<'post', '/api/v1/agent/booth'> {
  return contractBody(AGENT_BOOTH, body, locale);
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { UserType } from '@shahrbazar/domain/enums/people';
import { ClientProjectStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { AGENT_POLICY_GROUPS, POLICY_CATALOGUE } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import type { RouteAccess } from '../src/modules/auth/access-control.ts';
import { insertMissingOptions } from '../src/modules/app/option.repository.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import * as make from '../src/modules/media/test-images.ts';
import { users } from '../src/modules/users/user.table.ts';
import { appointments } from '../src/modules/appointments/appointment.table.ts';
import { consultations } from '../src/modules/consultations/consultation.table.ts';
import { orders } from '../src/verticals/booth/order.table.ts';
import { lawyerProjects } from '../src/verticals/lawyer/projects/project.table.ts';
import { notify } from '../src/modules/notify/notification.service.ts';
import { receiptCardOptions } from '../src/seed/receipt-card.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { multipartForm } from './factories/forms.ts';
import { userWithSession } from './factories/users.ts';
import { VALID_SHABA } from './factories/withdrawals.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

/** A record the first customer owns (a consultation: sells), put in a route's `:id`. */
type Own =
  | 'ad'
  | 'document'
  | 'payment'
  | 'withdrawal'
  | 'receipt'
  | 'file'
  | 'session'
  | 'ticket'
  | 'notification'
  | 'order'
  | 'appointment'
  | 'consultation'
  | 'lawyerProject';
/**
 * What a route is, as its author declares it here: open to all, for a signed-in session, for a panel with a policy,
 * or about a record of its caller (`:id` is one of the first customer's records). The kind must agree with the
 * route's access rule; a route missing from this table fails the suite, so every new route is thought about.
 */
type Expectation = 'public' | 'session' | 'policy' | { own: Own };

const P = 'public';
const S = 'session';
const M = 'policy';
const own = (kind: Own) => ({ own: kind }) as const;

/**
 * The routes the listing core registers for a vertical (docs/ARCHITECTURE.md): public list and detail, the owner's
 * list, create, read, edit, status, purchases (a bump, a renewal, an upgrade) and delete. The owner's record routes
 * are checked against the first customer's record where the test can make one (`record`); for the other verticals
 * the same core code answers them.
 */
function listingCoreRoutes(key: string, record: Expectation = S): Record<string, Expectation> {
  return {
    [`GET /api/v1/${key}`]: P,
    [`GET /api/v1/${key}/:slugId`]: P,
    [`GET /api/v1/me/${key}`]: S,
    [`POST /api/v1/me/${key}`]: S,
    [`GET /api/v1/me/${key}/:id`]: record,
    [`PUT /api/v1/me/${key}/:id`]: record,
    [`POST /api/v1/me/${key}/:id/status`]: record,
    [`GET /api/v1/me/${key}/:id/purchases`]: record,
    [`POST /api/v1/me/${key}/:id/purchases`]: record,
    [`DELETE /api/v1/me/${key}/:id`]: record,
  };
}

const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/v1/health': P,
  'GET /api/v1/health/live': P,
  'GET /api/v1/health/ready': P,
  'GET /api/v1/app/initial-data': P,
  'GET /api/v1/app/initial-data/mine': S,
  'GET /api/v1/auth/captcha': P,
  'GET /api/v1/auth/pow': P,
  'POST /api/v1/auth/pow/wait': P,
  'POST /api/v1/auth/otp': P,
  'POST /api/v1/auth/login/otp': P,
  'POST /api/v1/auth/login/password': P,
  'POST /api/v1/auth/register': P,
  'POST /api/v1/auth/password/forgot': P,
  'POST /api/v1/auth/password/reset': P,
  'POST /api/v1/auth/logout': S,
  'GET /api/v1/auth/me': S,
  'GET /api/v1/me/sessions': S,
  'DELETE /api/v1/me/sessions/:id': own('session'),
  'GET /api/v1/dev/captcha/:id': P,
  'GET /api/v1/dev/sms': P,
  'GET /api/v1/dev/mail': P,
  'GET /api/v1/dev/push': P,
  // Runs one round of a job; only where the dev outbox is, only for this machine (as the outbox).
  'POST /api/v1/dev/jobs/:name': P,
  // Puts a visit at today's start for a journey (ADR 0106); development only, as the outbox.
  'POST /api/v1/dev/appointments/:id/start': P,
  'GET /api/v1/me/profile': S,
  'PUT /api/v1/me/profile': S,
  'POST /api/v1/me/avatar': S,
  'GET /api/v1/me/referrals': S,
  'GET /api/v1/me/documents': S,
  'GET /api/v1/me/documents/:id': own('document'),
  'POST /api/v1/me/documents': S,
  'GET /api/v1/me/documents/:id/file': own('document'),
  'GET /api/v1/manager/documents/:id/file': M,
  'GET /api/v1/manager/documents': M,
  'GET /api/v1/manager/documents/:id': M,
  'PUT /api/v1/manager/documents/:id/review': M,
  'GET /api/v1/manager/users': M,
  'GET /api/v1/manager/users/:id': M,
  'POST /api/v1/manager/users': M,
  'PUT /api/v1/manager/users/:id': M,
  'DELETE /api/v1/manager/users/:id': M,
  'GET /api/v1/agent/users': M,
  'GET /api/v1/agent/users/:id': M,
  'POST /api/v1/agent/users': M,
  'PUT /api/v1/agent/users/:id': M,
  // Documents of an agent's users (agent-documents.test.ts: another agent's user's document is a 404).
  'GET /api/v1/agent/documents': M,
  'GET /api/v1/agent/documents/:id': M,
  'GET /api/v1/agent/documents/:id/file': M,
  'POST /api/v1/agent/documents': M,
  'GET /api/v1/manager/policies': M,
  'GET /api/v1/manager/roles': M,
  'GET /api/v1/manager/roles/:id': M,
  'POST /api/v1/manager/roles': M,
  'PUT /api/v1/manager/roles/:id': M,
  'DELETE /api/v1/manager/roles/:id': M,
  'GET /api/v1/manager/dashboard': M,
  'GET /api/v1/states': P,
  'GET /api/v1/cities/:id': P,
  'GET /api/v1/manager/states': M,
  'GET /api/v1/manager/states/:id': M,
  'POST /api/v1/manager/states': M,
  'PUT /api/v1/manager/states/:id': M,
  'DELETE /api/v1/manager/states/:id': M,
  'GET /api/v1/manager/cities': M,
  'GET /api/v1/manager/cities/:id': M,
  'POST /api/v1/manager/cities': M,
  'PUT /api/v1/manager/cities/:id': M,
  'DELETE /api/v1/manager/cities/:id': M,
  'GET /api/v1/categories': P,
  'GET /api/v1/categories/:level/:slug': P,
  'GET /api/v1/manager/categories': M,
  'GET /api/v1/manager/categories/:id': M,
  'POST /api/v1/manager/categories': M,
  'PUT /api/v1/manager/categories/:id': M,
  'DELETE /api/v1/manager/categories/:id': M,
  'POST /api/v1/manager/categories/:id/image': M,
  'GET /api/v1/manager/sub-categories': M,
  'GET /api/v1/manager/sub-categories/:id': M,
  'POST /api/v1/manager/sub-categories': M,
  'PUT /api/v1/manager/sub-categories/:id': M,
  'DELETE /api/v1/manager/sub-categories/:id': M,
  'POST /api/v1/manager/sub-categories/:id/image': M,
  'GET /api/v1/manager/sub-sub-categories': M,
  'GET /api/v1/manager/sub-sub-categories/:id': M,
  'POST /api/v1/manager/sub-sub-categories': M,
  'PUT /api/v1/manager/sub-sub-categories/:id': M,
  'DELETE /api/v1/manager/sub-sub-categories/:id': M,
  'POST /api/v1/manager/sub-sub-categories/:id/image': M,
  'GET /api/v1/tags': P,
  'GET /api/v1/manager/tags': M,
  'GET /api/v1/manager/tags/:id': M,
  'POST /api/v1/manager/tags': M,
  'PUT /api/v1/manager/tags/:id': M,
  'DELETE /api/v1/manager/tags/:id': M,
  'GET /api/v1/pages/:slug': P,
  'GET /api/v1/manager/pages': M,
  'GET /api/v1/manager/pages/:id': M,
  'POST /api/v1/manager/pages': M,
  'PUT /api/v1/manager/pages/:id': M,
  'DELETE /api/v1/manager/pages/:id': M,
  // A tag's listings and the city tour (ADR 0043).
  'GET /api/v1/tags/:slug/listings': P,
  'GET /api/v1/city-tour': P,
  'GET /api/v1/manager/city-tours': M,
  'GET /api/v1/manager/city-tours/:id': M,
  'POST /api/v1/manager/city-tours': M,
  'PUT /api/v1/manager/city-tours/:id': M,
  'DELETE /api/v1/manager/city-tours/:id': M,
  'GET /api/v1/posts': P,
  'GET /api/v1/posts/:slug': P,
  'GET /api/v1/manager/posts': M,
  'GET /api/v1/manager/posts/:id': M,
  'POST /api/v1/manager/posts': M,
  'PUT /api/v1/manager/posts/:id': M,
  'DELETE /api/v1/manager/posts/:id': M,
  'GET /api/v1/map': P,
  'GET /api/v1/profiles/:id': P,
  'POST /api/v1/files': S,
  'DELETE /api/v1/files/:id': own('file'),
  'GET /api/v1/manager/files': M,
  'GET /api/v1/manager/files/:id': M,
  'POST /api/v1/manager/files': M,
  'DELETE /api/v1/manager/files/:id': M,
  'GET /api/v1/banners': P,
  'GET /api/v1/manager/banners': M,
  'GET /api/v1/manager/banners/:id': M,
  'POST /api/v1/manager/banners': M,
  'PUT /api/v1/manager/banners/:id': M,
  'POST /api/v1/manager/banners/:id/image': M,
  'DELETE /api/v1/manager/banners/:id': M,
  'GET /api/v1/packages': P,
  'GET /api/v1/packages/:id': P,
  'GET /api/v1/manager/packages': M,
  'GET /api/v1/manager/packages/:id': M,
  'POST /api/v1/manager/packages': M,
  'PUT /api/v1/manager/packages/:id': M,
  'DELETE /api/v1/manager/packages/:id': M,
  'GET /api/v1/manager/subscriptions': M,
  'GET /api/v1/manager/options': M,
  'GET /api/v1/manager/options/:id': M,
  'POST /api/v1/manager/options': M,
  'PUT /api/v1/manager/options/:id': M,
  'DELETE /api/v1/manager/options/:id': M,
  'GET /api/v1/manager/settings/site': M,
  'PUT /api/v1/manager/settings/site': M,
  'GET /api/v1/manager/settings/texts': M,
  'PUT /api/v1/manager/settings/texts': M,
  'GET /api/v1/manager/settings/app': M,
  'PUT /api/v1/manager/settings/app': M,
  'GET /api/v1/manager/settings/services': M,
  'PUT /api/v1/manager/settings/services': M,
  'GET /api/v1/manager/seo': M,
  'GET /api/v1/manager/seo/:type': M,
  'PUT /api/v1/manager/seo/:type': M,
  'GET /api/v1/seo/:type': P,
  'GET /api/v1/home/listings': P,
  ...listingCoreRoutes('ads', own('ad')),
  ...listingCoreRoutes('advertise'),
  ...listingCoreRoutes('expert'),
  ...listingCoreRoutes('work'),
  ...listingCoreRoutes('clinic'),
  // A clinic's tariffs (the shared tariffs module) and the back office's check of its medical council number; the
  // owner's routes check the clinic is theirs (clinics.test.ts).
  'GET /api/v1/clinic/:slugId/tariffs': P,
  'GET /api/v1/me/clinic/:id/tariffs': S,
  'PUT /api/v1/me/clinic/:id/tariffs': S,
  'GET /api/v1/me/clinic/:id/earnings': S,
  'GET /api/v1/me/clinic/:id/payments': S,
  'POST /api/v1/manager/clinic/:id/medical-system-check': M,
  ...listingCoreRoutes('lawyer'),
  // A lawyer's tariffs and licence check, and the legal questions and answers; the owner's, asker's and lawyer's
  // rights to a record are checked in lawyers.test.ts and lawyer-questions.test.ts.
  'GET /api/v1/lawyer/:slugId/tariffs': P,
  'GET /api/v1/me/lawyer/:id/tariffs': S,
  'PUT /api/v1/me/lawyer/:id/tariffs': S,
  'POST /api/v1/manager/lawyer/:id/license-check': M,
  'GET /api/v1/lawyer/:slugId/answers': P,
  'GET /api/v1/lawyer-questions': P,
  'POST /api/v1/lawyer-questions': S,
  'GET /api/v1/lawyer-questions/:slugId': P,
  'POST /api/v1/lawyer-questions/:slugId/answers': S,
  'POST /api/v1/lawyer-questions/:slugId/helpful': S,
  'POST /api/v1/lawyer-questions/:slugId/files': S,
  'GET /api/v1/lawyer-questions/:slugId/files/:fileId': S,
  'GET /api/v1/me/lawyer-questions': S,
  'GET /api/v1/me/lawyer-answers': S,
  'GET /api/v1/me/lawyer-dashboard': S,
  'GET /api/v1/manager/lawyer-questions': M,
  'POST /api/v1/manager/lawyer-questions/:id/status': M,
  ...listingCoreRoutes('booth'),
  'GET /api/v1/booth/name/:name': P,
  'GET /api/v1/products': P,
  'GET /api/v1/products/:productId': P,
  // A booth's products: the owner's, the onboarding agent's and the back office's doors each check the booth
  // (products.test.ts: another user, an agent without the owner, another booth's owner get 404).
  'GET /api/v1/me/booth/:boothId/products': S,
  'POST /api/v1/me/booth/:boothId/products': S,
  'GET /api/v1/me/booth/:boothId/products/:productId': S,
  'PUT /api/v1/me/booth/:boothId/products/:productId': S,
  'DELETE /api/v1/me/booth/:boothId/products/:productId': S,
  'GET /api/v1/agent/booth/:boothId/products': M,
  'POST /api/v1/agent/booth/:boothId/products': M,
  'GET /api/v1/agent/booth/:boothId/products/:productId': M,
  'PUT /api/v1/agent/booth/:boothId/products/:productId': M,
  'DELETE /api/v1/agent/booth/:boothId/products/:productId': M,
  'GET /api/v1/manager/booth/:boothId/products': M,
  // The appointment book (appointments.test.ts: another patient's appointment and another owner's book are 404).
  'GET /api/v1/appointment-books/:listingId/slots': P,
  'GET /api/v1/me/appointment-books/:listingId': S,
  'PUT /api/v1/me/appointment-books/:listingId': S,
  'GET /api/v1/me/appointment-books/:listingId/appointments': S,
  'POST /api/v1/me/appointment-books/:listingId/appointments/:id/status': S,
  'POST /api/v1/me/appointment-books/:listingId/appointments/:id/cancel': S,
  'POST /api/v1/me/appointment-books/:listingId/appointments/:id/reschedule': S,
  // A book's secretaries (ADR 0105): the owner's to list, add and remove; a person's own desks.
  'GET /api/v1/me/appointment-books/:listingId/secretaries': S,
  'POST /api/v1/me/appointment-books/:listingId/secretaries': S,
  'DELETE /api/v1/me/appointment-books/:listingId/secretaries/:userId': S,
  'GET /api/v1/me/appointment-desks': S,
  'POST /api/v1/me/appointments': S,
  'GET /api/v1/me/appointments': S,
  'GET /api/v1/me/appointments/:id': own('appointment'),
  'POST /api/v1/me/appointments/:id/cancel': own('appointment'),
  'POST /api/v1/me/appointments/:id/reschedule': S,
  'GET /api/v1/me/appointment-waitlist': S,
  'POST /api/v1/me/appointment-waitlist': S,
  'POST /api/v1/me/appointment-waitlist/:id/accept': S,
  'DELETE /api/v1/me/appointment-waitlist/:id': S,
  // Lawyer client projects (lawyer-projects.test.ts: another user gets 404 on a client's project, offer and release).
  'GET /api/v1/lawyer/projects': P,
  'GET /api/v1/lawyer/projects/:slugId': P,
  'POST /api/v1/lawyer/projects/:slugId/offers': S,
  'POST /api/v1/me/lawyer/projects': S,
  'GET /api/v1/me/lawyer/projects': S,
  'GET /api/v1/me/lawyer/projects/:id': own('lawyerProject'),
  'POST /api/v1/me/lawyer/projects/:id/select': S,
  'POST /api/v1/me/lawyer/projects/:id/pay': S,
  'POST /api/v1/me/lawyer/projects/:id/release': S,
  'POST /api/v1/me/lawyer/projects/:id/dispute': S,
  // The client rates a completed project's lawyer (issue 29; lawyer-card-rating.test.ts: anyone else gets 404).
  'POST /api/v1/me/lawyer/projects/:id/rate': S,
  'GET /api/v1/me/lawyer/offers': S,
  'POST /api/v1/me/lawyer/offers/:id/deliver': S,
  'GET /api/v1/manager/lawyer-projects/disputes': M,
  'POST /api/v1/manager/lawyer-projects/:id/resolve': M,
  // Paid online (ADR 0056): the client's own project only; its private files to the client and the selected lawyer.
  'POST /api/v1/me/lawyer/projects/:id/payment': S,
  'POST /api/v1/me/lawyer/projects/:id/files': S,
  'GET /api/v1/lawyer/projects/:slugId/files/:fileId': S,
  // Paid consultations (consultations.test.ts: another patient's consultation is 404, only the owner closes).
  'GET /api/v1/consultation-offers/:listingId': P,
  'POST /api/v1/me/consultations': S,
  'GET /api/v1/me/consultations': S,
  'GET /api/v1/me/consultations/:id': own('consultation'),
  'POST /api/v1/me/consultations/:id/close': own('consultation'),
  'GET /api/v1/me/consultations/with/:userId': S,
  'GET /api/v1/me/listing-consultations/:listingId': S,
  // Section ads (section-ads.test.ts: another user's listing is 404; only a manager decides).
  'GET /api/v1/section-ads/:type': P,
  'POST /api/v1/me/section-ads': S,
  'GET /api/v1/me/section-ads': S,
  'GET /api/v1/manager/section-ads': M,
  'POST /api/v1/manager/section-ads/:id/status': M,
  // Basket, checkout and orders (orders.test.ts: another customer gets 404 on an order, a booth's orders and shipping).
  'POST /api/v1/basket/quote': P,
  'GET /api/v1/me/cart': S,
  'PUT /api/v1/me/cart': S,
  'POST /api/v1/me/cart/merge': S,
  'POST /api/v1/me/orders': S,
  'GET /api/v1/me/orders': S,
  'GET /api/v1/me/orders/:id': own('order'),
  'POST /api/v1/me/orders/:id/status': S,
  // The address book (addresses.test.ts: another person's address is a 404 on every route; checkout refuses it).
  'GET /api/v1/me/addresses': S,
  'POST /api/v1/me/addresses': S,
  'PUT /api/v1/me/addresses/:id': S,
  'POST /api/v1/me/addresses/:id/default': S,
  'DELETE /api/v1/me/addresses/:id': S,
  // An owner's webhooks (webhooks.test.ts: another person's endpoint answers 404).
  'GET /api/v1/me/webhooks': S,
  'POST /api/v1/me/webhooks': S,
  'PATCH /api/v1/me/webhooks/:id': S,
  'DELETE /api/v1/me/webhooks/:id': S,
  'GET /api/v1/me/webhooks/:id/deliveries': S,
  'POST /api/v1/me/webhooks/:id/deliveries/:deliveryId/redeliver': S,
  // A person's API keys (api-keys.test.ts: another person's key answers 404; a key cannot manage keys).
  'GET /api/v1/me/api-keys': S,
  'POST /api/v1/me/api-keys': S,
  'DELETE /api/v1/me/api-keys/:id': S,
  // «موجود شد خبرم کن» (stock-alerts.test.ts: each reads and writes only the caller's own waits).
  'GET /api/v1/me/stock-alerts/:productId': S,
  'PUT /api/v1/me/stock-alerts/:productId': S,
  'DELETE /api/v1/me/stock-alerts/:productId': S,
  'GET /api/v1/me/booth/:boothId/orders': S,
  'GET /api/v1/me/booth/:boothId/orders/:orderId': S,
  'POST /api/v1/me/booth/:boothId/orders/:orderId/status': S,
  // The booth's payment request (order-split-payments.test.ts: another booth's order is a 404).
  'POST /api/v1/me/booth/:boothId/orders/:orderId/requests': S,
  // The back office's and agents' orders (order-admin.test.ts: another agent's order is a 404).
  'GET /api/v1/manager/orders': M,
  'GET /api/v1/manager/orders/:id': M,
  'GET /api/v1/agent/orders': M,
  'GET /api/v1/agent/orders/:id': M,
  // The agent panel's booths (agent-booths.test.ts: another agent's user's booth is a 404).
  'GET /api/v1/agent/booth': M,
  'POST /api/v1/agent/booth': M,
  'GET /api/v1/agent/booth/:id': M,
  'PUT /api/v1/agent/booth/:id': M,
  // The agent pays a booth's package for its owner (agent-booth-payments.test.ts: another's is a 404).
  'POST /api/v1/agent/booth/:id/payment': M,
  'GET /api/v1/agent/payments/:id': M,
  'GET /api/v1/me/booth/:boothId/shipping': S,
  'POST /api/v1/me/booth/:boothId/shipping': S,
  'GET /api/v1/me/booth/:boothId/shipping/:shippingId': S,
  'PUT /api/v1/me/booth/:boothId/shipping/:shippingId': S,
  'DELETE /api/v1/me/booth/:boothId/shipping/:shippingId': S,
  'POST /api/v1/manager/booth/:boothId/products': M,
  'GET /api/v1/manager/booth/:boothId/products/:productId': M,
  'PUT /api/v1/manager/booth/:boothId/products/:productId': M,
  'DELETE /api/v1/manager/booth/:boothId/products/:productId': M,
  // A booth's shelves and stories: public reads of a live booth; the three doors check the booth record
  // (booth-shelves.test.ts: another owner gets 404). Product favorites are the caller's own rows.
  'GET /api/v1/booth/:boothId/categories': P,
  'GET /api/v1/booth/:boothId/stories': P,
  'GET /api/v1/me/favorites/products': S,
  'PUT /api/v1/me/favorites/products/:productId': S,
  'DELETE /api/v1/me/favorites/products/:productId': S,
  'GET /api/v1/me/booth/:boothId/categories': S,
  'POST /api/v1/me/booth/:boothId/categories': S,
  'PUT /api/v1/me/booth/:boothId/categories/:categoryId': S,
  'DELETE /api/v1/me/booth/:boothId/categories/:categoryId': S,
  'GET /api/v1/me/booth/:boothId/stories': S,
  'POST /api/v1/me/booth/:boothId/stories': S,
  'GET /api/v1/me/booth/:boothId/stories/:storyId': S,
  'PUT /api/v1/me/booth/:boothId/stories/:storyId': S,
  'DELETE /api/v1/me/booth/:boothId/stories/:storyId': S,
  'GET /api/v1/agent/booth/:boothId/categories': M,
  'POST /api/v1/agent/booth/:boothId/categories': M,
  'PUT /api/v1/agent/booth/:boothId/categories/:categoryId': M,
  'DELETE /api/v1/agent/booth/:boothId/categories/:categoryId': M,
  'GET /api/v1/agent/booth/:boothId/stories': M,
  'POST /api/v1/agent/booth/:boothId/stories': M,
  'GET /api/v1/agent/booth/:boothId/stories/:storyId': M,
  'PUT /api/v1/agent/booth/:boothId/stories/:storyId': M,
  'DELETE /api/v1/agent/booth/:boothId/stories/:storyId': M,
  'GET /api/v1/manager/booth/:boothId/categories': M,
  'POST /api/v1/manager/booth/:boothId/categories': M,
  'PUT /api/v1/manager/booth/:boothId/categories/:categoryId': M,
  'DELETE /api/v1/manager/booth/:boothId/categories/:categoryId': M,
  'GET /api/v1/manager/booth/:boothId/stories': M,
  'POST /api/v1/manager/booth/:boothId/stories': M,
  'GET /api/v1/manager/booth/:boothId/stories/:storyId': M,
  'PUT /api/v1/manager/booth/:boothId/stories/:storyId': M,
  'DELETE /api/v1/manager/booth/:boothId/stories/:storyId': M,
  // Job applications: the employer's and the seeker's pages check the job or the application is theirs (work.test.ts).
  'POST /api/v1/work/:slugId/applications': S,
  'GET /api/v1/me/applications': S,
  'GET /api/v1/me/work/:id/applications': S,
  'POST /api/v1/me/work/:id/applications/:applicationId/status': S,
  'GET /api/v1/me/work/:id/applications/:applicationId/file': S,
  'GET /api/v1/manager/work-applications': M,
  'GET /api/v1/manager/work-applications/:id/file': M,
  'GET /api/v1/manager/listings': M,
  'GET /api/v1/manager/listings/:id': M,
  'POST /api/v1/manager/listings/:id/status': M,
  'POST /api/v1/manager/listings/:id/special': M,
  'DELETE /api/v1/manager/listings/:id': M,
  'GET /api/v1/me/favorites': S,
  // Favoriting is the caller's own mark on anyone's listing.
  'PUT /api/v1/me/favorites/:id': S,
  'DELETE /api/v1/me/favorites/:id': S,
  'POST /api/v1/listings/:id/contact': S,
  'POST /api/v1/listings/:id/reports': S,
  'GET /api/v1/me/listings/:id/stats': own('ad'),
  'GET /api/v1/manager/listing-reports': M,
  'POST /api/v1/manager/listing-reports/:id': M,
  'GET /api/v1/manager/chat-reports': M,
  'POST /api/v1/manager/chat-reports/:id': M,
  'POST /api/v1/me/payments': S,
  'POST /api/v1/me/payments/:id/pay': own('payment'),
  'GET /api/v1/me/payments': S,
  'GET /api/v1/me/payments/:id': own('payment'),
  'GET /api/v1/me/wallet': S,
  'GET /api/v1/payments/callback': P,
  'GET /api/v1/sandbox-bank/:authority': P,
  'POST /api/v1/sandbox-bank/:authority': P,
  'GET /api/v1/manager/payments': M,
  'GET /api/v1/manager/payments/:id': M,
  'POST /api/v1/manager/payments': M,
  'GET /api/v1/me/withdrawals/allowance': S,
  'GET /api/v1/me/withdrawals': S,
  'GET /api/v1/me/withdrawals/:id': own('withdrawal'),
  'POST /api/v1/me/withdrawals': S,
  'DELETE /api/v1/me/withdrawals/:id': own('withdrawal'),
  'GET /api/v1/manager/withdrawals': M,
  'GET /api/v1/manager/withdrawals/:id': M,
  'POST /api/v1/manager/withdrawals/:id/review': M,
  // The operator's trail, read only (ADR 0078).
  'GET /api/v1/manager/audit': M,
  'GET /api/v1/manager/queue/jobs': M,
  'GET /api/v1/manager/queue/rounds': M,
  'POST /api/v1/manager/queue/jobs/:kind/:id/retry': M,
  'GET /api/v1/me/payments/:id/receipt': own('payment'),
  'POST /api/v1/me/payments/:id/receipt': own('payment'),
  'GET /api/v1/me/receipts/:id/file': own('receipt'),
  'GET /api/v1/manager/receipts': M,
  'GET /api/v1/manager/receipts/:id': M,
  'GET /api/v1/manager/receipts/:id/file': M,
  'POST /api/v1/manager/receipts/:id/review': M,
  'GET /api/v1/me/tickets': S,
  'POST /api/v1/me/tickets': S,
  'GET /api/v1/me/tickets/:id': own('ticket'),
  'POST /api/v1/me/tickets/:id/replies': own('ticket'),
  'GET /api/v1/manager/tickets': M,
  'GET /api/v1/manager/tickets/:id': M,
  'POST /api/v1/manager/tickets/:id/replies': M,
  'POST /api/v1/manager/tickets/:id/status': M,
  'DELETE /api/v1/manager/tickets/:id': M,
  // A chat room is between the caller and the user named in the path: any signed-in user may open one.
  'GET /api/v1/me/chats': S,
  'GET /api/v1/me/chats/unread': S,
  'GET /api/v1/me/chats/stream': S,
  'GET /api/v1/me/chats/:userId': S,
  'GET /api/v1/me/chats/:userId/messages': S,
  'POST /api/v1/me/chats/:userId/messages': S,
  'POST /api/v1/me/chats/:userId/read': S,
  'PUT /api/v1/me/chats/:userId/block': S,
  'DELETE /api/v1/me/chats/:userId/block': S,
  'GET /api/v1/me/chats/:userId/stream': S,
  'POST /api/v1/me/chats/:userId/typing': S,
  'POST /api/v1/me/chats/:userId/report': S,
  // City ads' rewards: the owner's rewarding card checks the listing is theirs (advertise.test.ts).
  'GET /api/v1/me/advertise/:id/rewarding': S,
  'POST /api/v1/me/advertise/:id/rewarding': S,
  'GET /api/v1/advertise/:slugId/reward': P,
  'POST /api/v1/advertise/:slugId/reward/start': S,
  'POST /api/v1/advertise/:slugId/reward/claim': S,
  'GET /api/v1/me/rewards': S,
  'GET /api/v1/comments': P,
  'POST /api/v1/comments': S,
  'GET /api/v1/manager/comments': M,
  'GET /api/v1/manager/comments/:id': M,
  'POST /api/v1/manager/comments/:id/status': M,
  'DELETE /api/v1/manager/comments/:id': M,
  // Notifications, followers and site messages (ADR 0028; notifications.test.ts has the record-level refusals).
  'GET /api/v1/me/notifications': S,
  'GET /api/v1/me/notifications/unread': S,
  'POST /api/v1/me/notifications/read': S,
  'POST /api/v1/me/notifications/:id/read': own('notification'),
  'GET /api/v1/me/notification-settings': S,
  'PUT /api/v1/me/notification-settings': S,
  'POST /api/v1/manager/notifications': M,
  // Web push (ADR 0044; web-push.test.ts has another person's endpoint answering 404).
  'GET /api/v1/push/key': P,
  'GET /api/v1/me/push-subscription': S,
  'PUT /api/v1/me/push-subscription': S,
  'DELETE /api/v1/me/push-subscription': S,
  'GET /api/v1/follows/:type/:id': P,
  'PUT /api/v1/me/follows/:type/:id': S,
  'DELETE /api/v1/me/follows/:type/:id': S,
  'GET /api/v1/me/followers': S,
  'GET /api/v1/site-messages': P,
  'GET /api/v1/manager/site-messages': M,
  'GET /api/v1/manager/site-messages/:id': M,
  'POST /api/v1/manager/site-messages': M,
  'PUT /api/v1/manager/site-messages/:id': M,
  'DELETE /api/v1/manager/site-messages/:id': M,
};

/**
 * Event streams stay open while they are allowed: their refusals (anonymous, another panel) are checked here, their
 * live delivery in chat.test.ts.
 */
const STREAMS = new Set(['GET /api/v1/me/chats/stream', 'GET /api/v1/me/chats/:userId/stream']);

/** The loops below call every route several times: on a busy shared machine they take longer than one test's default. */
const LOOP_TIMEOUT_MS = 180_000;

type Actor =
  'anonymous' | 'customer' | 'otherCustomer' | 'agent' | 'agentWithout' | 'employeeWithout' | 'employeeWith' | 'admin';

const keyOf = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;
const denied = (status: number) => status === 401 || status === 403;

const upload = (fields: Record<string, string>, file: Buffer) =>
  multipartForm(fields, { data: file, name: 'photo.jpg', type: 'image/jpeg' });

/**
 * The authorization matrix, generated from the route table: every registered operation called by anonymous, a
 * customer, another customer, an agent, an employee holding every policy but the route's own, an employee with only
 * that policy and an admin; records belong to the first customer.
 */
// Several thousand requests in each of its tests, more with every route: beyond the suite's 30 s on a busy machine.
describe('authorization matrix of every API operation', { timeout: 240_000 }, () => {
  let app: App;
  let db: Db;
  let fx: BillingFixtures;
  let photo: Buffer;
  const cookies = {} as Record<Exclude<Actor, 'anonymous'>, string>;
  let customerId = 0;
  let employeeRoleId = 0;
  let agentWithoutRoleId = 0;

  const newSession = async (userId: number, kind: 'general' | 'agent' | 'manager') => {
    const { token, session } = await createSession(db, sessionPolicy(testConfig()), {
      userId,
      kind,
      deviceType: 0,
      userAgent: 'matrix',
      ip: '127.0.0.1',
    });
    return { cookie: `token=${token}`, id: session.id };
  };

  /** Gives a role exactly these policies. */
  const setPolicies = async (roleId: number, refs: readonly PolicyRef[]) => {
    await db.delete(rolePolicies).where(eq(rolePolicies.roleId, roleId));
    const ids = await policyIds(db, refs);
    if (ids.length) await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId, policyId })));
  };

  /** A fresh record of the first customer's, made the way the customer makes it. */
  const records: Record<Own, () => Promise<number | string>> = {
    // Live: a public record's owner side (its statistics, its purchases) is still the owner's alone.
    ad: async () => (await insertAd(db, fx, { userId: customerId, status: ListingStatus.active })).id,
    document: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/documents',
        headers: { cookie: cookies.customer },
        payload: upload({ title: 'کارت ملی' }, photo),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    payment: async () => {
      const res = await billing(app).create(cookies.customer, { type: PaymentType.chargeWallet, amount: 20_000 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    withdrawal: async () => {
      await db.update(users).set({ walletBalance: 50_000 }).where(eq(users.id, customerId));
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/withdrawals',
        headers: { cookie: cookies.customer },
        payload: { amount: 10_000, shabaNumber: VALID_SHABA },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    receipt: async () => {
      const paymentId = await records.payment();
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/me/payments/${paymentId}/receipt`,
        headers: { cookie: cookies.customer },
        payload: upload({ trackingNumber: '۱۲۳۴۵۶۷۸', paidOn: new Date().toISOString().slice(0, 10) }, photo),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    file: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: { cookie: cookies.customer },
        payload: upload({}, photo),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
    session: async () => (await newSession(customerId, 'general')).id,
    notification: async () => notify(db, customerId, 'managerMessage', { title: 'سلام', text: 'خوش آمدید' }),
    // The records of the shared book, the booth, the consultations and the lawyer projects, as their services write
    // them (each route's own checks are in its module's tests; here: a stranger never reaches another's).
    order: async () => {
      const [row] = await db
        .insert(orders)
        .values({
          userId: customerId,
          boothName: 'matrix',
          boothTitle: 'غرفه ماتریس',
          shippingTitle: 'پیک شهری',
          shippingPrice: 30_000,
          itemsTotal: 100_000,
          total: 130_000,
          deliveryCodeMain: '123456',
        })
        .returning({ id: orders.id });
      return row!.id;
    },
    appointment: async () => {
      const place = await insertAd(db, fx, { userId: actorUsers.agent.id, status: ListingStatus.active });
      const startAt = new Date(Date.now() + 3 * 86_400_000);
      const [row] = await db
        .insert(appointments)
        .values({
          listingId: place.id,
          userId: customerId,
          startAt,
          endAt: new Date(startAt.getTime() + 30 * 60_000),
          patientName: 'customer',
          method: 'atPlace',
        })
        .returning({ id: appointments.id });
      return row!.id;
    },
    consultation: async () => {
      const listing = await insertAd(db, fx, { userId: customerId, status: ListingStatus.active });
      const patient = await userWithSession(db, { name: 'matrix patient' });
      const [row] = await db
        .insert(consultations)
        .values({ listingId: listing.id, kind: 'text', patientId: patient.user.id, ownerId: customerId, price: 90_000 })
        .returning({ id: consultations.id });
      return row!.id;
    },
    lawyerProject: async () => {
      const [row] = await db
        .insert(lawyerProjects)
        .values({
          userId: customerId,
          type: 'contractDrafting',
          title: 'تنظیم قرارداد اجاره',
          description: 'قرارداد اجاره یک واحد مسکونی',
          slug: 'contract',
          slugId: `matrix${Date.now()}${Math.floor(Math.random() * 1000)}`,
          duration: 7,
          status: ClientProjectStatus.active,
          expireDate: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning({ id: lawyerProjects.id });
      return row!.id;
    },
    ticket: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/tickets',
        headers: { cookie: cookies.customer },
        payload: { title: 'پرداخت انجام نشد', description: 'مبلغ کم شد ولی آگهی فعال نشد.' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    },
  };

  /**
   * Valid bodies for the record routes that check their input before the record: the ownership check must be what
   * answers another customer, not a validation error.
   */
  const bodies: Record<string, () => Record<string, unknown> | FormData> = {
    'PUT /api/v1/me/ads/:id': () => ({
      city_id: fx.city.id,
      package_id: fx.free.id,
      general_sub_sub_category_id: fx.chain.subSub.id,
      title: 'دوچرخه کوهستان نو',
      description: 'کم‌کار',
      price: 1_000_000,
    }),
    'POST /api/v1/me/ads/:id/status': () => ({ status: ListingStatus.pending }),
    'POST /api/v1/me/ads/:id/purchases': () => ({ kind: 'bump', package_id: fx.free.id }),
    'POST /api/v1/me/payments/:id/pay': () => ({ method: 'online' }),
    'POST /api/v1/me/tickets/:id/replies': () => ({ description: 'هنوز پاسخی نیامده است.' }),
    'POST /api/v1/me/payments/:id/receipt': () =>
      upload({ trackingNumber: '۸۷۶۵۴۳۲۱', paidOn: new Date().toISOString().slice(0, 10) }, photo),
  };

  const call = async (route: RouteAccess, actor: Actor, id: number | string = 999_999) => {
    // Logging out ends the session it is called with: each call gets a session of its own.
    const cookie =
      actor === 'anonymous'
        ? undefined
        : route.url === '/api/v1/auth/logout'
          ? (await sessionLike(actor)).cookie
          : cookies[actor];
    const url = route.url
      .replace(/:id\b/g, String(id))
      .replace(':userId', String(id))
      .replace(':applicationId', '999999')
      .replace(':boothId', '999999')
      .replace(':productId', '999999')
      .replace(':categoryId', '999999')
      .replace(':storyId', '999999')
      .replace(':name', 'no-such-booth')
      .replace(':slugId', 'x-1')
      .replace(':authority', 'A0000000000000000000000000000000000')
      .replace(':level', 'category')
      .replace(':slug', 'x')
      .replace(':type', 'home');
    const res = await app.inject({
      method: route.method as 'GET',
      url,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: bodies[keyOf(route)]?.() ?? {} }),
      headers: cookie ? { cookie } : {},
    });
    return res.statusCode;
  };

  const actorUsers = {} as Record<Exclude<Actor, 'anonymous'>, { id: number; kind: 'general' | 'agent' | 'manager' }>;
  const sessionLike = (actor: Exclude<Actor, 'anonymous'>) => newSession(actorUsers[actor].id, actorUsers[actor].kind);

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    await insertMissingOptions(db, receiptCardOptions(true));
    app = await buildTestApp();
    fx = await billingFixtures(db);
    photo = await make.jpeg(120, 160);
    const [employeeRole] = await db.insert(roles).values({ title: 'matrix', type: UserType.employee }).returning();
    employeeRoleId = employeeRole!.id;
    const [agentRole] = await db.insert(roles).values({ title: 'matrix agents', type: UserType.agent }).returning();
    const agentPolicies = await policyIds(
      db,
      POLICY_CATALOGUE.filter((p) => AGENT_POLICY_GROUPS.includes(p.group)),
    );
    await db.insert(rolePolicies).values(agentPolicies.map((policyId) => ({ roleId: agentRole!.id, policyId })));
    const [agentWithoutRole] = await db
      .insert(roles)
      .values({ title: 'matrix agent', type: UserType.agent })
      .returning();
    agentWithoutRoleId = agentWithoutRole!.id;
    const addActor = async (
      actor: Exclude<Actor, 'anonymous'>,
      options: { type: number; kind: 'general' | 'agent' | 'manager'; roleId?: number },
    ) => {
      const made = await userWithSession(db, { ...options, name: actor });
      cookies[actor] = made.cookie;
      actorUsers[actor] = { id: made.user.id, kind: options.kind };
      return made.user.id;
    };
    customerId = await addActor('customer', { type: UserType.client, kind: 'general' });
    await addActor('otherCustomer', { type: UserType.client, kind: 'general' });
    await addActor('agent', { type: UserType.agent, kind: 'agent', roleId: agentRole!.id });
    await addActor('agentWithout', { type: UserType.agent, kind: 'agent', roleId: agentWithoutRoleId });
    await addActor('employeeWithout', { type: UserType.employee, kind: 'manager', roleId: employeeRoleId });
    await addActor('employeeWith', { type: UserType.employee, kind: 'manager', roleId: employeeRoleId });
    await addActor('admin', { type: UserType.admin, kind: 'manager' });
  });
  afterAll(() => app.close());

  it('has an expectation for every registered route, of the kind its access rule says, and none for a route that is gone', () => {
    const registered = new Map(app.routeAccess.map((route) => [keyOf(route), route]));
    const missing = [...registered.keys()].filter((key) => !(key in EXPECTATIONS));
    expect(missing, 'routes without an entry in EXPECTATIONS').toEqual([]);
    expect(
      Object.keys(EXPECTATIONS).filter((key) => !registered.has(key)),
      'entries of no route',
    ).toEqual([]);
    for (const [key, expectation] of Object.entries(EXPECTATIONS)) {
      const access = registered.get(key)!.access;
      const kind = access === 'public' ? P : 'session' in access ? S : M;
      expect(expectation === kind || (typeof expectation === 'object' && kind === S), key).toBe(true);
    }
  });

  it(
    'public routes: nobody is refused',
    async () => {
      for (const route of app.routeAccess.filter((r) => EXPECTATIONS[keyOf(r)] === P)) {
        for (const actor of ['anonymous', 'customer', 'agent', 'admin'] as const) {
          const status = await call(route, actor);
          expect(denied(status), `${keyOf(route)} ${actor} got ${status}`).toBe(false);
          expect(status, `${keyOf(route)} ${actor}`).toBeLessThan(500);
        }
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'session routes: anonymous 401; a session of another panel 403; the right session passes',
    async () => {
      for (const route of app.routeAccess.filter((r) => EXPECTATIONS[keyOf(r)] === S)) {
        const label = keyOf(route);
        const access = route.access as { session: string };
        expect(await call(route, 'anonymous'), `${label} anonymous`).toBe(401);
        for (const actor of ['customer', 'otherCustomer', 'agent', 'employeeWithout', 'admin'] as const) {
          const kind = actorUsers[actor].kind;
          const allowed = access.session === 'any' || access.session === kind;
          if (allowed && STREAMS.has(label)) continue;
          const status = await call(route, actor);
          if (allowed) {
            expect(denied(status), `${label} ${actor} got ${status}`).toBe(false);
            expect(status, `${label} ${actor}`).toBeLessThan(500);
          } else {
            expect(status, `${label} ${actor} (a ${kind} session)`).toBe(403);
          }
        }
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    "records of the first customer: another customer gets 404 (another's record does not exist), the owner gets through",
    async () => {
      for (const route of app.routeAccess) {
        const expectation = EXPECTATIONS[keyOf(route)];
        if (typeof expectation !== 'object') continue;
        const label = keyOf(route);
        const id = await records[expectation.own]();
        expect(await call(route, 'anonymous', id), `${label} anonymous`).toBe(401);
        expect(await call(route, 'otherCustomer', id), `${label} another customer`).toBe(404);
        const owner = await call(route, 'customer', id);
        expect(denied(owner) || owner === 404, `${label} owner got ${owner}`).toBe(false);
        expect(owner, `${label} owner`).toBeLessThan(500);
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    "panel routes: anonymous 401, customers 403, the other panel 403, staff holding every policy but the route's 403; the policy or an admin passes",
    async () => {
      const everything = POLICY_CATALOGUE.map(({ group, name }) => ({ group, name }));
      for (const route of app.routeAccess.filter((r) => EXPECTATIONS[keyOf(r)] === M)) {
        const label = keyOf(route);
        const access = route.access as { panel: 'manager' | 'agent'; policy: PolicyRef };
        expect(await call(route, 'anonymous'), `${label} anonymous`).toBe(401);
        expect(await call(route, 'customer'), `${label} customer`).toBe(403);
        const allBut = everything.filter((p) => p.group !== access.policy.group || p.name !== access.policy.name);
        await setPolicies(employeeRoleId, allBut);
        await setPolicies(agentWithoutRoleId, allBut);
        expect(await call(route, 'employeeWithout'), `${label} employee without the policy`).toBe(403);
        expect(await call(route, 'agentWithout'), `${label} agent without the policy`).toBe(403);
        await setPolicies(employeeRoleId, [access.policy]);
        const withPolicy = await call(route, 'employeeWith');
        const admin = await call(route, 'admin');
        const agent = await call(route, 'agent');
        if (access.panel === 'manager') {
          expect(denied(withPolicy), `${label} employee with the policy got ${withPolicy}`).toBe(false);
          expect(denied(admin), `${label} admin got ${admin}`).toBe(false);
          expect(agent, `${label} agent`).toBe(403);
        } else {
          // Agent routes need an agent session: the back office's staff, admins too, are refused.
          expect(withPolicy, `${label} employee`).toBe(403);
          expect(admin, `${label} admin`).toBe(403);
          expect(denied(agent), `${label} agent with the policy got ${agent}`).toBe(false);
        }
        for (const status of [withPolicy, admin, agent]) expect(status, label).toBeLessThan(500);
      }
    },
    LOOP_TIMEOUT_MS,
  );
});

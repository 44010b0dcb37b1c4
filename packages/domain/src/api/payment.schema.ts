import { z } from 'zod';
import { PaymentMethod, PaymentStatus, PaymentType } from '../enums/commerce.ts';
import { PackageType, PlanType } from '../enums/plans.ts';
import { DeviceType } from '../enums/people.ts';
import { ListingStatus } from '../enums/status.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { PAYMENT_FAILURE_REASONS, PAYMENT_SUBJECT_KINDS, WalletEntryKind } from '../rules/payment.ts';
import { ReceiptStatus } from '../rules/receipt.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema } from './id.schema.ts';
import { pageOf } from './page.schema.ts';

// The billing API's contract (docs/decisions/0014-payments-and-wallet-ledger.md): a payment as the owner and the back
// office read it, the bodies that create and pay one, the list filters of the spec, the wallet and its ledger, and the
// sandbox bank's page. Money is whole toman; a price is always the server's, never the client's.

/** '' , null and -1 (the spec's "no filter" / "no id") are left out. */
const unset = (value: unknown) => value === '' || value === null || value === -1 || value === '-1';

/** An optional positive id, as JSON or text; -1, '' and null mean none. */
const OptionalId = z.preprocess((value) => (unset(value) ? undefined : value), IdSchema.optional());

/** A number sent as text ("3") is read as the number; anything else is left for the schema to judge. */
const numeric = (value: unknown) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

/** A numeric enumeration value as JSON or text ("3" -> 3): exactly one of its values (an `enum` in OpenAPI). */
const enumNumber = <V extends number>(enumeration: { readonly values: readonly V[] }) =>
  z.preprocess(numeric, enumSchema(enumeration));

/** A list filter on an enumeration; -1 and '' mean any. */
const enumFilter = <V extends number>(enumeration: { readonly values: readonly V[] }) =>
  z.preprocess((value) => (unset(value) ? undefined : numeric(value)), enumSchema(enumeration).optional());

const page = z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE);
const perPage = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/**
 * A new payment (POST /api/v1/me/payments). `type` says what it pays for: a listing's package (`item_id`, the listing;
 * `package_id`, default the listing's package) or a wallet charge (`amount`, toman, only here). The price is taken
 * from the package; a `price` (or `user_id`) in the body is ignored.
 */
export const PaymentCreateSchema = z
  .object({
    type: enumNumber(PaymentType),
    item_id: OptionalId,
    package_id: OptionalId,
    /** Whole toman; a wallet charge only (WALLET_CHARGE_MIN..WALLET_CHARGE_MAX). */
    amount: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().optional()),
    /** Which panel the payment comes from (spec default: web client). */
    deviceType: enumFilter(DeviceType),
  })
  .meta({ id: 'PaymentCreate' });
export type PaymentCreate = z.input<typeof PaymentCreateSchema>;
export type PaymentCreateInput = z.output<typeof PaymentCreateSchema>;

/**
 * An agent pays a booth's package for its owner (POST /api/v1/agent/booth/{id}/payment; ADR 0053): another package of
 * the booth's type (an upgrade), or none to pay for the booth's own package (first payment or renewal).
 */
export const AgentPackagePaymentSchema = z.object({ package_id: OptionalId }).meta({ id: 'AgentPackagePayment' });
export type AgentPackagePayment = z.input<typeof AgentPackagePaymentSchema>;

/** How the payer pays (POST /api/v1/me/payments/{id}/pay): online through the bank, or from their wallet. */
export const PaySchema = z.object({ method: z.enum(['online', 'wallet']) }).meta({ id: 'PayRequest' });
export type PayRequest = z.infer<typeof PaySchema>;

/**
 * The `Idempotency-Key` header of the money-moving POSTs: 1..200 visible ASCII characters (a UUID is usual). The same
 * key with the same request answers the first answer again; with another request, 422.
 */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{1,200}$/, 'invalid');
export const IdempotencyHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** What a payment pays for, described by its type: a listing of a vertical, or (orders, deleted items) just its id. */
export const PaymentItemSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('listing'),
      id: z.number().int(),
      /** The vertical's key (ads, expert...). */
      vertical: z.string(),
      title: z.string(),
      slug: z.string(),
      slugId: z.string(),
      status: enumSchema(ListingStatus),
    }),
    z.object({ kind: z.literal('other'), id: z.number().int() }),
  ])
  .meta({ id: 'PaymentItem' });
export type PaymentItem = z.infer<typeof PaymentItemSchema>;

/**
 * What a payment bought, as every kind of item answers it (its module's resolver, ADR 0026's payment items): which
 * kind of thing, its number, its name, the payer's page of it, and the facts the result page shows. Words are the
 * site's (its catalogues); the API answers names, numbers and instants only.
 */
export const PaymentSubjectSchema = z
  .object({
    kind: z.enum(PAYMENT_SUBJECT_KINDS),
    /** The thing's number (the order's, the appointment's, the project's...); null when it has none (a wallet charge). */
    id: z.number().int().nullable(),
    /** Its name: the booth's, the doctor's or lawyer's page, the project's, the listing's, the plan's; '' when none. */
    title: z.string(),
    /**
     * The payer's page of it on the site (/panel/order/12); null when the site finds it by the listing's vertical (a
     * listing's own page, a section ad's screen) or when there is nothing to see any more.
     */
    path: z.string().nullable(),
    /** The listing it belongs to (its vertical's key: whose words it speaks), when it belongs to one. */
    listing: z.object({ id: z.number().int(), vertical: z.string() }).nullable(),
    /** An order's delivery code, once paid, to its payer only; null otherwise. */
    deliveryCode: z.string().nullable(),
    /** An appointment's (or a phone consultation's) start instant; null otherwise. */
    startAt: z.string().nullable(),
    /** A consultation's kind; null otherwise. */
    consultationKind: z.enum(['text', 'phone']).nullable(),
    /**
     * An appointment's turn of its day (its place among the book's live visits that day: «نوبت ۳»), the number a
     * patient is called by, not the appointment's id; null for anything else or a cancelled visit.
     */
    turn: z.number().int().nullable(),
  })
  .meta({ id: 'PaymentSubject' });
export type PaymentSubject = z.infer<typeof PaymentSubjectSchema>;

/** Why an online payment did not complete (or was credited to the wallet instead), with its words. */
export const PaymentFailureSchema = z.object({ reason: z.enum(PAYMENT_FAILURE_REASONS), message: z.string() });

/** A payment of the spec: what it pays for, the server's price, how and when it was paid. */
export const PaymentSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    type: enumSchema(PaymentType),
    method: enumSchema(PaymentMethod),
    /** The thing paid for; null for a wallet charge. */
    item: PaymentItemSchema.nullable(),
    /** What it bought, named, with the payer's page of it (the result page's «مشاهده سفارش»...); null if unknown. */
    subject: PaymentSubjectSchema.nullable(),
    package: z
      .object({
        id: z.number().int(),
        title: z.string(),
        type: enumSchema(PackageType),
        planType: enumSchema(PlanType),
        days: z.number().int(),
      })
      .nullable(),
    /** Whole toman, set by the server from the package (or the charge amount). */
    price: z.number().int(),
    deviceType: enumSchema(DeviceType),
    status: enumSchema(PaymentStatus),
    /** The bank's reference (refId) once paid online. */
    trackingNumber: z.string().nullable(),
    gateway: z.enum(['sandbox', 'zarinpal']).nullable(),
    description: z.string(),
    /** The last online attempt's failure (or a refund to the wallet), in the request's locale; null otherwise. */
    failure: PaymentFailureSchema.nullable(),
    /** The latest card-to-card receipt sent for it (pending: awaiting a manager's review); null when none. */
    receipt: z.object({ id: z.number().int(), status: enumSchema(ReceiptStatus), message: z.string() }).nullable(),
    payDate: z.string().nullable(),
    registerDate: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/** A payment as the back office reads it: with its payer and the gateway's session id. */
export const ManagedPaymentSchema = PaymentSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
  authority: z.string().nullable(),
}).meta({ id: 'ManagedPayment' });
export type ManagedPayment = z.infer<typeof ManagedPaymentSchema>;

/** The answer of paying: where to send the browser (online), and the payment (paid already when from the wallet). */
export const PayResultSchema = z
  .object({
    /** The bank's page for an online payment (the sandbox bank's is on our own site); null for a wallet payment. */
    redirectUrl: z.string().nullable(),
    payment: PaymentSchema,
  })
  .meta({ id: 'PayResult' });
export type PayResult = z.infer<typeof PayResultSchema>;

/** The owner's payments: paging, newest first, and the type, method and status filters. */
export const PaymentListQuerySchema = z.object({
  page,
  perPage,
  type: enumFilter(PaymentType),
  method: enumFilter(PaymentMethod),
  status: enumFilter(PaymentStatus),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

/** The back office's payments: the spec's list filter (type, method, status, deviceType, user, item, package, text). */
export const ManagerPaymentListQuerySchema = PaymentListQuerySchema.extend({
  deviceType: enumFilter(DeviceType),
  user_id: OptionalId,
  item_id: OptionalId,
  package_id: OptionalId,
  /** Words of the description or the tracking number. */
  q: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(100).optional()),
});
export type ManagerPaymentListQuery = z.input<typeof ManagerPaymentListQuerySchema>;

export const PaymentPageSchema = pageOf(PaymentSchema).meta({ id: 'PaymentPage' });
export const ManagedPaymentPageSchema = pageOf(ManagedPaymentSchema).meta({ id: 'ManagedPaymentPage' });

/** One movement of a wallet's ledger: signed toman (+ credit, - debit) and the balance it left. */
export const WalletEntrySchema = z
  .object({
    id: z.number().int(),
    kind: enumSchema(WalletEntryKind),
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    paymentId: z.number().int().nullable(),
    /** The withdrawal a `withdrawal` entry paid out; null for every other kind. */
    withdrawalId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

/** The wallet: its balance (toman) and a page of its ledger, newest first. */
export const WalletSchema = z
  .object({
    /** What may be spent now (whole toman): the wallet's balance less what pending withdrawal requests hold. */
    balance: z.number().int(),
    /** What the user's pending withdrawal requests hold until a manager pays them out or rejects them (ADR 0015). */
    held: z.number().int(),
    entries: pageOf(WalletEntrySchema),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof WalletSchema>;

/** The callback the bank sends the payer's browser to; anything malformed is treated as missing, never a 422. */
export const PaymentCallbackQuerySchema = z.object({
  Authority: z.string().max(200).optional().catch(undefined),
  Status: z.string().max(20).optional().catch(undefined),
});

/** What the sandbox bank page shows for one payment. */
export const SandboxBankPaymentSchema = z
  .object({
    authority: z.string(),
    amount: z.number().int(),
    description: z.string(),
    state: z.enum(['pending', 'paid', 'cancelled']),
  })
  .meta({ id: 'SandboxBankPayment' });

/** The tester's choice on the sandbox bank page. */
export const SandboxBankOutcomeSchema = z
  .object({ outcome: z.enum(['pay', 'cancel']) })
  .meta({ id: 'SandboxBankOutcome' });

/** Where the sandbox bank sends the payer: our callback with Zarinpal's Authority and Status. */
export const SandboxBankRedirectSchema = z.object({ redirect: z.string() }).meta({ id: 'SandboxBankRedirect' });

import { z } from 'zod';
import { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus } from '../enums/commerce.ts';
import { PAYMENT_REQUEST_MAX, PAYMENT_REQUEST_MIN } from '../rules/order.ts';
import { ActiveStatus } from '../enums/status.ts';
import { toAsciiDigits } from '../format/number.ts';
import { BASKET_LINE_MAX, BASKET_MAX_LINES } from '../rules/basket.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { enumSchema } from './enum-schema.ts';
import { idSchema, IdSchema, jsonIdSchema } from './id.schema.ts';
import { MAX_PRICE } from './product.schema.ts';
import { PostalCodeSchema } from './address.schema.ts';
import { MobileSchema } from './auth.schema.ts';

// The basket, checkout and orders of booths (spec: Shipping method, Cart line, Order, Order detail; issue 17).

const typedWhole = (min: number, max: number, fallback?: number) => {
  const base = z.coerce.number({ error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid');
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? toAsciiDigits(value)
            .replace(/[,٬\s]/g, '')
            .trim() || undefined
        : value,
    fallback === undefined ? base : base.default(fallback),
  );
};
const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A booth's shipping method as its manager writes it (spec: title, price, priceConditionFree, description, status). */
export const ShippingWriteSchema = z
  .object({
    title: z.string().trim().min(2, 'required').max(80, 'tooLong'),
    price: typedWhole(0, MAX_PRICE, 0),
    priceConditionFree: typedWhole(0, MAX_PRICE, 0),
    description: text(300),
    status: z.preprocess(
      (value) => (value === undefined || value === '' ? undefined : Number(value)),
      enumSchema(ActiveStatus).default(ActiveStatus.active),
    ),
  })
  .meta({ id: 'ShippingWrite' });
export type ShippingWrite = z.infer<typeof ShippingWriteSchema>;

export const ShippingSchema = z
  .object({
    id: z.number().int(),
    booth: z.number().int(),
    title: z.string(),
    price: z.number().int(),
    priceConditionFree: z.number().int(),
    description: z.string(),
    status: enumSchema(ActiveStatus),
  })
  .meta({ id: 'Shipping' });
export type Shipping = z.infer<typeof ShippingSchema>;

/** A cart line as the API takes it (spec: Cart line: id = the product's id, count, pricingSelectedId). */
export const CartLineSchema = z
  .object({
    id: jsonIdSchema(),
    count: z.number({ error: 'countInvalid' }).int('countInvalid').min(1, 'countInvalid').max(BASKET_LINE_MAX),
    pricingSelectedId: jsonIdSchema().nullable().default(null),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z
  .object({ lines: z.array(CartLineSchema).max(BASKET_MAX_LINES, 'tooMany') })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

/** One basket line priced by the server now, with what changed (its price, its stock). */
export const QuotedLineSchema = z.object({
  id: z.number().int(),
  pricingSelectedId: z.number().int().nullable(),
  count: z.number().int(),
  title: z.string(),
  variant: z.string(),
  image: z.string(),
  href: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  /** The line's total: price × count minus the discount percent. */
  total: z.number().int(),
  /** What the store holds now. */
  stock: z.number().int(),
  /** Why the line cannot be bought as it is: gone, not buyable, or more than the stock. */
  problem: z.enum(['gone', 'notBuyable', 'inventoryLess']).nullable(),
});
export type QuotedLine = z.infer<typeof QuotedLineSchema>;

/** The basket of one booth: its lines, subtotal, shipping methods, minimum purchase and tax. */
export const QuotedBoothSchema = z.object({
  booth: z.object({ id: z.number().int(), name: z.string(), title: z.string(), logo: z.string() }),
  lines: z.array(QuotedLineSchema),
  itemsTotal: z.number().int(),
  minimumPurchase: z.number().int(),
  tax: z.number().int(),
  shipping: z.array(ShippingSchema.extend({ cost: z.number().int() })),
});
export type QuotedBooth = z.infer<typeof QuotedBoothSchema>;

export const BasketQuoteSchema = z
  .object({
    booths: z.array(QuotedBoothSchema),
    /** Lines whose product no longer exists or is not for sale (left out of the booths). */
    gone: z.array(z.object({ id: z.number().int(), pricingSelectedId: z.number().int().nullable() })),
  })
  .meta({ id: 'BasketQuote' });
export type BasketQuote = z.infer<typeof BasketQuoteSchema>;

/**
 * Checking out one booth's basket (POST /api/v1/me/orders). Prices and stock are read by the server. The delivery
 * address is one of the buyer's saved addresses (`addressId`, copied into the order as it is now), or typed here
 * (`address`, with an optional point, recipient, mobile and postal code), as before saved addresses.
 */
export const CheckoutSchema = z
  .object({
    booth_id: jsonIdSchema(),
    shipping_id: jsonIdSchema({ type: 'required', blank: 'required' }),
    lines: z.array(CartLineSchema).min(1, 'required').max(BASKET_MAX_LINES, 'tooMany'),
    /** One of the buyer's saved addresses (GET /api/v1/me/addresses); the typed fields below are then ignored. */
    addressId: jsonIdSchema().optional(),
    address: z.string().trim().max(500, 'tooLong').default(''),
    latitude: z.number().min(0).max(90).default(0),
    longitude: z.number().min(0).max(180).default(0),
    recipientName: text(80),
    recipientMobile: z.preprocess((value) => (value === '' ? undefined : value), MobileSchema.optional()),
    postalCode: z.preprocess((value) => (value === '' ? undefined : value), PostalCodeSchema.optional()),
    description: text(500),
    /** wallet, online, or both: the wallet part first (held while the buyer is at the bank), the rest online. */
    method: z.enum(['online', 'wallet', 'both']),
  })
  // Without a saved address, a typed one of at least 5 characters (checked even when other fields are wrong, so a
  // form hears of every missing field at once).
  .refine((value) => value.addressId !== undefined || value.address.length >= 5, {
    message: 'required',
    path: ['address'],
    when: (payload) => {
      const body = payload.value as { addressId?: unknown; address?: unknown } | null;
      return typeof body === 'object' && body !== null && body.addressId === undefined;
    },
  })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof CheckoutSchema>;

export const OrderDetailSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int().nullable(), title: z.string(), image: z.string(), barcode: z.string() }),
  variant: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  pricingSelectedId: z.number().int().nullable(),
  total: z.number().int(),
});

export const OrderHistorySchema = z.object({
  status: enumSchema(OrderStatus),
  by: z.enum(['booth', 'client', 'system']),
  at: z.string(),
});

/**
 * One of an order's payments (spec: Order.payments): the checkout's, and each payment request of the booth (`request`,
 * its reason in `description`), which the buyer pays from the wallet or online.
 */
export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  /** The part held from (then paid by) the wallet when the checkout's payment was split (ADR 0052). */
  walletPart: z.number().int(),
  status: enumSchema(PaymentStatus),
  method: enumSchema(PaymentMethod),
  description: z.string(),
  payDate: z.string().nullable(),
  request: z.boolean(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** The booth asks the buyer of an order for more (e.g. a shipping difference), with a reason. */
export const PaymentRequestCreateSchema = z
  .object({
    amount: typedWhole(PAYMENT_REQUEST_MIN, PAYMENT_REQUEST_MAX),
    reason: z.string().trim().min(3, 'required').max(300, 'tooLong'),
  })
  .meta({ id: 'PaymentRequestCreate' });
export type PaymentRequestCreate = z.infer<typeof PaymentRequestCreateSchema>;

/** An order of one booth (spec: Order; the delivery code only to its buyer). */
export const OrderSchema = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
    booth: z.object({ id: z.number().int().nullable(), name: z.string(), title: z.string() }),
    shipping: z.object({ id: z.number().int().nullable(), title: z.string(), price: z.number().int() }),
    status: enumSchema(OrderStatus),
    discount: z.number().int(),
    itemsTotal: z.number().int(),
    total: z.number().int(),
    paid: z.number().int(),
    /** The total plus the booth's payment requests: what the buyer owes in all. */
    due: z.number().int(),
    paymentStatus: enumSchema(OrderPaymentStatus),
    payments: z.array(OrderPaymentSchema),
    paymentId: z.number().int().nullable(),
    /** Awaiting payment until then (stock held); null once paid or expired. */
    reservedUntil: z.string().nullable(),
    expired: z.boolean(),
    refunded: z.boolean(),
    /** The code the buyer gives the courier; only in the buyer's answer. */
    deliveryCodeMain: z.string().nullable(),
    /** The code the booth entered at delivery. */
    deliveryCode: z.string().nullable(),
    siteShare: z.number().int(),
    description: z.string(),
    /** The delivery address as it was at checkout (a saved address is copied: editing it later changes no order). */
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Who receives it, their mobile and the postal code; '' when the buyer typed an address without them. */
    recipientName: z.string(),
    recipientMobile: z.string(),
    postalCode: z.string(),
    registerDate: z.string(),
    details: z.array(OrderDetailSchema),
    history: z.array(OrderHistorySchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const CheckoutResultSchema = z
  .object({ order: OrderSchema, redirectUrl: z.string().nullable() })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** A list of orders: newest first, keyset-paged by id, filtered by status. */
export const OrderListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === undefined || value === '-1' ? undefined : Number(value)),
    enumSchema(OrderStatus).optional(),
  ),
  cursor: idSchema().optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderPageSchema = z
  .object({
    items: z.array(OrderSchema),
    nextCursor: z.number().int().nullable(),
    /** Paid orders still pending the booth's confirmation (the booth's new-order badge). */
    pending: z.number().int(),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** Moving an order (the buyer: delivered or problem; the booth: 0..5, with the buyer's code to deliver). */
export const OrderStatusChangeSchema = z
  .object({
    status: z.preprocess((value) => Number(value), enumSchema(OrderStatus)),
    deliveryCode: z
      .string()
      .transform((value) => toAsciiDigits(value).trim())
      .pipe(z.string().max(12, 'invalid'))
      .optional(),
  })
  .meta({ id: 'OrderStatusChange' });

export const BoothOrderParamsSchema = z.object({ boothId: IdSchema, orderId: IdSchema });

import { asc, inArray } from 'drizzle-orm';
import type { Order } from '@shahrbazar/domain/api/order.schema';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { orderAmountDue, orderLineTotal, orderPaymentStatus } from '@shahrbazar/domain/rules/order';
import { paidTotal } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { paymentsOfItems } from '../../modules/payments/payment.repository.ts';
import { userContactsByIds } from '../../modules/users/user.repository.ts';
import { orderDetails, orderHistory } from './order.table.ts';
import type { OrderRow } from './order.service.ts';

/**
 * Orders as the API answers them, in a fixed number of queries however long the page: lines, history, the buyer and
 * the order's payments (the checkout's and the booth's requests), whose paid amount the payment status derives from. The delivery code is only in the buyer's answer; the
 * buyer's mobile and the site's share are for the booth's side and the back office.
 */
export async function toOrders(db: Db, rows: OrderRow[], viewer: 'client' | 'booth' | 'manager'): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history, buyers, paid] = await Promise.all([
    db.select().from(orderDetails).where(inArray(orderDetails.orderId, ids)).orderBy(asc(orderDetails.id)),
    db.select().from(orderHistory).where(inArray(orderHistory.orderId, ids)).orderBy(asc(orderHistory.id)),
    userContactsByIds(
      db,
      rows.map((row) => row.userId),
    ),
    paymentsOfItems(db, PaymentType.order, ids),
  ]);
  const buyerOf = new Map(buyers.map((user) => [user.id, user]));
  return rows.map((row) => {
    const buyer = buyerOf.get(row.userId);
    const own = paid.filter((payment) => payment.itemId === row.id);
    const paidAmount = paidTotal(own);
    // Every payment of the order but the checkout's is a payment request of its booth (ADR 0052).
    const due = orderAmountDue(
      row.total,
      own.filter((payment) => payment.id !== row.paymentId),
    );
    return {
      id: row.id,
      user: { id: row.userId, name: buyer?.name ?? '', mobile: viewer === 'client' ? '' : (buyer?.mobile ?? '') },
      booth: { id: row.boothId, name: row.boothName, title: row.boothTitle },
      shipping: { id: row.shippingId, title: row.shippingTitle, price: row.shippingPrice },
      status: row.status as OrderStatus,
      discount: row.discount,
      itemsTotal: row.itemsTotal,
      total: row.total,
      paid: paidAmount,
      due,
      paymentStatus: orderPaymentStatus(paidAmount, due),
      payments: own.map((payment) => ({
        id: payment.id,
        price: payment.price,
        walletPart: payment.walletPart,
        status: payment.status as PaymentStatus,
        method: payment.method as PaymentMethod,
        description: payment.description,
        payDate: payment.payDate?.toISOString() ?? null,
        request: payment.id !== row.paymentId,
      })),
      paymentId: row.paymentId,
      reservedUntil: row.reservedUntil?.toISOString() ?? null,
      expired: row.cancelledAt !== null,
      refunded: row.refundedAt !== null,
      deliveryCodeMain: viewer === 'client' && row.paidAt ? row.deliveryCodeMain : null,
      deliveryCode: row.deliveryCode,
      siteShare: viewer === 'client' ? 0 : row.siteShare,
      description: row.description,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      recipientName: row.recipientName,
      recipientMobile: row.recipientMobile,
      postalCode: row.postalCode,
      registerDate: row.registerDate.toISOString(),
      details: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          id: line.id,
          product: { id: line.productId, title: line.title, image: line.image, barcode: line.barcode },
          variant: line.variant,
          count: line.count,
          price: line.price,
          discount: line.discount,
          pricingSelectedId: line.pricingSelectedId,
          total: orderLineTotal(line),
        })),
      history: history
        .filter((entry) => entry.orderId === row.id)
        .map((entry) => ({
          status: entry.status as OrderStatus,
          by: entry.by as 'booth' | 'client' | 'system',
          at: entry.at.toISOString(),
        })),
    };
  });
}

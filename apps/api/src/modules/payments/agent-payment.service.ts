import { DeviceType } from '@shahrbazar/domain/enums/people';
import { paymentTypeOfPackage } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import type { ListingRow } from '../listings/listing.repository.ts';
import { findUserById, findUserCreatedBy } from '../users/user.repository.ts';
import type { PaymentGateway } from './gateway/gateway.types.ts';
import { findPayment, type PaymentRow } from './payment.repository.ts';
import { createPayment, startOnlinePayment } from './payment.service.ts';

// An agent pays a listing's package for its owner (ADR 0053). The spec has users buy packages: the payment is the
// owner's (their payments list, their subscription, a refund to their wallet), made from the agent panel (device
// type webAgent) and paid online only, on the bank's page, with the card of whoever pays there. The owner's wallet
// is theirs to spend, not the agent's. The caller has checked the listing on the record (the agent onboarded its
// owner); the package is checked as for the owner (a paid package of the vertical, not the percentage plan).

/**
 * Creates the owner's unpaid payment for `listing`'s package (`packageId`, or the listing's own to pay or renew it)
 * and starts paying it online; answers the bank page to send the agent's browser to.
 */
export async function startAgentPackagePayment(
  db: Db,
  deps: { registry: VerticalRegistry; gateway: PaymentGateway; publicUrl: string },
  listing: ListingRow,
  packageId: number | undefined,
): Promise<{ redirectUrl: string; payment: PaymentRow }> {
  const type = paymentTypeOfPackage(deps.registry.get(listing.vertical)?.packageType ?? -1);
  if (type === undefined) throw new AppError('not_found');
  const owner = await findUserById(db, listing.userId);
  if (!owner) throw new AppError('not_found');
  const payment = await createPayment(db, deps.registry, owner.id, {
    type,
    item_id: listing.id,
    package_id: packageId,
    amount: undefined,
    deviceType: DeviceType.webAgent,
  });
  return startOnlinePayment(db, deps, owner, payment.id);
}

/**
 * A payment the agent made from the agent panel for one of the users they onboarded; any other payment (the user's
 * own, another agent's user's) is not found.
 */
export async function findAgentPayment(db: Db, agentId: number, id: number): Promise<PaymentRow> {
  const payment = await findPayment(db, id);
  if (!payment || payment.deviceType !== DeviceType.webAgent || !(await findUserCreatedBy(db, payment.userId, agentId)))
    throw new AppError('not_found');
  return payment;
}

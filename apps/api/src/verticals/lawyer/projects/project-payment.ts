import { eq } from 'drizzle-orm';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { canPay, LAWYER_PROJECT_MESSAGES, type EscrowState } from '@shahrbazar/domain/rules/lawyer-project';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { registerPaymentItem, type PaymentItemHandler } from '../../../modules/payments/payment-items.ts';
import { registerPaymentSubject } from '../../../modules/payments/payment-subjects.ts';
import { findPayment, type PaymentRow } from '../../../modules/payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../../../modules/payments/payment.service.ts';
import { creditWallet } from '../../../modules/payments/wallet.service.ts';
import { clientsProject, holdProjectMoney, lockProject, type ProjectRow } from './project.service.ts';
import { lawyerProjects } from './project.table.ts';
import { projectSubjects } from './project-subjects.ts';
import { mayAccess } from '../../../modules/access/record-access.ts';

// A selected offer paid online (ADR 0056): the project gets an unpaid payment of type lawyerProject for its fixed
// price, paid through billing's ordinary routes (the bank, or the wallet). Billing calls this module for that type
// (ADR 0026's payment items): the bank's money lands in the client's wallet and is held at once in the project's
// reserve, exactly as a wallet payment is, so the escrow has one mechanism whichever way the money came.

const notPayable = () => new AppError('conflict', LAWYER_PROJECT_MESSAGES.notPayable);
const payableState = (row: ProjectRow) => ({
  status: row.status,
  escrow: row.escrow as EscrowState,
  expireDate: row.expireDate,
});

/**
 * The client's selected, unpaid project (locked) gets its online payment: the open one it already has, or a new one
 * for the price fixed at selection (device type: the lawyer customer's panel). 404 for anyone else's project, 409
 * once paid or before a selection. Answers the payment's id, to be paid at /api/v1/me/payments/{id}/pay.
 */
export async function openProjectPayment(db: Db, clientId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const project = await clientsProject(tx, clientId, id);
    if (!canPay(payableState(project)) || project.price === null) throw notPayable();
    if (project.paymentId !== null) {
      const open = await findPayment(tx, project.paymentId);
      if (open?.status === PaymentStatus.unpaid && open.price === project.price) return open.id;
    }
    const payment = await createUnpaidPayment(tx, {
      userId: clientId,
      type: PaymentType.lawyerProject,
      method: PaymentMethod.online,
      itemId: project.id,
      price: project.price,
      deviceType: DeviceType.webCustomerLawyer,
      description: `پرداخت پروژه «${project.title}» به حساب امانی`,
    });
    await tx.update(lawyerProjects).set({ paymentId: payment.id }).where(eq(lawyerProjects.id, project.id));
    return payment.id;
  });
}

/** The payment's project, locked: the payer's, still awaiting this very payment (409 otherwise). */
async function payableProject(db: Db, payment: PaymentRow): Promise<ProjectRow> {
  const project = payment.itemId === null ? undefined : await lockProject(db, payment.itemId);
  if (
    !project ||
    !mayAccess(payment.userId, 'lawyerProject', project, 'pay') ||
    project.paymentId !== payment.id ||
    project.price !== payment.price ||
    !canPay(payableState(project))
  ) {
    throw notPayable();
  }
  return project;
}

export const projectPaymentItem: PaymentItemHandler = {
  async check(db, payment) {
    await payableProject(db, payment);
  },
  async apply(db, payment) {
    // From the bank: into the client's wallet (entry charge), then held in the project's reserve. A project no longer
    // payable (paid from the wallet meanwhile) throws here, and billing credits the money to the wallet instead.
    const project = await payableProject(db, payment);
    await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price, kind: 'charge' });
    await holdProjectMoney(db, project, new Date());
  },
  async payFromWallet(db, payment) {
    const project = await payableProject(db, payment);
    await holdProjectMoney(db, project, new Date());
    return markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
  },
};

/**
 * What a selected offer's payment bought: the project's escrow, the client's page of the project. A project's posting
 * payment (the same type) is its posting module's (project-posting.ts).
 */
export const projectPaymentSubjects = projectSubjects('paymentId', 'project');

/** Declares client project payments to billing (once, with the routes). */
export function registerProjectPayments(): void {
  registerPaymentItem(PaymentType.lawyerProject, projectPaymentItem);
  registerPaymentSubject(PaymentType.lawyerProject, projectPaymentSubjects);
}

import { inArray } from 'drizzle-orm';
import type { PaymentSubjectKind } from '@shahrbazar/domain/rules/payment';
import { subjectOf, type PaymentSubjectResolver } from '../../../modules/payments/payment-subjects.ts';
import { lawyerProjects } from './project.table.ts';
import { mayAccess } from '../../../modules/access/record-access.ts';

/**
 * What a client project's payment bought, by the project column that names the payment: its posting
 * (`postPaymentId`, kind projectPosting) or its selected offer's escrow (`paymentId`, kind project). Both answer the
 * project and the client's page of it; a payment of the type the column does not name is left to the other resolver
 * (the two share payment type lawyerProject), and one whose payer is not the project's client to nobody.
 */
export function projectSubjects(
  column: 'paymentId' | 'postPaymentId',
  kind: Extract<PaymentSubjectKind, 'project' | 'projectPosting'>,
): PaymentSubjectResolver {
  return async (db, rows) => {
    if (rows.length === 0) return new Map();
    const found = await db
      .select({
        id: lawyerProjects.id,
        userId: lawyerProjects.userId,
        title: lawyerProjects.title,
        paymentId: lawyerProjects[column],
      })
      .from(lawyerProjects)
      .where(
        inArray(
          lawyerProjects[column],
          rows.map((row) => row.id),
        ),
      );
    const answers = new Map<number, ReturnType<typeof subjectOf>>();
    for (const row of rows) {
      const project = found.find((candidate) => candidate.paymentId === row.id);
      if (!project || !mayAccess(row.userId, 'lawyerProject', project, 'pay')) continue;
      answers.set(
        row.id,
        subjectOf({ kind, id: project.id, title: project.title, path: `/panel/lawyerProject/${project.id}` }),
      );
    }
    return answers;
  };
}

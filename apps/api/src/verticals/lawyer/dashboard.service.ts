import { sql } from 'drizzle-orm';
import type { LawyerDashboard } from '@shahrbazar/domain/api/lawyer-dashboard.schema';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { ownerConsultationFigures } from '../../modules/consultations/consultation-figures.ts';
import { lawyerAnswers, lawyerQuestions } from './lawyer.table.ts';
import { lawyerProjectOffers, lawyerProjects } from './projects/project.table.ts';

/**
 * A lawyer's dashboard figures (ADR 0049), for the caller only: answers and helpful marks, offers sent and selected,
 * projects in progress and what released projects paid, in one statement; open and closed consultations and their
 * earnings in one more, from the consultations module.
 */
export async function lawyerDashboard(db: Db, userId: number): Promise<LawyerDashboard> {
  const [result, consultations] = await Promise.all([
    db.execute(sql`
      select
        (select count(*) from ${lawyerAnswers} a where a.user_id = ${userId})::int as answered,
        (select count(*) from ${lawyerAnswers} a
           join ${lawyerQuestions} q on q.helpful_answer_id = a.id
           where a.user_id = ${userId})::int as helpful,
        o.sent, o.selected, o.in_progress, o.earnings
      from (
        select
          count(*)::int as sent,
          count(p.id)::int as selected,
          count(p.id) filter (where p.status = ${ClientProjectStatus.selected})::int as in_progress,
          coalesce(sum(p.price - coalesce(p.site_share, 0)) filter (where p.escrow = 'released'), 0)::bigint
            as earnings
        from ${lawyerProjectOffers} f
        left join ${lawyerProjects} p on p.selected_offer_id = f.id
        where f.lawyer_id = ${userId}
      ) o`),
    ownerConsultationFigures(db, userId, 'lawyer'),
  ]);
  type Row = Record<'answered' | 'helpful' | 'sent' | 'selected' | 'in_progress', number> & {
    earnings: string | number;
  };
  const [row] = (result as unknown as { rows: Row[] }).rows;
  return {
    questionsAnswered: Number(row?.answered ?? 0),
    helpfulAnswers: Number(row?.helpful ?? 0),
    offersSent: Number(row?.sent ?? 0),
    offersSelected: Number(row?.selected ?? 0),
    projectsInProgress: Number(row?.in_progress ?? 0),
    consultationsOpen: consultations.open,
    consultationsClosed: consultations.closed,
    textConsultations: consultations.text,
    phoneConsultations: consultations.phone,
    consultationEarnings: consultations.earnings,
    phoneConsultationEarnings: consultations.phoneEarnings,
    projectEarnings: Number(row?.earnings ?? 0),
  };
}

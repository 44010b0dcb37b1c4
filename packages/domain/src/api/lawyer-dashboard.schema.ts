import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * A lawyer's own figures for the lawyer panel's dashboard (ADR 0049), counted by the server from real activity:
 * their answers and the helpful marks on them, their offers on client projects and the selected ones, the projects
 * they are working on (selected, money not yet settled), their consultations and what the site paid them.
 */
export const LawyerDashboardSchema = z.object({
  questionsAnswered: count,
  helpfulAnswers: count,
  offersSent: count,
  offersSelected: count,
  projectsInProgress: count,
  consultationsOpen: count,
  consultationsClosed: count,
  /** Consultations bought of the lawyer, by kind (ADR 0056). */
  textConsultations: count,
  phoneConsultations: count,
  /** Toman paid to the lawyer for consultations, text and phone (ADR 0039, 0056). */
  consultationEarnings: count,
  /** Of which for phone consultations, settled by the appointment book (ADR 0056). */
  phoneConsultationEarnings: count,
  /** Toman paid to the lawyer for released client projects (the offer's price less the site's share; ADR 0041). */
  projectEarnings: count,
});
export type LawyerDashboard = z.infer<typeof LawyerDashboardSchema>;

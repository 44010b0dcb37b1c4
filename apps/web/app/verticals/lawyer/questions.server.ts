import type { QuestionSummary } from '@shahrbazar/domain/api/lawyer.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import { jalaliOf } from '../../lib/listings/view.server.ts';

/** A question's public address (spec: question show): /lawyer/questions/{slug}/{slugId}. */
export const questionHref = (question: { slug: string; slugId: string }) =>
  `/lawyer/questions/${encodeURIComponent(question.slug || 'q')}/${encodeURIComponent(question.slugId)}`;

/** A legal category's page of questions (spec: legal advice category): /lawyer/advice/{slug}. */
export const adviceHref = (slug: string) => `/lawyer/advice/${encodeURIComponent(slug)}`;

/** A question of a list as the page draws it. */
export function questionCard(question: QuestionSummary, locale: Locale) {
  return {
    id: question.id,
    title: question.title,
    href: questionHref(question),
    excerpt: question.excerpt,
    answers: localizeDigits(question.answerCount, locale),
    answerCount: question.answerCount,
    date: jalaliOf(question.registerDate, locale),
    category: { title: question.generalSubCategory.title, href: adviceHref(question.generalSubCategory.slug) },
    status: question.status,
  };
}
export type QuestionCard = ReturnType<typeof questionCard>;

/** The legal tree (categories of type lawyer) from the initial data. */
export function legalTree(initial: Pick<InitialData, 'generalCategory'>) {
  return initial.generalCategory.filter((category) => category.type === CategoryType.lawyer);
}

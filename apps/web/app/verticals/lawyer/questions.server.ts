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

/**
 * The legal category a page's `{slug}` names in the legal tree: a top category or a sub category (the specialty), with
 * the chips to show under it (a top one's sub categories; the whole tree when no slug is named). Undefined when the
 * slug names none.
 */
export function legalCategoryOf(tree: ReturnType<typeof legalTree>, slug: string | undefined) {
  if (slug === undefined) return { title: undefined, children: tree };
  const top = tree.find((category) => category.slug === slug);
  if (top) return { title: top.title, children: top.subCategories };
  const sub = tree.flatMap((category) => category.subCategories).find((one) => one.slug === slug);
  return sub && { title: sub.title, children: [] };
}

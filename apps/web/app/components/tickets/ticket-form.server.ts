import { textOf } from '../../lib/form-checks.ts';

/** What a ticket form posted, as the API's body: the text, the title and topic when asked for, uploaded pictures' ids. */
export function ticketBodyOf(form: FormData, withTitle: boolean) {
  const fileIds = form
    .getAll('fileIds')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  const values = { description: textOf(form, 'description'), ...(withTitle ? { title: textOf(form, 'title') } : {}) };
  // The topic (spec: general_sub_category_id), when one was picked.
  const topic = Number(textOf(form, 'general_sub_category_id'));
  const topicId = withTitle && Number.isInteger(topic) && topic > 0 ? { general_sub_category_id: topic } : {};
  return {
    values: { ...values, topic: topicId.general_sub_category_id ? String(topic) : '' },
    body: { ...values, ...topicId, fileIds },
  };
}

/** The support topics as the picker groups them: each first-level topic with its sub categories (the ids tickets take). */
export function topicGroups(tree: { title: string; subCategories: { id: number; title: string }[] }[]) {
  return tree
    .filter((item) => item.subCategories.length > 0)
    .map((item) => ({
      group: item.title,
      items: item.subCategories.map((sub) => ({ value: String(sub.id), label: sub.title })),
    }));
}
export type TopicGroup = ReturnType<typeof topicGroups>[number];

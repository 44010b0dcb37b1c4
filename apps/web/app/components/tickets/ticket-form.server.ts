import { textOf } from '../../lib/form-checks.ts';

/** What a ticket form posted, as the API's body: the text, the title when asked for, and uploaded pictures' ids. */
export function ticketBodyOf(form: FormData, withTitle: boolean) {
  const fileIds = form
    .getAll('fileIds')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  const values = { description: textOf(form, 'description'), ...(withTitle ? { title: textOf(form, 'title') } : {}) };
  return { values, body: { ...values, fileIds } };
}

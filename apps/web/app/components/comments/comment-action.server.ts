import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { textOf } from '../../lib/form-checks.ts';
import { expiredTokenCookie } from '../../lib/forward-cookies.ts';
import { loginUrl } from '../../lib/panels.ts';
import { hasSessionCookie, type RequestArgs } from '../../lib/session.server.ts';

/** What a comment form's post answers: sent (it awaits approval), or the API's refusal with what was typed. */
export interface CommentActionData {
  commented?: true;
  failure?: FormFailure;
  values?: { description: string; score: string };
}

/**
 * The action of a page with a comment form (intent=comment): sends the comment to the API. A visitor without a
 * session, or whose session ended, goes to the login page and back to this page.
 */
export async function commentAction(args: RequestArgs, form: FormData) {
  const back = loginUrl('general', args.url.pathname);
  if (!hasSessionCookie(args.request)) throw redirect(back, 303);
  const values = { description: textOf(form, 'description'), score: textOf(form, 'score') };
  try {
    await serverApi(args.request, args.context).POST('/api/v1/comments', {
      body: {
        type: textOf(form, 'type'),
        item_id: Number(textOf(form, 'item_id')),
        description: values.description,
        ...(values.score ? { score: Number(values.score) } : {}),
      },
    });
    return data<CommentActionData>({ commented: true });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      throw redirect(back, { status: 303, headers: { 'Set-Cookie': expiredTokenCookie(args.url) } });
    }
    return data<CommentActionData>(
      { failure: { message: error.message, fields: error.fields ?? {} }, values },
      { status: error.status },
    );
  }
}

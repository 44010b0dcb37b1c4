import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/agent-booth-pay';
import { AGENT } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/**
 * The agent pays a booth's package for its owner (ADR 0053): the booth page's pay form posts here with its key; the
 * payment is started online and the browser goes to the bank's page (the bank sends it back to /agent/verifyPayment).
 * A refusal (the package can no longer be paid for, the bank unavailable) goes back to the booth, which says so.
 */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'agent', AGENT.boothsEdit);
  const id = idParam(args.params.id);
  const key = payKeyOf(await args.request.formData());
  try {
    const result = await serverApi(args.request, args.context).POST('/api/v1/agent/booth/{id}/payment', {
      params: { path: { id } },
      body: {},
      headers: key ? { 'idempotency-key': key } : {},
    });
    if (result.redirectUrl) return redirectDocument(result.redirectUrl, 303);
  } catch (error) {
    if (!(error instanceof ApiError) || [401, 403, 404].includes(error.status)) panelFailure(args, 'agent')(error);
  }
  return redirect(`/agent/booth/${id}/details?payment=failed`, 303);
}

/** Only the form's POST lands here; an address typed in goes to the booth. */
export function loader(args: Route.LoaderArgs) {
  return redirect(`/agent/booth/${idParam(args.params.id)}/details`);
}

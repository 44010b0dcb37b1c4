import { serverApi } from '../../lib/api.server.ts';
import { LOGIN_PATH } from '../../lib/panels.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import type { ReferralData } from './referral-page.tsx';

// The referral page's data, shared by the user panel and the agent panel (GET /me/referrals); only the login page
// an expired session is sent to depends on the panel.

/** Who signed up with my invite link, and the absolute address of the login page the link opens. */
export async function loadReferrals(args: RequestArgs, panel: 'general' | 'agent'): Promise<ReferralData> {
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/me/referrals')
    .catch(panelFailure(args, panel));
  // Invited people sign up as customers whoever invites them: the link opens the user panel's code login, which
  // passes the id on when a new account is made.
  return { items, loginUrl: `${args.url.origin}${LOGIN_PATH.general}` };
}

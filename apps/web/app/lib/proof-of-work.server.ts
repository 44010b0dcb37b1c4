import type { ProofOfWork } from '@shahrbazar/domain/api/auth.schema';
import type { FormProof } from '../components/auth/proof-of-work-field.tsx';
import type { ApiClient } from './api-client.ts';
import { textOf, type FormFailure } from './form-checks.ts';

// The proof of work of a code request from a busy address or browser (ADR 0091), on the server side of the sign-in
// and forgot-password forms: the challenge the form shows, what it sends back, and the wait of a browser without a
// script, whose form comes back without the browser's work.

/** A new challenge, or null when none could be had (the form then sends without one and the API says so). */
export function newProofOfWork(api: ApiClient): Promise<ProofOfWork | null> {
  return api.GET('/api/v1/auth/pow').catch(() => null);
}

/**
 * The work a form sends, for the API body: the browser's nonce; or, from a browser without a script (the form came
 * back with the challenge and no nonce), a wait the API grants instead of the work, waited out here before the code is
 * asked for: the page answers a few seconds later. A refused wait (another of the address runs) throws the API's
 * 429, which says how long.
 */
export async function proofAnswerOf(
  api: ApiClient,
  form: FormData,
): Promise<{ powChallenge?: string; powNonce?: string }> {
  const powChallenge = textOf(form, 'powChallenge');
  if (!powChallenge) return {};
  const given = textOf(form, 'powNonce');
  if (given) return { powChallenge, powNonce: given };
  const data = await api.POST('/api/v1/auth/pow/wait', { body: { challenge: powChallenge } });
  await new Promise((resolve) => setTimeout(resolve, data.waitSeconds * 1000));
  return { powChallenge, powNonce: data.nonce };
}

/**
 * The work a refused form shows next: a new challenge when the API asked for the work (or refused it), the same one
 * and its nonce when something else was wrong (a captcha: the work was not spent), none when the form had none.
 */
export async function nextProof(api: ApiClient, form: FormData, failure: FormFailure): Promise<FormProof | null> {
  if ('powNonce' in failure.fields) {
    const pow = await newProofOfWork(api);
    return pow && { pow };
  }
  const challenge = textOf(form, 'powChallenge');
  const bits = Number(textOf(form, 'powBits'));
  if (!challenge || !Number.isInteger(bits)) return null;
  return { pow: { challenge, bits, expiresIn: 0 }, nonce: textOf(form, 'powNonce') || undefined };
}

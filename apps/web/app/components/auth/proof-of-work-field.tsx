import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { solveProofOfWork } from '@shahrbazar/domain/rules/proof-of-work';
import type { ProofOfWork } from '@shahrbazar/domain/api/auth.schema';
import { checkMobileStep } from '../../lib/form-checks.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useClientCheck } from '../forms/use-client-check.ts';
import classes from './auth.module.css';

type Status = 'idle' | 'working' | 'done' | 'unavailable';

/** What a form shows of the work: the challenge, and the nonce already found for it (kept across a wrong captcha). */
export interface FormProof {
  pow: ProofOfWork;
  nonce?: string | undefined;
}

/**
 * The browser's side of a proof of work (ADR 0091): solves the form's challenge as soon as the page shows it, and holds
 * the form's submission until it is solved, then sends it. A browser that cannot (no WebCrypto) sends it without the
 * work, and the server waits instead, as for a browser without a script. Call `hold` from the form's onSubmit, after
 * its own checks.
 */
export function useProofOfWork(proof: FormProof | null | undefined) {
  const hydrated = useHydrated();
  const [solved, setSolved] = useState<{ challenge: string; nonce: string | undefined } | undefined>();
  const [holding, setHolding] = useState(false);
  // The form whose submission waits for the work: sent from the work's own callback once it is done.
  const held = useRef<HTMLFormElement | null>(null);
  const challenge = proof?.pow.challenge;
  const given = proof?.nonce;
  const bits = proof?.pow.bits ?? 0;

  useEffect(() => {
    if (!challenge || given) return;
    const stop = new AbortController();
    // A digest that fails (a browser's WebCrypto refusing) counts as no work: the form goes without, the server waits.
    const work = solveProofOfWork(challenge, bits, { signal: stop.signal }).catch(() => undefined);
    void work.then((nonce) => {
      if (stop.signal.aborted) return;
      // The nonce is in the form before it is sent.
      flushSync(() => {
        setSolved({ challenge, nonce });
        setHolding(false);
      });
      const form = held.current;
      held.current = null;
      form?.requestSubmit();
    });
    return () => stop.abort();
  }, [challenge, given, bits]);

  const mine = solved?.challenge === challenge ? solved : undefined;
  const nonce = given ?? mine?.nonce;
  const status: Status = !challenge ? 'idle' : nonce ? 'done' : mine ? 'unavailable' : hydrated ? 'working' : 'idle';

  const hold = (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented || status !== 'working') return;
    event.preventDefault();
    held.current = event.currentTarget;
    setHolding(true);
  };
  return { proof, nonce, status, holding, hold };
}

/** A code request form's submission: its empty-input check, then the work held until it is done. */
export function useCodeRequestSubmit(proof: FormProof | null | undefined) {
  const { errors, onSubmit: check } = useClientCheck(checkMobileStep);
  const work = useProofOfWork(proof);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    check(event);
    work.hold(event);
  };
  return { errors, work, onSubmit };
}

/**
 * The work's hidden fields and what the page says of it: why it is asked (the API's words), how it goes, and (before
 * the script runs, or without one) that the answer takes a few seconds.
 */
export function ProofOfWorkField({
  work,
  reason,
}: {
  work: ReturnType<typeof useProofOfWork>;
  reason?: string | undefined;
}) {
  const { t } = useTranslation();
  const { proof, nonce, status, holding } = work;
  if (!proof) return null;
  // Before the page's script runs (and for a browser without one) the server does the waiting: the page says so.
  const said =
    status === 'working'
      ? t(holding ? 'auth.pow.holding' : 'auth.pow.working')
      : status === 'done'
        ? t('auth.pow.done')
        : t('auth.pow.wait');
  return (
    <div className={classes.pow}>
      <input type="hidden" name="powChallenge" value={proof.pow.challenge} />
      <input type="hidden" name="powBits" value={proof.pow.bits} />
      <input type="hidden" name="powNonce" value={nonce ?? ''} />
      {reason && <p className={classes.powReason}>{reason}</p>}
      <p role="status" className={classes.powStatus}>
        {said}
      </p>
    </div>
  );
}

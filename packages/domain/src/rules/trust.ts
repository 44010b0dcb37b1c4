import { defineEnum } from '../enums/define-enum.ts';
import type { EnumValue } from '../enums/define-enum.ts';
import { AuthLevel } from '../enums/people.ts';

// One trust layer for every vertical (issue 29; ADR 0081): the verified badge («احراز شده») is derived from what was
// actually verified, never stored beside it. Every listing needs its owner's identity (an approved document, authLevel
// level 1 or above); a vertical may require professional checks beyond it, which staff do on the number the listing
// shows now (a doctor's medical council number, a lawyer's unexpired bar licence). Which checks a vertical requires is
// declared by the vertical itself (its `trust` in apps/api/src/verticals/<key>/<key>.vertical.ts), never switched on
// here: this module only knows the kinds of check there are.

/** The kinds of check a badge may rest on, in the order a page names them. */
export const TrustCheck = defineEnum({
  identity: { value: 'identity', fa: 'هویت مالک', en: "Owner's identity" },
  medicalSystemNumber: { value: 'medicalSystemNumber', fa: 'شماره نظام پزشکی', en: 'Medical council number' },
  barLicense: { value: 'barLicense', fa: 'پروانهٔ وکالت', en: 'Bar licence' },
});
export type TrustCheck = EnumValue<typeof TrustCheck>;

/** The checks a vertical may require beyond the owner's identity (which every listing needs). */
export type ProfessionalCheck = Exclude<TrustCheck, 'identity'>;

/** What was actually verified of one listing. */
export interface TrustFacts {
  /** The owner's identity level (users.authLevel, set when staff review their documents). */
  ownerAuthLevel: number;
  /**
   * Per professional check, whether staff checked what the listing shows now (a changed number, an expired licence:
   * not done). A check the vertical requires and this leaves out is not done.
   */
  checked?: Partial<Record<ProfessionalCheck, boolean>>;
}

/** A listing's trust as the API answers it: the badge, each check it rests on, and what is still missing. */
export interface Trust {
  verified: boolean;
  checks: Array<{ kind: TrustCheck; done: boolean }>;
  missing: TrustCheck[];
}

/** Whether an identity level counts as verified (spec: authLevel at least level 1). */
export function isIdentityVerified(authLevel: number | null | undefined): boolean {
  return typeof authLevel === 'number' && authLevel >= AuthLevel.level1;
}

/**
 * The trust of a listing whose vertical requires `requires` beyond the owner's identity: verified when every check is
 * done. The checks come in TrustCheck's order, identity first, each once.
 */
export function trustOf(requires: readonly ProfessionalCheck[], facts: TrustFacts): Trust {
  const needed = new Set<TrustCheck>(['identity', ...requires]);
  const checks = TrustCheck.values
    .filter((kind) => needed.has(kind))
    .map((kind) => ({
      kind,
      done: kind === 'identity' ? isIdentityVerified(facts.ownerAuthLevel) : facts.checked?.[kind] === true,
    }));
  const missing = checks.filter((check) => !check.done).map((check) => check.kind);
  return { verified: missing.length === 0, checks, missing };
}

/** The identity level a yes/no "owner verified" stands for (callers that only know the yes/no). */
export function authLevelOfVerified(verified: boolean): number {
  return verified ? AuthLevel.level1 : AuthLevel.level0;
}

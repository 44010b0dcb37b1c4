import { describe, expect, it } from 'vitest';
import { PackageType, PlanType } from '../enums/plans.ts';
import { ClientProjectStatus, PackageStatus } from '../enums/status.ts';
import { formatBudget } from '../format/price.ts';
import {
  budgetProblem,
  canDeliver,
  canDispute,
  canPay,
  canRelease,
  canResolve,
  canSelect,
  endsAtDeadline,
  isOpenForOffers,
  isPostingPackage,
  mayReadProjectFiles,
  performanceCounterOf,
  projectExpireDate,
  type EscrowState,
} from './lawyer-project.ts';

const now = new Date('2026-11-26T10:00:00Z');
const later = new Date('2026-12-03T10:00:00Z');
const project = (status: number, escrow: EscrowState = 'none', expireDate = later) => ({ status, escrow, expireDate });

describe('client project status machine', () => {
  it('takes offers and a selection only while active and before the deadline', () => {
    expect(isOpenForOffers(project(ClientProjectStatus.active), now)).toBe(true);
    expect(canSelect(project(ClientProjectStatus.active), now)).toBe(true);
    expect(isOpenForOffers(project(ClientProjectStatus.active, 'none', now), now)).toBe(false);
    for (const status of [
      ClientProjectStatus.pending,
      ClientProjectStatus.inactive,
      ClientProjectStatus.selected,
      ClientProjectStatus.completed,
      ClientProjectStatus.ended,
    ]) {
      expect(isOpenForOffers(project(status), now), String(status)).toBe(false);
      expect(canSelect(project(status), now), String(status)).toBe(false);
    }
  });

  it('pays once after a selection, delivers and releases while held, resolves a dispute', () => {
    const selected = (escrow: EscrowState) => project(ClientProjectStatus.selected, escrow);
    expect(canPay(selected('none'))).toBe(true);
    expect(canPay(selected('held'))).toBe(false);
    expect(canPay(project(ClientProjectStatus.active))).toBe(false);
    expect(canDeliver(selected('held'))).toBe(true);
    expect(canDeliver(selected('none'))).toBe(false);
    expect(canDeliver(selected('delivered'))).toBe(false);
    expect(canRelease(selected('held'))).toBe(true);
    expect(canRelease(selected('delivered'))).toBe(true);
    for (const escrow of ['none', 'disputed', 'released', 'refunded'] as const) {
      expect(canRelease(selected(escrow)), escrow).toBe(false);
    }
    expect(canDispute(selected('delivered'))).toBe(true);
    expect(canResolve(selected('disputed'))).toBe(true);
    expect(canResolve(selected('held'))).toBe(false);
    expect(canRelease(project(ClientProjectStatus.completed, 'released'))).toBe(false);
  });

  it('ends at the deadline only what nobody was selected on', () => {
    expect(endsAtDeadline(project(ClientProjectStatus.active, 'none', now), now)).toBe(true);
    expect(endsAtDeadline(project(ClientProjectStatus.active), now)).toBe(false);
    expect(endsAtDeadline(project(ClientProjectStatus.selected, 'held', now), now)).toBe(false);
    expect(endsAtDeadline(project(ClientProjectStatus.completed, 'released', now), now)).toBe(false);
  });

  it('sets the deadline 7 days after posting by default', () => {
    expect(projectExpireDate(now).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(projectExpireDate(now, 1).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });
});

describe('client project budget and share', () => {
  it('refuses a budgetTo below budgetFrom, allows negotiable and open-ended budgets', () => {
    expect(budgetProblem(5_000_000, 1_000_000)).toBe('budgetTo');
    expect(budgetProblem(1_000_000, 5_000_000)).toBeNull();
    expect(budgetProblem(1_000_000, 0)).toBeNull();
    expect(budgetProblem(0, 0)).toBeNull();
  });

  it('shows «توافقی» for a budgetFrom of 0, else the number and «تومان»', () => {
    expect(formatBudget({ budgetFrom: 0, budgetTo: 0 }, 'fa')).toBe('توافقی');
    expect(formatBudget({ budgetFrom: 2_000_000, budgetTo: 0 }, 'fa')).toBe('۲٬۰۰۰٬۰۰۰ تومان');
    expect(formatBudget({ budgetFrom: 2_000_000, budgetTo: 5_000_000 }, 'fa')).toBe('۲٬۰۰۰٬۰۰۰ تا ۵٬۰۰۰٬۰۰۰ تومان');
    expect(formatBudget({ budgetFrom: 0, budgetTo: 0 }, 'en')).toBe('Negotiable');
  });
});

describe('who reads a project’s files', () => {
  it('is its client and the selected lawyer, nobody else, and nobody signed out', () => {
    const selected = { userId: 1, selectedLawyerId: 2 };
    expect(mayReadProjectFiles(selected, 1)).toBe(true);
    expect(mayReadProjectFiles(selected, 2)).toBe(true);
    expect(mayReadProjectFiles(selected, 3)).toBe(false);
    expect(mayReadProjectFiles(selected, null)).toBe(false);
    // Before a selection, no lawyer (the client still does).
    expect(mayReadProjectFiles({ userId: 1, selectedLawyerId: null }, 2)).toBe(false);
    expect(mayReadProjectFiles({ userId: 1, selectedLawyerId: null }, 1)).toBe(true);
  });

  it('counts a completed project under the counter its kind names; other kinds and old free text nowhere', () => {
    expect(performanceCounterOf('contractDrafting')).toBe('contractDrafting');
    expect(performanceCounterOf('legalRepresentation')).toBe('legalRepresentation');
    expect(performanceCounterOf('other')).toBeNull();
    expect(performanceCounterOf('تنظیم قرارداد')).toBeNull();
    expect(performanceCounterOf('consultationChat')).toBeNull();
  });

  it('posts only with an active free or subscription package of type lawyerClientProject', () => {
    const pkg = { type: PackageType.lawyerClientProject, status: PackageStatus.active, planType: PlanType.free };
    expect(isPostingPackage(pkg)).toBe(true);
    expect(isPostingPackage({ ...pkg, planType: PlanType.subscription })).toBe(true);
    expect(isPostingPackage({ ...pkg, planType: PlanType.percentage })).toBe(false);
    expect(isPostingPackage({ ...pkg, status: PackageStatus.hide })).toBe(false);
    expect(isPostingPackage({ ...pkg, status: PackageStatus.inactive })).toBe(false);
    expect(isPostingPackage({ ...pkg, type: PackageType.lawyerAds })).toBe(false);
  });
});

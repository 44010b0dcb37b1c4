import { describe, expect, it } from 'vitest';
import { AuditAction, AuditSubject, listingAuditAction } from './audit.ts';
import { expectLabelled } from './expect-labelled.ts';
import { ListingStatus } from './status.ts';

describe('audit enumerations', () => {
  it('store each action and subject by its own name', () => {
    for (const e of [AuditAction, AuditSubject]) {
      for (const entry of e.entries) expect(entry.value).toBe(entry.name);
    }
  });

  it('label every value in both locales', () => {
    for (const e of [AuditAction, AuditSubject]) expectLabelled(e);
  });

  it('names a manager’s listing move by what it does', () => {
    expect(listingAuditAction(ListingStatus.pending, ListingStatus.active)).toBe('listingApproved');
    expect(listingAuditAction(ListingStatus.paidWaitingConfirmation, ListingStatus.active)).toBe('listingApproved');
    expect(listingAuditAction(ListingStatus.pending, ListingStatus.inactive)).toBe('listingRejected');
    expect(listingAuditAction(ListingStatus.paidWaitingConfirmation, ListingStatus.inactive)).toBe('listingRejected');
    expect(listingAuditAction(ListingStatus.active, ListingStatus.inactive)).toBe('listingDeactivated');
    expect(listingAuditAction(ListingStatus.inactive, ListingStatus.active)).toBe('listingReinstated');
  });
});

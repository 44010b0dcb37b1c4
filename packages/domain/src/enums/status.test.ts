import { describe, it, expect } from 'vitest';
import {
  ActiveStatus,
  ApplicationStatus,
  BoothOpenStatus,
  ClientProjectStatus,
  LawyerPostStatus,
  ListingStatus,
  listingStatusBadge,
  PackageStatus,
  StatusColor,
  statusColorOf,
} from './status.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('status enumerations', () => {
  it('use the spec values', () => {
    expect(ListingStatus).toMatchObject({
      pending: 0,
      inactive: 1,
      active: 2,
      awaitingPayment: 3,
      paidWaitingConfirmation: 4,
    });
    expect(ListingStatus.values).toEqual([0, 1, 2, 3, 4]);
    expect(ClientProjectStatus.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ClientProjectStatus).toMatchObject({ selected: 5, completed: 6, ended: 7 });
    expect(ActiveStatus).toMatchObject({ inactive: 0, active: 1 });
    expect(BoothOpenStatus).toMatchObject({ closed: 0, open: 1 });
    expect(PackageStatus).toMatchObject({ inactive: 0, active: 1, hide: 2 });
    expect(LawyerPostStatus).toMatchObject({ inactive: 0, draft: 1, published: 2 });
    expect(StatusColor.values).toEqual(['warning', 'danger', 'success']);
    expect(ApplicationStatus.values).toEqual(['new', 'seen', 'shortlisted', 'rejected']);
  });

  it('label every value in both locales', () => {
    for (const e of [
      ApplicationStatus,
      ListingStatus,
      ClientProjectStatus,
      ActiveStatus,
      BoothOpenStatus,
      PackageStatus,
      LawyerPostStatus,
      StatusColor,
    ]) {
      expectLabelled(e);
    }
    expect(ListingStatus.label(ListingStatus.pending, 'fa')).toBe('در انتظار بررسی');
    expect(ListingStatus.label(ListingStatus.pending, 'en')).toBe('Pending review');
  });

  it('share the listing labels with client projects', () => {
    for (const value of ListingStatus.values) {
      expect(ClientProjectStatus.labelOf(value)).toEqual(ListingStatus.labelOf(value));
    }
  });

  it('colour statuses as the spec says', () => {
    expect(statusColorOf(ListingStatus.pending)).toBe('warning');
    expect(statusColorOf(ListingStatus.awaitingPayment)).toBe('warning');
    expect(statusColorOf(ListingStatus.paidWaitingConfirmation)).toBe('warning');
    expect(statusColorOf(ListingStatus.inactive)).toBe('danger');
    expect(statusColorOf(ListingStatus.active)).toBe('success');
    expect(statusColorOf(ClientProjectStatus.selected)).toBe('success');
    expect(statusColorOf(ClientProjectStatus.completed)).toBe('success');
    expect(statusColorOf(ClientProjectStatus.ended)).toBe('danger');
  });
});

describe('listingStatusBadge', () => {
  it('gives a listing status its colour and its label in the reader’s language', () => {
    expect(listingStatusBadge(ListingStatus.pending, 'fa')).toEqual({
      color: StatusColor.warning,
      label: 'در انتظار بررسی',
    });
    expect(listingStatusBadge(ListingStatus.pending, 'en')).toEqual({
      color: StatusColor.warning,
      label: 'Pending review',
    });
  });

  it('shows a value it does not know as itself, uncoloured', () => {
    expect(listingStatusBadge(99, 'fa')).toEqual({ color: '', label: '99' });
  });
});

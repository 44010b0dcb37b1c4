import { describe, expect, it } from 'vitest';
import { ActiveStatus, LawyerPostStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { AppError } from '../../http/app-error.ts';
import { isOwnRecord, mayAccess, requireAccess } from './record-access.ts';

const OWNER = 7;
const STRANGER = 8;

/** The error requireAccess throws, or undefined when it lets the caller through. */
function refusal(run: () => void): AppError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('requireAccess', () => {
  const payment = { id: 1, userId: OWNER };

  it("lets a record's owner through", () => {
    expect(refusal(() => requireAccess(OWNER, 'payment', payment, 'read'))).toBeUndefined();
  });

  it("answers 404 to a stranger, as if another's record did not exist, and to nobody signed in", () => {
    expect(refusal(() => requireAccess(STRANGER, 'payment', payment, 'read'))?.code).toBe('not_found');
    expect(refusal(() => requireAccess(undefined, 'payment', payment, 'read'))?.code).toBe('not_found');
  });

  it('answers 404 for no record at all', () => {
    expect(refusal(() => requireAccess(OWNER, 'payment', undefined, 'read'))?.code).toBe('not_found');
  });

  it('answers 403 with its message where the route declares it', () => {
    const label = { fa: 'فقط پرسشگر', en: 'Only the asker' };
    const question = { userId: OWNER, status: LawyerPostStatus.published };
    const refused = refusal(() =>
      requireAccess(STRANGER, 'question', question, 'change', { code: 'forbidden', label }),
    );
    expect(refused?.code).toBe('forbidden');
    expect(refused?.label).toEqual(label);
  });

  it('lets both parties of a two-party record through, each to what is theirs, and nobody else', () => {
    const consultation = { patientId: 1, ownerId: 2 };
    expect(mayAccess(1, 'consultation', consultation, 'read')).toBe(true);
    expect(mayAccess(2, 'consultation', consultation, 'read')).toBe(true);
    expect(mayAccess(3, 'consultation', consultation, 'read')).toBe(false);
    // The patient pays, the consultant closes: not the other way round.
    expect(mayAccess(1, 'consultation', consultation, 'pay')).toBe(true);
    expect(mayAccess(2, 'consultation', consultation, 'pay')).toBe(false);
    expect(mayAccess(2, 'consultation', consultation, 'close')).toBe(true);
    expect(mayAccess(1, 'consultation', consultation, 'close')).toBe(false);

    const order = { userId: 1, boothOwnerId: 2 };
    expect([1, 2, 3].map((caller) => mayAccess(caller, 'order', order, 'read'))).toEqual([true, true, false]);
    expect(refusal(() => requireAccess(3, 'order', order, 'read'))?.code).toBe('not_found');
  });

  it("lets staff reply to anyone's ticket, but not read it through the owner's route", () => {
    const ticket = { userId: OWNER };
    expect(mayAccess({ userId: STRANGER, staff: true }, 'ticket', ticket, 'reply')).toBe(true);
    expect(mayAccess({ userId: STRANGER, staff: false }, 'ticket', ticket, 'reply')).toBe(false);
    expect(mayAccess({ userId: STRANGER, staff: true }, 'ticket', ticket, 'read')).toBe(false);
  });

  it('opens a public record to everyone to read, but not its owner side', () => {
    const live = { userId: OWNER, status: ListingStatus.active };
    const pending = { userId: OWNER, status: ListingStatus.pending };
    expect(mayAccess(STRANGER, 'listing', live, 'read')).toBe(true);
    expect(mayAccess(STRANGER, 'listing', live, 'manage')).toBe(false);
    expect(mayAccess(STRANGER, 'listing', pending, 'read')).toBe(false);
    expect(mayAccess(OWNER, 'listing', pending, 'read')).toBe(true);
    // Read without its status, a listing is its owner's only.
    expect(mayAccess(STRANGER, 'listing', { userId: OWNER }, 'read')).toBe(false);
    const hiddenProduct = { ownerId: OWNER, status: ActiveStatus.inactive, boothStatus: ListingStatus.active };
    expect(mayAccess(STRANGER, 'product', hiddenProduct, 'read')).toBe(false);
  });

  it("lets an agent manage the users they onboarded, and no one else's", () => {
    expect(mayAccess(5, 'user', { createdBy: 5 }, 'change')).toBe(true);
    expect(mayAccess(5, 'user', { createdBy: 6 }, 'change')).toBe(false);
    expect(mayAccess(5, 'user', { createdBy: null }, 'change')).toBe(false);
  });
});

describe('isOwnRecord', () => {
  it('is true for either party and false for a stranger or nobody', () => {
    expect(isOwnRecord(1, 'consultation', { patientId: 1, ownerId: 2 })).toBe(true);
    expect(isOwnRecord(2, 'consultation', { patientId: 1, ownerId: 2 })).toBe(true);
    expect(isOwnRecord(3, 'consultation', { patientId: 1, ownerId: 2 })).toBe(false);
    expect(isOwnRecord(undefined, 'listing', { userId: OWNER })).toBe(false);
  });
});

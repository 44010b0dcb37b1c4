import { describe, expect, it } from 'vitest';
import {
  acceptsMessages,
  canMoveConsultation,
  consultationDeadline,
  consultationPrice,
  consultationTariff,
} from './consultations.ts';

const tariffs = [
  { id: 1, title: 'ویزیت حضوری', price: 350_000, discount: 0, description: '' },
  { id: 2, title: 'مشاوره  تلفني', price: 150_000, discount: 30_000, description: '' },
  { id: 3, title: 'مشاوره‌متنی', price: 100_000, discount: 10_000, description: '' },
];

describe('consultation rules', () => {
  it('finds the text and phone tariffs by title, however they are spelled, and prices them less the discount', () => {
    expect(consultationTariff(tariffs, 'phone')?.id).toBe(2);
    expect(consultationPrice(tariffs, 'phone')).toBe(120_000);
    expect(consultationPrice(tariffs, 'text')).toBe(90_000);
    expect(consultationPrice(tariffs.slice(0, 1), 'text')).toBeUndefined();
    expect(consultationPrice([{ title: 'Text consultation', price: 5, discount: 0 }], 'text')).toBe(5);
  });

  it('closes 48 hours after it opened, and takes messages only while open and before then', () => {
    const opened = new Date('2026-03-01T10:00:00Z');
    const deadline = consultationDeadline(opened);
    expect(deadline.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(acceptsMessages({ status: 'open', deadline }, new Date('2026-03-03T09:59:59Z'))).toBe(true);
    expect(acceptsMessages({ status: 'open', deadline }, deadline)).toBe(false);
    expect(acceptsMessages({ status: 'closed', deadline }, opened)).toBe(false);
  });

  it('moves only an open consultation, to closed or expired', () => {
    expect(canMoveConsultation('open', 'closed')).toBe(true);
    expect(canMoveConsultation('open', 'expired')).toBe(true);
    expect(canMoveConsultation('closed', 'expired')).toBe(false);
    expect(canMoveConsultation('expired', 'closed')).toBe(false);
    expect(canMoveConsultation('open', 'open')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bookHoursProblems,
  dayStarts,
  firstFreeSlot,
  freeSlots,
  slotProblem,
  takesOnlineBookings,
  type BookHours,
} from './appointments.ts';
import { workingHoursText } from './working-hours.ts';

// Thursday 26 November 2026, 10:00 in Tehran (1405/09/05); Saturday is the 28th (1405/09/07).
const NOW = new Date('2026-11-26T06:30:00Z');

const book: BookHours = {
  hours: [
    { weekday: 0, from: '09:00', to: '12:00' },
    { weekday: 0, from: '16:00', to: '17:00' },
    { weekday: 5, from: '09:00', to: '11:00' },
  ],
  durationMinutes: 30,
  breaks: [{ weekday: null, from: '10:00', to: '10:30' }],
  daysOff: [],
};

describe('slots of a weekday', () => {
  it('cuts the periods into visits and leaves the breaks out', () => {
    expect(dayStarts(book, 0)).toEqual([540, 570, 630, 660, 690, 960, 990]);
    expect(dayStarts(book, 1)).toEqual([]);
  });

  it('keeps only whole visits inside a period', () => {
    expect(dayStarts({ ...book, durationMinutes: 45, breaks: [] }, 5)).toEqual([540, 585]);
  });
});

describe('free slots for a range of days, Saturday first', () => {
  it('lists today and the following days in Tehran time, with Jalali dates and weekdays', () => {
    const days = freeSlots(book, { now: NOW, days: 3, taken: new Set() });
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['1405/09/05', 5],
      ['1405/09/06', 6],
      ['1405/09/07', 0],
    ]);
    // Thursday 10:00 has passed its 09:00 and 09:30 slots; 10:00-10:30 is the break.
    expect(days[0]!.slots).toEqual(['2026-11-26T07:00:00.000Z']);
    expect(days[1]!.slots).toEqual([]);
    expect(days[2]!.slots[0]).toBe('2026-11-28T05:30:00.000Z');
  });

  it('leaves out taken slots and days off', () => {
    const taken = new Set([new Date('2026-11-28T05:30:00Z').getTime()]);
    const [, , saturday] = freeSlots(book, { now: NOW, days: 3, taken });
    expect(saturday!.slots[0]).toBe('2026-11-28T06:00:00.000Z');
    const off = freeSlots({ ...book, daysOff: ['۱۴۰۵/۰۹/۰۷'] }, { now: NOW, days: 3, taken: new Set() });
    expect(off[2]!.slots).toEqual([]);
  });

  it('finds the earliest free slot, or none in a closed week', () => {
    expect(firstFreeSlot(book, { now: NOW, days: 7, taken: new Set() })?.toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
    expect(firstFreeSlot({ ...book, hours: [] }, { now: NOW, days: 7, taken: new Set() })).toBeUndefined();
  });
});

describe('a start asked for', () => {
  it('must be ahead of now and one of the book’s slots', () => {
    expect(slotProblem(book, new Date('2026-11-28T05:30:00Z'), NOW)).toBeUndefined();
    expect(slotProblem(book, new Date('2026-11-26T05:30:00Z'), NOW)).toBe('slotInPast');
    // 10:00 Saturday is the break, 09:10 is between slots, Sunday has no hours.
    expect(slotProblem(book, new Date('2026-11-28T06:30:00Z'), NOW)).toBe('slotOutsideHours');
    expect(slotProblem(book, new Date('2026-11-28T05:40:00Z'), NOW)).toBe('slotOutsideHours');
    expect(slotProblem(book, new Date('2026-11-29T05:30:00Z'), NOW)).toBe('slotOutsideHours');
    expect(slotProblem({ ...book, daysOff: ['1405/09/07'] }, new Date('2026-11-28T05:30:00Z'), NOW)).toBe(
      'slotOutsideHours',
    );
  });
});

describe('a book’s hours as the owner writes them', () => {
  it('are fine as they are', () => {
    expect(bookHoursProblems(book)).toEqual({});
  });

  it('refuse a visit of 0, reversed or overlapping periods, bad breaks and days off', () => {
    const problems = bookHoursProblems({
      hours: [
        { weekday: 0, from: '09:00', to: '12:00' },
        { weekday: 0, from: '11:00', to: '13:00' },
        { weekday: 1, from: '12:00', to: '09:00' },
      ],
      durationMinutes: 0,
      breaks: [{ weekday: null, from: '25:00', to: '10:00' }],
      daysOff: ['1404/12/30'],
    });
    expect(problems).toEqual({
      durationMinutes: 'visitDurationInvalid',
      'hours.1': 'workingHoursOverlap',
      'hours.2': 'workingHoursInvalid',
      'breaks.0': 'workingHoursInvalid',
      'daysOff.0': 'jalaliDateInvalid',
    });
  });
});

describe('a book’s hours in words and whether it takes bookings (issue 29)', () => {
  const evenings = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' }));

  it('words consecutive days with the same hours as one run, in the reader’s locale and digits', () => {
    expect(workingHoursText(evenings, 'fa')).toBe('شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰');
    expect(workingHoursText(evenings, 'en')).toBe('Saturday to Wednesday 16:00 to 20:00');
    const split = [...evenings, { weekday: 5, from: '08:30', to: '12:00' }, { weekday: 5, from: '14:00', to: '16:00' }];
    expect(workingHoursText(split, 'fa')).toBe(
      'شنبه تا چهارشنبه ۱۶:۰۰ تا ۲۰:۰۰؛ پنج‌شنبه ۸:۳۰ تا ۱۲:۰۰ و ۱۴:۰۰ تا ۱۶:۰۰',
    );
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' }));
    expect(workingHoursText(everyDay, 'fa')).toBe('همه روزها ۹:۰۰ تا ۱۷:۰۰');
    expect(workingHoursText([evenings[0]!, evenings[1]!], 'fa')).toBe('شنبه و یکشنبه ۱۶:۰۰ تا ۲۰:۰۰');
    expect(workingHoursText([], 'fa')).toBe('');
  });

  it('takes bookings only when switched on and with hours', () => {
    expect(takesOnlineBookings({ active: true, hours: evenings })).toBe(true);
    expect(takesOnlineBookings({ active: false, hours: evenings })).toBe(false);
    expect(takesOnlineBookings({ active: true, hours: [] })).toBe(false);
    expect(takesOnlineBookings(undefined)).toBe(false);
  });
});

import { describe, it, expect } from 'vitest';
import { consultationFlags, tariffKindOf, tariffKindTitle } from './consultation.ts';

describe('consultationFlags', () => {
  it('sets activeChat for text consultation and phoneReservation for phone consultation', () => {
    expect(consultationFlags([{ title: 'مشاوره متنی' }])).toEqual({ activeChat: true, phoneReservation: false });
    expect(consultationFlags([{ title: 'مشاوره تلفنی' }])).toEqual({ activeChat: false, phoneReservation: true });
    expect(consultationFlags([{ title: 'ویزیت حضوری' }, { title: 'مشاوره تلفنی' }, { title: 'مشاوره متنی' }])).toEqual({
      activeChat: true,
      phoneReservation: true,
    });
  });

  it('sets nothing for an empty list or other tariffs', () => {
    expect(consultationFlags([])).toEqual({ activeChat: false, phoneReservation: false });
    expect(consultationFlags([{ title: 'مشاوره حضوری' }])).toEqual({ activeChat: false, phoneReservation: false });
  });

  it('compares after normalisation', () => {
    expect(consultationFlags([{ title: ' مشاوره\u200Cمتني ' }]).activeChat).toBe(true);
    expect(consultationFlags([{ title: 'Phone  Consultation' }]).phoneReservation).toBe(true);
    expect(consultationFlags([{ title: 'text consultation' }]).activeChat).toBe(true);
  });

  it('compares whole titles, not parts', () => {
    expect(consultationFlags([{ title: 'مشاوره متنی ویژه' }]).activeChat).toBe(false);
  });
});

describe('tariff kinds (issue 29)', () => {
  it('gives a consultation kind the spec’s name, and reads a kind back from a title by the same mapping', () => {
    expect(tariffKindTitle('textConsultation')).toBe('مشاوره متنی');
    expect(tariffKindTitle('phoneConsultation')).toBe('مشاوره تلفنی');
    expect(tariffKindTitle('service')).toBeUndefined();
    expect(tariffKindOf('مشاوره  تلفني')).toBe('phoneConsultation');
    expect(tariffKindOf('text consultation')).toBe('textConsultation');
    expect(tariffKindOf('ویزیت حضوری')).toBe('service');
  });
});

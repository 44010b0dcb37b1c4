import { describe, expect, it } from 'vitest';
import { formatExperience } from './experience.ts';

describe('formatExperience', () => {
  it('says the years in Persian digits, or in English', () => {
    expect(formatExperience(12, 'fa')).toBe('۱۲ سال سابقه');
    expect(formatExperience(1, 'en')).toBe('1 year of experience');
    expect(formatExperience(15, 'en')).toBe('15 years of experience');
  });

  it('says under a year for 0', () => {
    expect(formatExperience(0, 'fa')).toBe('کمتر از یک سال سابقه');
    expect(formatExperience(0, 'en')).toBe('Under a year of experience');
  });
});

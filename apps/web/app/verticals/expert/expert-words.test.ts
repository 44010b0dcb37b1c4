import { describe, expect, it } from 'vitest';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { expertVertical } from './index.ts';

const expert = (fields: Record<string, unknown>) => fields as unknown as VerticalListing;

describe("an expert's page, worded on the server", () => {
  it('gets their years of experience in the reader’s language and digits', () => {
    expect(expertVertical.detailWords?.(expert({ experience: 12 }), 'fa')).toEqual({ experienceText: '۱۲ سال سابقه' });
    expect(expertVertical.detailWords?.(expert({ experience: 12 }), 'en')).toEqual({
      experienceText: '12 years of experience',
    });
  });

  it('says a newcomer is starting out, as their list card does', () => {
    expect(expertVertical.detailWords?.(expert({}), 'fa')).toEqual({ experienceText: 'کمتر از یک سال سابقه' });
    expect(expertVertical.detailWords?.(expert({ experience: 0 }), 'en')).toEqual({
      experienceText: 'Under a year of experience',
    });
    expect(expertVertical.highlight(expert({ experience: 3 }), 'fa')).toBe('۳ سال سابقه');
  });
});

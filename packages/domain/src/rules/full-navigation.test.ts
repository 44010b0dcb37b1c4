import { describe, expect, it } from 'vitest';
import { needsFullNavigation } from './full-navigation.ts';

describe('full navigation', () => {
  it('reloads the document for the doctor pages only', () => {
    expect(needsFullNavigation('/doctor')).toBe(true);
    expect(needsFullNavigation('/doctor/list?city=ardabil')).toBe(true);
    expect(needsFullNavigation('/doctor/AbCd1234')).toBe(true);
    expect(needsFullNavigation('/doctor#tariffs')).toBe(true);
    expect(needsFullNavigation('/doctors')).toBe(false);
    expect(needsFullNavigation('/ads/list')).toBe(false);
    expect(needsFullNavigation('/panel/myClinic')).toBe(false);
  });
});

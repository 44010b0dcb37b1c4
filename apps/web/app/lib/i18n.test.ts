import { describe, expect, it } from 'vitest';
import { fa } from '../locales/catalogues.ts';
import { ALWAYS_INLINED, createI18n, trackUsedKeys, usedCatalogue } from './i18n.ts';

describe('the words a page carries (ADR 0030)', () => {
  it('inlines only the top-level parts the render read, whole', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    const first = Object.keys(fa).find((key) => !(ALWAYS_INLINED as readonly string[]).includes(key))!;
    const leaf = Object.keys((fa as Record<string, Record<string, unknown>>)[first]!)[0]!;
    expect(i18n.t(`${first}.${leaf}` as never)).not.toBe(`${first}.${leaf}`);
    i18n.t('no-such-part.key' as never);
    const used = usedCatalogue(i18n, 'fa');
    expect(Object.keys(used).sort()).toEqual([first, ...ALWAYS_INLINED].sort());
    expect(used[first]).toEqual((fa as Record<string, unknown>)[first]);
  });

  it('always carries the words a tap may show before the whole catalogue arrives', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    const used = usedCatalogue(i18n, 'fa') as Record<string, Record<string, string>>;
    expect(used['validation']?.['mobileRequired']).toBe('شماره موبایل الزامی است.');
    expect(Object.keys(used)).not.toContain('manager');
  });

  it('gives the whole catalogue where nothing was tracked (the browser)', () => {
    const i18n = createI18n('fa', fa);
    expect(Object.keys(usedCatalogue(i18n, 'fa')).length).toBe(Object.keys(fa).length);
  });
});

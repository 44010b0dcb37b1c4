import { describe, expect, it } from 'vitest';
import { fa } from '../locales/catalogues.ts';
import { ALWAYS_INLINED, createI18n, trackUsedKeys, usedCatalogue } from './i18n.ts';

type Tree = Record<string, Record<string, unknown>>;

describe('the words a page carries (ADR 0030, ADR 0046)', () => {
  it('inlines only the keys the render read and the words beside them, each at its own path', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    expect(i18n.t('listings.filters.city')).toBe(fa.listings.filters.city);
    i18n.t('no-such-part.key' as never);
    const used = usedCatalogue(i18n, 'fa') as Tree;
    expect(Object.keys(used).sort()).toEqual(['listings', ...ALWAYS_INLINED].sort());
    // The texts of listings.filters (not its sub-groups), and nothing else of listings.
    const texts = Object.fromEntries(
      Object.entries(fa.listings.filters).filter(([, text]) => typeof text === 'string'),
    );
    expect(used['listings']).toEqual({ filters: texts });
  });

  it('carries the words a form says after a tap beside the ones it rendered (the code step of the sign-in)', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    i18n.t('auth.sendCode');
    const auth = (usedCatalogue(i18n, 'fa') as Record<string, Record<string, unknown>>)['auth'];
    expect(auth?.['codeSentTo']).toBe(fa.auth.codeSentTo);
    expect(auth?.['resend']).toBe(fa.auth.resend);
    // Not the sub-groups of auth (the manager's sign-in page, the password reset): only its own texts.
    expect(auth?.['login']).toBeUndefined();
  });

  it('carries a subtree read whole (returnObjects), even after one of its keys', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    i18n.t('listings.filters.city');
    i18n.t('listings.filters', { returnObjects: true });
    expect((usedCatalogue(i18n, 'fa') as Tree)['listings']).toEqual({ filters: fa.listings.filters });
  });

  it('hydrates with the same words the server rendered', () => {
    const server = createI18n('fa', fa);
    trackUsedKeys(server);
    const rendered = [server.t('listings.filters.city'), server.t('header.login' as never)];
    const browser = createI18n('fa', JSON.parse(JSON.stringify(usedCatalogue(server, 'fa'))) as typeof fa);
    expect([browser.t('listings.filters.city'), browser.t('header.login' as never)]).toEqual(rendered);
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

import { describe, expect, it } from 'vitest';
import { fa } from '../locales/catalogues.ts';
import {
  ALWAYS_INLINED,
  createI18n,
  serializeForScript,
  trackUsedKeys,
  usedCatalogue,
  usedCatalogueScript,
} from './i18n.ts';

type Tree = Record<string, Record<string, unknown>>;

describe('the words a page carries (ADR 0030, ADR 0046)', () => {
  it('inlines only the keys the render read and the words beside them, each at its own path', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    expect(i18n.t('listings.filters.city')).toBe(fa.listings.filters.city);
    i18n.t('no-such-part.key' as never);
    const used = usedCatalogue(i18n) as Tree;
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
    const auth = (usedCatalogue(i18n) as Record<string, Record<string, unknown>>)['auth'];
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
    expect((usedCatalogue(i18n) as Tree)['listings']).toEqual({ filters: fa.listings.filters });
  });

  it('hydrates with the same words the server rendered', () => {
    const server = createI18n('fa', fa);
    trackUsedKeys(server);
    const rendered = [server.t('listings.filters.city'), server.t('header.login' as never)];
    const browser = createI18n('fa', JSON.parse(JSON.stringify(usedCatalogue(server))) as typeof fa);
    expect([browser.t('listings.filters.city'), browser.t('header.login' as never)]).toEqual(rendered);
  });

  it('always carries the words a tap may show before the whole catalogue arrives', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    const used = usedCatalogue(i18n) as Record<string, Record<string, string>>;
    expect(used['validation']?.['mobileRequired']).toBe('شماره موبایل الزامی است.');
    expect(Object.keys(used)).not.toContain('manager');
  });

  it('writes the inlined words of each render, the same for the same keys and another for other keys', () => {
    const render = (keys: string[]) => {
      const i18n = createI18n('fa', fa);
      trackUsedKeys(i18n);
      for (const key of keys) i18n.t(key as never);
      return { text: usedCatalogueScript(i18n), fresh: serializeForScript(usedCatalogue(i18n)) };
    };
    const first = render(['listings.filters.city', 'header.login']);
    expect(first.text).toBe(first.fresh);
    expect(render(['listings.filters.city', 'header.login']).text).toBe(first.text);
    const other = render(['listings.filters.city', 'auth.sendCode']);
    expect(other.text).toBe(other.fresh);
    expect(JSON.parse(other.text)).toHaveProperty('auth.sendCode', fa.auth.sendCode);
    expect(JSON.parse(first.text)).not.toHaveProperty('auth');
  });

  it('gives the whole catalogue where nothing was tracked (the browser)', () => {
    const i18n = createI18n('fa', fa);
    expect(Object.keys(usedCatalogue(i18n)).length).toBe(Object.keys(fa).length);
  });
});

describe('the translator (ADR 0069: as i18next translated)', () => {
  const words = {
    greet: 'سلام {{name}}',
    count: '{{ n }} از {{total}}',
    twice: '{{n}} و {{n}}',
    group: { a: 'الف {{n}}', inner: { b: 'ب' } },
    empty: '',
  } as const;

  it('fills placeholders with the values as text, unescaped; a value given empty is empty, one not given stays', () => {
    const { t } = createI18n('fa', words);
    const anyKey = t as unknown as (key: string, values?: Record<string, unknown>) => string;
    expect(anyKey('greet', { name: '<b>علی</b>' })).toBe('سلام <b>علی</b>');
    expect(anyKey('count', { n: 3, total: 10 })).toBe('۳ از ۱۰');
    expect(anyKey('twice', { n: '۲' })).toBe('۲ و ۲');
    expect(anyKey('greet', { name: undefined })).toBe('سلام ');
    expect(anyKey('greet', { name: null })).toBe('سلام ');
    expect(anyKey('greet', { other: 1 })).toBe('سلام {{name}}');
    expect(anyKey('greet')).toBe('سلام {{name}}');
    // A value is not read for placeholders again.
    expect(anyKey('greet', { name: '{{name}}' })).toBe('سلام {{name}}');
    expect(anyKey('empty')).toBe('');
  });

  it('answers a missing key with the key, or with the default value given', () => {
    const { t } = createI18n('fa', words);
    expect(t('no.such.key' as never)).toBe('no.such.key');
    expect(t('validation.nope', { defaultValue: 'nope' })).toBe('nope');
    expect(t('validation.nope', { defaultValue: 'nope {{n}}', n: 1 })).toBe('nope ۱');
    // A group asked for as a text reads as its key.
    expect(t('group' as never)).toBe('group');
  });

  it('answers a group whole with returnObjects, its placeholders filled', () => {
    const { t } = createI18n('fa', words);
    const group = (t as unknown as (key: string, options: object) => unknown)('group', { returnObjects: true, n: 1 });
    expect(group).toEqual({ a: 'الف ۱', inner: { b: 'ب' } });
    expect(createI18n('fa', fa).t('listings.filters', { returnObjects: true }).city).toBe(fa.listings.filters.city);
  });

  it('says whether a key is in the catalogue', () => {
    const i18n = createI18n('fa', words);
    expect(i18n.exists('group.inner.b')).toBe(true);
    expect(i18n.exists('group.inner')).toBe(true);
    expect(i18n.exists('empty')).toBe(true);
    expect(i18n.exists('group.inner.c')).toBe(false);
    expect(i18n.exists('greet.x')).toBe(false);
    expect(i18n.language).toBe('fa');
  });

  it('adds words without replacing any or changing the given catalogue; a key missed before brings a new t and tells its subscribers', () => {
    const given = { group: { a: 'الف' } };
    const i18n = createI18n('fa', given);
    const before = i18n.t;
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    // A menu drawn before the words came: its key is missing.
    expect((i18n.t as unknown as (key: string) => string)('more.c')).toBe('more.c');
    i18n.addResourceBundle({ group: { a: 'دیگر', b: 'ب' }, more: { c: 'پ' } });
    const t = i18n.t as unknown as (key: string) => string;
    expect([t('group.a'), t('group.b'), t('more.c')]).toEqual(['الف', 'ب', 'پ']);
    expect(given).toEqual({ group: { a: 'الف' } });
    expect(i18n.t).not.toBe(before);
    expect(told).toBe(1);
    stop();
    expect(i18n.exists('z')).toBe(false);
    i18n.addResourceBundle({ z: 'ز' });
    expect(told).toBe(1);
  });

  it('adds words silently when every key looked for was there: nothing drawn can change', () => {
    const i18n = createI18n('fa', { group: { a: 'الف' } });
    const before = i18n.t;
    let told = 0;
    i18n.subscribe(() => told++);
    expect((i18n.t as unknown as (key: string) => string)('group.a')).toBe('الف');
    i18n.addResourceBundle({ group: { b: 'ب' } });
    expect(told).toBe(0);
    expect(i18n.t).toBe(before);
    // Drawn later, a component reads the added words.
    expect((i18n.t as unknown as (key: string) => string)('group.b')).toBe('ب');
  });

  it('records the keys exists reads too', () => {
    const i18n = createI18n('fa', fa);
    trackUsedKeys(i18n);
    i18n.exists('auth.sendCode');
    expect((usedCatalogue(i18n) as Tree)['auth']?.['sendCode']).toBe(fa.auth.sendCode);
  });

  it('takes only keys of the catalogue (checked by tsc)', () => {
    const { t } = createI18n('fa', fa);
    // @ts-expect-error not a key of the catalogue
    t('listings.filters.nope');
    // @ts-expect-error a group is not a text
    t('listings.filters');
    const status: 0 | 1 = 1;
    const text: string = t(`orders.moves.booth.${status}`);
    const group: { city: string } = t('listings.filters', { returnObjects: true });
    expect([typeof text, typeof group]).toEqual(['string', 'object']);
  });
});

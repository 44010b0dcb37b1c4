import { describe, expect, it } from 'vitest';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION, isLocalDbVersion, localSettingsOf, recentSearchOf } from './local-cache.ts';

describe('local cache', () => {
  it('is the database shahrbazar at version 12, a version of at least 0.1', () => {
    expect(LOCAL_DB_NAME).toBe('shahrbazar');
    expect(LOCAL_DB_VERSION).toBe(12);
    expect(isLocalDbVersion(LOCAL_DB_VERSION)).toBe(true);
    expect(isLocalDbVersion(0.1)).toBe(true);
    expect(isLocalDbVersion(0.09)).toBe(false);
    expect(isLocalDbVersion(Number.NaN)).toBe(false);
  });

  it('keeps the settings of the spec and the selected city from the initial data, nothing else', () => {
    const settings = localSettingsOf({
      priceUnit: 'تومان',
      urlTerms: '/page/terms',
      urlPrivacy: '/page/privacy',
      urlAgent: '',
      priceGold18: 4_850_000,
      activeSale: true,
      restoreSettings: false,
      selectedBoothId: -1,
      activeReward: true,
      activeMyRealEstateRegister: false,
      selectedCity: 12,
      appVersionCode: 3,
    } as Record<string, unknown>);
    expect(settings.map((s) => s.name)).toEqual([
      'priceUnit',
      'urlTerms',
      'urlPrivacy',
      'urlAgent',
      'priceGold18',
      'activeSale',
      'restoreSettings',
      'selectedBoothId',
      'activeReward',
      'activeMyRealEstateRegister',
      'selectedCity',
    ]);
    expect(settings.find((s) => s.name === 'activeMyRealEstateRegister')?.value).toBe(false);
    expect(localSettingsOf({ priceUnit: undefined })).toEqual([]);
  });

  it('keeps a recent search as trimmed text, and nothing for a blank one', () => {
    expect(recentSearchOf('product', '  لپ‌تاپ   ایسوس ')).toEqual({ type: 'product', text: 'لپ‌تاپ ایسوس' });
    expect(recentSearchOf('product', '   ')).toBeNull();
  });
});

// @vitest-environment node
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { trustOf } from '@shahrbazar/domain/rules/trust';
import { createI18n } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/use-translation.tsx';
import { en, fa } from '../locales/catalogues.ts';
import { SafetyTips, SellerCard } from '../components/listings/listing-engagement.tsx';
import { LaterEngagement } from '../components/listings/later-blocks.tsx';
import { pageParts } from '../components/listings/page-parts.ts';
import { WEB_VERTICALS } from './registry.ts';
import { VERTICAL_WORD_NAMES, verticalWordsIn, type VerticalWords } from './words.ts';

// Every vertical speaks its own language (issue 29): each declares, in its folder (verticals/<key>/words.*.json), what
// it calls the person behind a listing, what the visitor comes for, its tips, its report words and its form's hints,
// in Persian and English; the generic page's blocks say them, and no vertical but the ads speaks of goods.

const LOCALES = { fa, en } as const;

/** An ad's words about goods and their sale: no doctor, lawyer, employer or expert is spoken of so. */
const GOODS = [/فروشنده/, /کالا/, /لپ‌تاپ/, /خریدار/, /معامله/, /آگهی‌های مشابه/, /گزارش آگهی(?! استخدام)/];

describe("each vertical's words", () => {
  it('are declared by every vertical of the registry, every word in Persian and English', () => {
    for (const vertical of WEB_VERTICALS) {
      for (const [locale, catalogue] of Object.entries(LOCALES)) {
        const declared = (catalogue.verticalWords as Record<string, Record<string, unknown>>)[vertical.key];
        expect(declared, `${vertical.key} ${locale}`).toBeDefined();
        expect(Object.keys(declared ?? {}).sort(), `${vertical.key} ${locale}`).toEqual(
          [...VERTICAL_WORD_NAMES].sort(),
        );
        for (const name of VERTICAL_WORD_NAMES) {
          const word = declared?.[name];
          expect(typeof word === 'string' && word.trim().length > 0, `${vertical.key}.${name} ${locale}`).toBe(true);
          // Persian text takes Persian digits; English none of Persian's letters.
          if (locale === 'fa') expect(word, `${vertical.key}.${name}`).not.toMatch(/[0-9]/);
          else expect(word, `${vertical.key}.${name}`).not.toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
  });

  it("keep the ads' words as they were, and give no other vertical an ad's words about goods", () => {
    const ads = fa.verticalWords.ads;
    expect(ads.person).toBe('فروشنده');
    expect(ads.similar).toBe('آگهی‌های مشابه');
    expect(ads.report).toBe('گزارش آگهی');
    expect(ads.safety1).toBe('پیش از دیدن کالا پولی واریز نکنید.');
    expect(ads.titleHint).toBe('کوتاه و گویا، مثلاً «لپ‌تاپ ایسوس در حد نو»');
    // A booth sells goods too; a city ad, an expert, a job, a doctor and a lawyer do not.
    for (const key of ['advertise', 'expert', 'work', 'clinic', 'lawyer'] as const) {
      const words: VerticalWords = fa.verticalWords[key];
      for (const name of VERTICAL_WORD_NAMES) {
        for (const goods of GOODS) expect(words[name], `${key}.${name}`).not.toMatch(goods);
      }
    }
    expect(fa.verticalWords.clinic.person).toBe('پزشک');
    expect(fa.verticalWords.lawyer.person).toBe('وکیل');
    expect(fa.verticalWords.work.person).toBe('کارفرما');
    expect(fa.verticalWords.expert.person).toBe('متخصص');
    expect(en.verticalWords.clinic.Person).toBe('Doctor');
  });

  it('read as an ad’s for a key no vertical declares', () => {
    expect(verticalWordsIn(fa, 'clinic').person).toBe('پزشک');
    expect(verticalWordsIn(fa, 'nothing').person).toBe('فروشنده');
    expect(verticalWordsIn(en, undefined).Person).toBe('Seller');
  });
});

/** The markup of the listing page's blocks in a locale, as text. */
const text = (node: ReactNode, locale: 'fa' | 'en' = 'fa') => {
  // The report form is a route's form: a page of a data router.
  const Page = createRoutesStub([{ path: '/', Component: () => node }]);
  return renderToString(
    <MantineProvider>
      <I18nProvider i18n={createI18n(locale, LOCALES[locale])}>
        <Page />
      </I18nProvider>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
};

describe("the listing page's blocks", () => {
  // A signed-in visitor's report form is in a chunk of its own, which the page's loader awaits before it renders.
  beforeAll(async () => {
    await pageParts('signedIn');
  });

  const blocks = (words: VerticalWords) => (
    <>
      <SellerCard
        title={words.Person}
        name="مریم"
        avatar="/a.png"
        trust={trustOf([], { ownerAuthLevel: 0 })}
        memberSince="۱ آذر"
        profileHref="/p"
      />
      <SafetyTips words={words} />
      {[true, false].map((signedIn) => (
        <LaterEngagement
          key={String(signedIn)}
          active
          report={words.report}
          reportSignIn={words.reportSignIn}
          listingId={1}
          reasons={[]}
          signedIn={signedIn}
          loginHref="/login"
          result={undefined}
          comments={null}
          commented={undefined}
        />
      ))}
    </>
  );

  it("say a doctor's and a lawyer's words on their pages, an ad's on an ad's", () => {
    const clinic = text(blocks(fa.verticalWords.clinic));
    expect(clinic).toContain('پزشک');
    expect(clinic).toContain('پیش از ویزیت بخوانید');
    expect(clinic).toContain('گزارش صفحهٔ پزشک');
    for (const goods of GOODS) expect(clinic).not.toMatch(goods);
    const lawyer = text(blocks(fa.verticalWords.lawyer));
    expect(lawyer).toContain('پیش از مشاوره بخوانید');
    for (const goods of GOODS) expect(lawyer).not.toMatch(goods);
    const ad = text(blocks(fa.verticalWords.ads));
    expect(ad).toContain('فروشنده');
    expect(ad).toContain('پیش از معامله بخوانید');
    expect(ad).toContain('پیش از دیدن کالا پولی واریز نکنید.');
    expect(ad).toContain('گزارش آگهی');
    expect(ad).toContain('برای گزارش این آگهی وارد شوید');
    expect(text(blocks(en.verticalWords.work), 'en')).toContain('Before the interview');
  });
});

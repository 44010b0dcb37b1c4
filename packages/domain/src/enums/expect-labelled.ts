import { expect } from 'vitest';
import type { Label } from '../i18n/locale.ts';

const PERSIAN_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Test helper: asserts every member of an enumeration has a Persian and an English label, distinct within it. */
export function expectLabelled(enumeration: { readonly entries: readonly { name: string; label: Label }[] }): void {
  for (const { name, label } of enumeration.entries) {
    expect(label.fa, `${name} fa`).toMatch(PERSIAN_LETTER);
    expect(label.fa.trim(), `${name} fa`).toBe(label.fa);
    expect(label.en, `${name} en`).toMatch(LATIN_LETTER);
    expect(label.en, `${name} en`).not.toMatch(PERSIAN_LETTER);
  }
  const fa = enumeration.entries.map((entry) => entry.label.fa);
  const en = enumeration.entries.map((entry) => entry.label.en);
  expect(new Set(fa).size, 'distinct fa labels').toBe(fa.length);
  expect(new Set(en).size, 'distinct en labels').toBe(en.length);
}

import type { Label, Locale } from '../i18n/locale.ts';

/** One member of an enumeration: its stored value (a number, or a string where the spec gives names only) and labels. */
export interface EnumMember<V extends number | string = number | string> extends Label {
  readonly value: V;
}

type Members = Readonly<Record<string, EnumMember>>;
type ValueOf<M extends Members> = M[keyof M]['value'];
type NameOf<M extends Members> = keyof M & string;

/** Keys the enumeration object itself uses; a member may not be called like one of them. */
type Reserved = 'values' | 'names' | 'entries' | 'label' | 'labelOf' | 'nameOf' | 'is' | 'options';

/** One entry of an enumeration, in declaration order. */
export interface EnumEntry<M extends Members> {
  readonly name: NameOf<M>;
  readonly value: ValueOf<M>;
  readonly label: Label;
}

/** What `defineEnum` returns: the name -> value map (`OrderStatus.sent === 4`) plus the helpers. */
export type DefinedEnum<M extends Members> = { readonly [K in keyof M]: M[K]['value'] } & {
  /** Every value, in declaration order. */
  readonly values: readonly ValueOf<M>[];
  /** Every member name, in declaration order. */
  readonly names: readonly NameOf<M>[];
  readonly entries: readonly EnumEntry<M>[];
  /** The label of a value in a locale; an unknown value (bad data) is shown as itself. */
  label(value: ValueOf<M>, locale: Locale): string;
  /** Both labels of a value, or undefined for an unknown value. */
  labelOf(value: unknown): Label | undefined;
  /** The member name of a value, or undefined for an unknown value. */
  nameOf(value: unknown): NameOf<M> | undefined;
  /** Whether a value is one of the enumeration's values (no coercion: '1' is not 1). */
  is(value: unknown): value is ValueOf<M>;
  /** Value/label pairs for a select box, in declaration order. */
  options(locale: Locale): { value: ValueOf<M>; label: string }[];
};

/** The value union type of an enumeration made by `defineEnum` (`type OrderStatus = EnumValue<typeof OrderStatus>`). */
export type EnumValue<E extends { readonly values: readonly unknown[] }> = E['values'][number];

/** Defines an enumeration from its members; throws at load time if two members share a value or a name is reserved. */
export function defineEnum<const M extends Members>(members: M & { [K in Reserved]?: never }): DefinedEnum<M> {
  const entries = Object.entries(members).map(([name, member]) => ({
    name: name as NameOf<M>,
    value: member.value as ValueOf<M>,
    label: { fa: member.fa, en: member.en },
  }));
  const byValue = new Map<unknown, EnumEntry<M>>();
  for (const entry of entries) {
    if (byValue.has(entry.value)) throw new Error(`defineEnum: duplicate value ${String(entry.value)} (${entry.name})`);
    byValue.set(entry.value, entry);
  }
  const values = entries.map((entry) => entry.value);
  const helpers = {
    values,
    names: entries.map((entry) => entry.name),
    entries,
    label: (value: ValueOf<M>, locale: Locale) => byValue.get(value)?.label[locale] ?? String(value),
    labelOf: (value: unknown) => byValue.get(value)?.label,
    nameOf: (value: unknown) => byValue.get(value)?.name,
    is: (value: unknown): value is ValueOf<M> => byValue.has(value),
    options: (locale: Locale) => entries.map((entry) => ({ value: entry.value, label: entry.label[locale] })),
  };
  const map = Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
  for (const name of Object.keys(helpers)) {
    if (name in map) throw new Error(`defineEnum: member name "${name}" is reserved`);
  }
  return Object.freeze({ ...map, ...helpers }) as unknown as DefinedEnum<M>;
}

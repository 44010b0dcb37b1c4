import { describe, expect, it } from 'vitest';
import { chosenNumber } from './enum-options.ts';
import { selectParams } from './list.server.ts';
import { resourceOfList } from './registry.ts';

const packages = resourceOfList('packages')!;
const chosen = (address: string) => selectParams(new URL(address, 'http://shahrbazar.test'), packages, 'fa');

describe("a list's enumeration selects", () => {
  it('keeps the chosen values that are among the choices, in the locale, and sends only those', () => {
    const { shown, chosen: sent } = chosen('/manager/packages?type=7&planType=2&status=1');
    expect(shown.map((select) => [select.name, select.value])).toEqual([
      ['type', '7'],
      ['planType', '2'],
      ['status', '1'],
    ]);
    expect(sent).toEqual({ type: '7', planType: '2', status: '1' });
    expect(shown[0]!.options.find((option) => option.value === '7')?.label).toMatch(/[آ-ی]/);
    expect(chosenNumber(sent, 'planType')).toBe(2);
  });

  it('reads an address edited by hand, «any» (-1) or a value not offered as «any», never as an error', () => {
    const { shown, chosen: sent } = chosen('/manager/packages?type=-1&planType=99&status=x');
    expect(shown.map((select) => select.value)).toEqual(['', '', '']);
    expect(sent).toEqual({});
    expect(chosenNumber(sent, 'type')).toBeUndefined();
  });

  it('gives the choices in English on an English page', () => {
    const { shown } = selectParams(new URL('http://shahrbazar.test/manager/packages'), packages, 'en');
    expect(shown[2]!.options.map((option) => option.label).join(' ')).toMatch(/^[\x20-\x7e]+$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  boothNameProblem,
  boothPath,
  normalizeBoothName,
  PACKAGE_TYPE_OF_BOOTH,
  productPath,
  productRouteName,
} from './booth.ts';
import { PackageType } from '../enums/plans.ts';

describe('booth names', () => {
  it('accepts 3 to 40 lower-case Latin letters, digits and single inner hyphens, starting with a letter', () => {
    for (const name of ['abc', 'arash-home', 'gold24', 'a1-b2-c3', 'x'.repeat(40)]) {
      expect(boothNameProblem(name), name).toBeUndefined();
    }
    for (const name of ['ab', 'x'.repeat(41), '1shop', '-shop', 'shop-', 'my--shop', 'my_shop', 'My', 'طلا', 'a b']) {
      expect(boothNameProblem(name), name).toBe('boothNameInvalid');
    }
  });

  it('reserves the names of the section’s own pages', () => {
    expect(boothNameProblem('list')).toBe('boothNameReserved');
    expect(boothNameProblem('product')).toBe('boothNameReserved');
  });

  it('takes a typed name as lower case without spaces around it', () => {
    expect(normalizeBoothName('  Arash-Home ')).toBe('arash-home');
  });
});

describe('booth addresses and routes', () => {
  it('puts each booth type’s products under its own segment', () => {
    expect(boothPath('arash-home')).toBe('/booth/arash-home');
    expect(productPath('arash-home', 'shop', 12)).toBe('/booth/arash-home/product/12');
    expect(productPath('tala', 'jewelry', 3)).toBe('/booth/tala/jewelry/3');
    expect(productPath('amlak', 'realEstate', 4)).toBe('/booth/amlak/realEstate/4');
    expect(productPath('auto', 'autoExpo', 5)).toBe('/booth/auto/autoExpo/5');
  });

  it('names the panels’ product routes, and none for an unknown booth type', () => {
    expect(productRouteName('manager', 'jewelry', 'details')).toBe('manager.jewelryProduct.details');
    expect(productRouteName('agent', 'shop', 'create')).toBe('agent.shopProduct.create');
    expect(productRouteName('panel', 'bakery', 'create')).toBe('');
  });

  it('buys each booth type with its own package type', () => {
    expect(PACKAGE_TYPE_OF_BOOTH.realEstate).toBe(PackageType.realEstate);
  });
});

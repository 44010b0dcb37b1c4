// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { BannerStrip, type StripBanner } from './banner-strip.tsx';

afterEach(cleanup);

const BANNERS: StripBanner[] = [
  { id: 1, image: '/images/banners/2026/01/aaa-large.webp', url: '/booth', title: 'حراج غرفه‌ها' },
  { id: 2, image: '/images/banners/2026/01/bbb-large.webp', url: 'https://shop.example.ir/sale', title: 'فروشگاه' },
  { id: 3, image: 'javascript:alert(1)', url: '', title: 'بدون پیوند' },
];

function renderStrip(banners: StripBanner[], priority?: boolean) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <BannerStrip banners={banners} {...(priority === undefined ? {} : { priority })} /> },
  ]);
  render(
    <I18nProvider i18n={createI18n('fa', fa)}>
      <Stub initialEntries={['/']} />
    </I18nProvider>,
  );
}

describe('BannerStrip', () => {
  it('links each banner to its address; an external one opens apart with rel noopener', () => {
    renderStrip(BANNERS);
    const strip = screen.getByRole('region', { name: 'پیشنهادهای ویژه' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booth', 'https://shop.example.ir/sale']);
    expect(links[0]?.getAttribute('target')).toBeNull();
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
  });

  it('gives every image its size, its title as alt, and loads only the first at once', () => {
    renderStrip(BANNERS);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['حراج غرفه‌ها', 'فروشگاه', 'بدون پیوند']);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('400');
    }
    // Phones get the 800-pixel rendition; an unsafe address falls back to the placeholder.
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/images/banners/2026/01/aaa-medium.webp 800w, /images/banners/2026/01/aaa-large.webp 1200w',
    );
    expect(images[2]?.getAttribute('src')).toBe('/images/noPic.jpg');
  });

  it('loads every image lazily in a place below the fold', () => {
    renderStrip(BANNERS, false);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('shows nothing without banners', () => {
    renderStrip([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

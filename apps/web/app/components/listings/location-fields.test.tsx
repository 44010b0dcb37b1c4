// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { MantineProvider } from '@mantine/core';
import { DEFAULT_MAP_POINT } from '@shahrbazar/domain/rules/location';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL, type MapTiles } from '@shahrbazar/domain/rules/map';
import { MapTilesContext } from '../map/map-tiles.ts';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { LocationFields } from './location-fields.tsx';

// The owner's point: in the browser a Leaflet map that loads once scrolled to, and two inputs folded under it. The map
// library runs here for real (happy-dom has no layout: the map is 0 x 0 pixels, so a click lands on its centre).
// Nothing here waits on the clock: each wait is for a state the map reaches (a loaded library, data-ready, a marker),
// with a bound far above any machine's speed, so a busy CI machine is slower but never fails.
const SETTLED = { timeout: 20_000 };

/** The browser's IntersectionObserver, driven by the test: happy-dom's never reports anything. */
class ScrolledTo {
  static watched: Array<{ target: Element; report: IntersectionObserverCallback; observer: ScrolledTo }> = [];
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    ScrolledTo.watched.push({ target, report: this.report, observer: this });
  }
  disconnect() {
    ScrolledTo.watched = ScrolledTo.watched.filter((watch) => watch.observer !== this);
  }
  static scrollTo(element: Element) {
    for (const watch of ScrolledTo.watched.filter((w) => element.contains(w.target))) {
      const entry = { target: watch.target, isIntersecting: true } as IntersectionObserverEntry;
      watch.report([entry], watch.observer as unknown as IntersectionObserver);
    }
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  ScrolledTo.watched = [];
  globalThis.IntersectionObserver = ScrolledTo as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  cleanup();
  globalThis.IntersectionObserver = original;
});

const OSM = { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION };

function renderFields(latitude = '', longitude = '', tiles: MapTiles | null = OSM) {
  render(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <MapTilesContext.Provider value={tiles}>
          <LocationFields latitude={latitude} longitude={longitude} errors={{}} />
        </MapTilesContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  );
  const map = screen.getByRole('region', { name: 'نقشه: برای انتخاب موقعیت روی نقشه بزنید' });
  return {
    map,
    latitude: screen.getByRole('textbox', { name: 'عرض جغرافیایی' }) as HTMLInputElement,
    longitude: screen.getByRole('textbox', { name: 'طول جغرافیایی' }) as HTMLInputElement,
    markers: () => map.querySelectorAll('.leaflet-marker-icon'),
  };
}

/** Resolves once Leaflet has made its container inside the map's box: a change the map makes, not a time. */
function leafletDrawn(map: HTMLElement) {
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(check);
    function check() {
      if (!map.querySelector('.leaflet-container')) return;
      observer.disconnect();
      resolve();
    }
    observer.observe(map, { subtree: true, childList: true, attributes: true });
    check();
  });
}

/**
 * Scrolls the map into view and lets Leaflet draw it (not before: the library is loaded, yet unused). The scroll, the
 * map's creation and every render and effect it causes (the marker) happen inside one act(), which flushes them all
 * before it returns: nothing is left for React's scheduler to do later, so no assertion after it races the marker.
 * (A bare wait for data-ready returned before the effect that draws the marker had run, on a busy machine.)
 */
async function scrollToMap(map: HTMLElement) {
  // The library loaded and every pending effect run (act flushes them): still the map is not drawn until scrolled to.
  await act(async () => {
    await import('../map/leaflet-map.client.ts');
  });
  expect(map.querySelector('.leaflet-container')).toBeNull();
  await act(async () => {
    ScrolledTo.scrollTo(map);
    await leafletDrawn(map);
  });
  expect(map.getAttribute('data-ready')).toBe('true');
  return map.querySelector<HTMLElement>('.leaflet-container')!;
}

describe('LocationFields', { timeout: 60_000 }, () => {
  it('loads the map only once it is scrolled to, left to right, with the listing point marked', async () => {
    const { map, markers } = renderFields('38.25', '48.29');
    expect(map.getAttribute('dir')).toBe('ltr');
    await scrollToMap(map);
    expect(markers()).toHaveLength(1);
    expect(within(map).getByRole('button', { name: 'بزرگ‌نمایی' })).toBeDefined();
    // The credits open apart: following one does not leave the half-filled form.
    const credit = within(map).getByRole('link', { name: 'OpenStreetMap' });
    expect(credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(
      within(map)
        .getByRole('link', { name: /Leaflet/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(credit.getAttribute('target')).toBe('_blank');
    // Neither the map nor its marker is a tab stop: the inputs are the keyboard's way to set the point.
    expect(map.querySelector('.leaflet-container')?.hasAttribute('tabindex')).toBe(false);
    expect(markers()[0]?.hasAttribute('tabindex')).toBe(false);
  });

  it('draws from the site’s tile server, and with none (MAP_TILE_URL=off) the marker on a plain ground', async () => {
    const own = renderFields('38.25', '48.29', {
      url: 'https://tiles.example.ir/{z}/{x}/{y}.png',
      attribution: '<a href="https://tiles.example.ir/">نقشه شهر</a>',
    });
    await scrollToMap(own.map);
    expect(within(own.map).getByRole('link', { name: 'نقشه شهر' }).getAttribute('href')).toBe(
      'https://tiles.example.ir/',
    );
    expect(within(own.map).queryByRole('link', { name: 'OpenStreetMap' })).toBeNull();
    cleanup();

    const none = renderFields('38.25', '48.29', null);
    await scrollToMap(none.map);
    expect(none.markers()).toHaveLength(1);
    expect(within(none.map).queryByRole('link', { name: 'OpenStreetMap' })).toBeNull();
  });

  it('puts a point typed into the inputs on the map, and takes it off when cleared', async () => {
    const { map, latitude, longitude, markers } = renderFields();
    await scrollToMap(map);
    expect(markers()).toHaveLength(0);
    fireEvent.change(latitude, { target: { value: '۳۸٫۲۵' } });
    expect(markers()).toHaveLength(0);
    fireEvent.change(longitude, { target: { value: '48.29' } });
    await waitFor(() => expect(markers()).toHaveLength(1), SETTLED);
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن موقعیت' }));
    expect(latitude.value).toBe('');
    expect(longitude.value).toBe('');
    await waitFor(() => expect(markers()).toHaveLength(0), SETTLED);
  });

  it('shows the map first, the inputs folded under it without Latin placeholders, unfolded on an error', async () => {
    const { map, latitude, longitude } = renderFields();
    const manual = latitude.closest('details')!;
    expect(manual.querySelector('summary')?.textContent).toBe('ورود دستی مختصات');
    expect(manual.open).toBe(false);
    expect(map.compareDocumentPosition(manual) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const input of [latitude, longitude]) expect(input.getAttribute('placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: 'موقعیت من' })).toBeDefined();
    cleanup();
    render(
      <MantineProvider>
        <I18nProvider i18n={createI18n('fa', fa)}>
          <LocationFields latitude="91" longitude="48" errors={{ latitude: 'خارج از محدوده' }} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'عرض جغرافیایی' }).closest('details')?.open).toBe(true);
  });

  it('fills the inputs with the point clicked on the map', async () => {
    const { map, latitude, longitude, markers } = renderFields();
    const canvas = await scrollToMap(map);
    fireEvent.click(canvas, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(latitude.value).not.toBe(''), SETTLED);
    expect(latitude.value).toMatch(/^\d+\.\d{6}$/);
    expect(Number(latitude.value)).toBeCloseTo(DEFAULT_MAP_POINT.latitude, 2);
    expect(Number(longitude.value)).toBeCloseTo(DEFAULT_MAP_POINT.longitude, 2);
    await waitFor(() => expect(markers()).toHaveLength(1), SETTLED);
    expect(screen.getByRole('link', { name: 'دیدن این نقطه روی نقشه' })).toBeDefined();
  });
});

// @vitest-environment node
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { LocationFields } from '../listings/location-fields.tsx';
import { PointMap } from './point-map.tsx';

// The server render has no `window`: Leaflet throws as soon as it is imported there. These modules import and render
// on the server, so none of them pulls the map library in (it is loaded in the browser, with `import()`).

const serverRender = (node: ReactNode) =>
  renderToString(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>{node}</I18nProvider>
    </MantineProvider>,
  );

describe('maps in the server render', () => {
  it('draws the owner point fields as the two inputs and the link, without a map box', () => {
    expect(typeof window).toBe('undefined');
    const html = serverRender(<LocationFields latitude="38.25" longitude="48.29" errors={{}} />);
    expect(html).toMatch(/<input[^>]*name="latitude"[^>]*value="38.25"/);
    expect(html).toMatch(/<input[^>]*name="longitude"[^>]*value="48.29"/);
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=38.25000&amp;mlon=48.29000#map=16/38.25000/48.29000"',
    );
    expect(html).not.toContain('role="region"');
  });

  it('draws a map as an empty, labelled, left-to-right box', () => {
    const point = { latitude: 38.25, longitude: 48.29 };
    const html = serverRender(<PointMap point={point} centre={point} zoom={15} label="نقشهٔ موقعیت" />);
    expect(html).toMatch(/<div role="region" aria-label="نقشهٔ موقعیت" dir="ltr"[^>]*><div[^>]*><\/div><\/div>$/);
  });
});

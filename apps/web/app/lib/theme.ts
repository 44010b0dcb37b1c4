import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { createElement } from 'react';

// Vazirmatn, self-hosted (styles/fonts.css, ADR 0061): its Arabic-script cut for Persian pages (Latin letters in the
// system's font), the whole font for English pages (fonts.css overrides these variables); system fonts while it loads.
const FONT_FAMILY = "'Vazirmatn NL', Tahoma, system-ui, sans-serif";

// Mantine's grey 6 (#868e96, the muted text: dates, hints, "dimmed") is 3.3:1 on white and its teal 8 (#099268, links
// and the filled buttons) 3.9:1; text needs 4.5:1 (issue 16, ADR 0036). Grey 6 is darkened to #5c636a (6.0:1 on white,
// 5.6:1 on grey 0) and the primary shade is teal 9 (#087f5b, 5.0:1), so every use of either meets it at once.
const GRAY = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5c636a',
  '#495057',
  '#343a40',
  '#212529',
] as const;

// Mantine's teal 8 (#099268) is the text colour of many links and prices and the filled buttons' hover: 3.9:1 on
// white, 3.7:1 on grey 0 (issue 32's axe run). Darkened to 4.8:1 and 4.5:1; the rest of the scale is Mantine's.
const TEAL = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#08835e',
  '#087f5b',
] as const;

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '800' },
  colors: { gray: GRAY, teal: TEAL },
  primaryColor: 'teal',
  // Dark 8 is Mantine's own: the dark variables then equal its defaults and are not written into every page (the
  // scheme is forced light; ADR 0046).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  components: {
    // A CSS chevron instead of Mantine's SVG in every select (a list page's filters: ~4.6 KB of its HTML).
    // (A plain object rather than NativeSelect.extend: the theme then does not pull the select into every page.)
    NativeSelect: {
      defaultProps: { rightSection: createElement('span', { className: 'select-chevron', 'aria-hidden': true }) },
    },
  },
});

/**
 * The light variant's text (buttons and badges drawn on a pale tint of their colour, «موقعیت من», «احراز شده») in a
 * darker shade where Mantine's shade 9 is under 4.5:1 on its own tint: teal 4.4:1 → 5.9:1; issue 32's axe run found
 * the user dashboard's warning badge (orange, 3.8:1), the green ones (3.9:1) and the back office's red buttons
 * (4.4:1 on a row's hover): orange, green, red, yellow and lime → 5.2-5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-teal-light-color': '#06694b',
    '--mantine-color-green-light-color': '#1f6a2d',
    '--mantine-color-orange-light-color': '#a3360b',
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-yellow-light-color': '#8f4a00',
    '--mantine-color-lime-light-color': '#3f6408',
  },
  dark: {},
});

import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { createElement } from 'react';
import chevron from './select-chevron.module.css';

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

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '800' },
  colors: { gray: GRAY },
  primaryColor: 'teal',
  // Dark 8 is Mantine's own: the dark variables then equal its defaults and are not written into every page (the
  // scheme is forced light; ADR 0046).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  components: {
    // A CSS chevron instead of Mantine's SVG in every select (a list page's filters: ~4.6 KB of its HTML).
    // (A plain object rather than NativeSelect.extend: the theme then does not pull the select into every page.)
    NativeSelect: {
      defaultProps: { rightSection: createElement('span', { className: chevron.chevron, 'aria-hidden': true }) },
    },
  },
});

/**
 * The light variant's text (buttons and badges drawn on a pale tint of the primary colour, «موقعیت من») in a darker
 * teal: teal 9 on its own tint is 4.4:1, this is 5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-teal-light-color': '#06694b' },
  dark: {},
});

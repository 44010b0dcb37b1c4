import { createTheme } from '@mantine/core';

// Vazirmatn (self-hosted, see root.tsx) for Persian and English alike; system fonts only while it loads.
const FONT_FAMILY = 'Vazirmatn, Tahoma, system-ui, sans-serif';

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '800' },
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'md',
});

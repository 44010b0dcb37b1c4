/**
 * Stroke outlines of the digits 2-9 as SVG path data in a 10 x 16 box (origin top-left), drawn by hand so the
 * captcha needs no font and carries no text a script could read. 0 and 1 are left out: they pass for O and l.
 */
export const DIGIT_GLYPHS: Readonly<Record<string, string>> = {
  '2': 'M1.2 4.2 C1.2 0.6 8.8 0.4 8.8 4.6 C8.8 8 1.5 11.2 1 15 L9 15',
  '3': 'M1.2 1.2 L8.6 1.2 L4.4 6.8 C8.4 6.4 9.6 10 8.6 12.6 C7.4 15.6 2.6 15.8 1 13.4',
  '4': 'M6.8 15 L6.8 1 L1 10.8 L9.4 10.8',
  '5': 'M8.8 1.2 L2.2 1.2 L1.4 7.2 C4.6 5.2 9.2 6.4 9 10.6 C8.8 15.2 3 16 1 13.2',
  '6': 'M8.2 1.6 C3 0.6 1 5.8 1.1 10.4 C1.2 16 8.9 15.8 8.9 11 C8.9 6.4 2.2 6.6 1.2 10.2',
  '7': 'M1 1.2 L9 1.2 L3.8 15',
  '8': 'M5 7.6 C1.4 7.6 1.4 1 5 1 C8.6 1 8.6 7.6 5 7.6 C0.6 7.6 0.6 15 5 15 C9.4 15 9.4 7.6 5 7.6 Z',
  '9': 'M8.8 5.6 C7.8 9 1.2 9.2 1.2 5 C1.2 0.8 8.8 0.6 8.8 5.6 C8.8 10 7.8 15 2 14.6',
};

/** The digits a captcha may use. */
export const CAPTCHA_DIGITS = Object.keys(DIGIT_GLYPHS).join('');

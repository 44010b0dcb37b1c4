// Personal data that must not leave the site in an error report (ADR 0087): the server's reports and the browser's
// inline reporter (apps/web/app/lib/error-reports.server.ts) scrub the same patterns, so the patterns are kept here as
// [source, replacement] pairs that plain ES5 in a browser can turn into RegExps. No lookbehind (older Safari throws
// on it): a pattern that must not start inside a longer number captures the character before it and keeps it ($1).

/** A digit in Latin, Persian (۰-۹) or Arabic-Indic (٠-٩) script. */
const D = '[0-9\\u06F0-\\u06F9\\u0660-\\u0669]';
/** Not a digit, or the start of the text: the character kept before a number. */
const BEFORE = `(^|[^0-9\\u06F0-\\u06F9\\u0660-\\u0669])`;
/** The number ends here. */
const AFTER = `(?!${D})`;
const SEP = '[\\s-]?';

/** Each pattern (global; cases spelled out) and what it is replaced with, in the order they are applied. */
export const PERSONAL_DATA_PATTERNS: ReadonlyArray<readonly [source: string, replacement: string]> = [
  // A session or API token after "Bearer", and secrets named in a query string or a cookie.
  ['([Bb]earer\\s+)[^\\s,;"\']+', '$1[token]'],
  [
    '((?:token|password|passwd|secret|otp|code|captcha|authority|Authority|key|session|sentry_key)=)[^&\\s;"\']+',
    '$1[filtered]',
  ],
  ['[^\\s@<>"\'(),;:]+@[^\\s@<>"\'(),;:]+\\.[A-Za-z]{2,}', '[email]'],
  // An Iranian IBAN (Sheba: IR and 24 digits) and a bank card number (16 digits, in groups of four or not).
  [`[Ii][Rr]${SEP}${D}{2}(?:${SEP}${D}){22}${AFTER}`, '[iban]'],
  [`${BEFORE}${D}{4}${SEP}${D}{4}${SEP}${D}{4}${SEP}${D}{4}${AFTER}`, '$1[card]'],
  // An Iranian mobile number: 09xxxxxxxxx, +98 9xx..., 0098 9xx..., with or without spaces or dashes.
  [
    `${BEFORE}(?:(?:\\+|00|\\u06F0\\u06F0|\\u0660\\u0660)?(?:98|\\u06F9\\u06F8|\\u0669\\u0668)${SEP}|[0\\u06F0\\u0660])` +
      `[9\\u06F9\\u0669]${D}{2}${SEP}${D}{3}${SEP}${D}{4}${AFTER}`,
    '$1[mobile]',
  ],
  // A national code (10 digits) or any other run of 10 or more digits (a phone, an account number).
  [`${BEFORE}${D}{10,}${AFTER}`, '$1[number]'],
  // Anything long and opaque with letters and digits: a session token (base64url), an API key, a signature.
  ['(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}', '[token]'],
];

const COMPILED = PERSONAL_DATA_PATTERNS.map(([source, replacement]) => [new RegExp(source, 'g'), replacement] as const);

/** The text with mobile numbers, national codes, card numbers, e-mail addresses and tokens replaced by their kind. */
export function scrubPersonalData(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of COMPILED) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** Names of fields whose value is never sent, whatever it looks like (headers, form fields, extra data). */
export const SECRET_FIELD =
  /^(?:cookie|set-cookie|authorization|proxy-authorization|x-sentry-auth|password|passwd|secret|token|access_token|refresh_token|otp|captcha|api[-_]?key|national[-_]?code|mobile|phone|email)$/i;

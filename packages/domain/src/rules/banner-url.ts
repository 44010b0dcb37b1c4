/**
 * Where a banner may lead: nothing (''), a page of this site ('/ads/...', never '//host', which browsers read as
 * another site) or an http(s) address. javascript:, data: and every other scheme are refused.
 */
export function isBannerUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a banner's link leaves the site (an http(s) address rather than one of our pages). */
export function isExternalBannerUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * A campaign's marks in an address (`utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `utm_id`
 * and any other `utm_…`): a page that moves its visitor to a tidier address carries them along, so the visit is still
 * counted for the campaign that brought it. Nothing else is carried: a form's empty fields are what the tidying drops.
 */
const CAMPAIGN_PARAM = /^utm_[a-z0-9_]{1,30}$/i;

/** At most this many marks are carried (an address made up with hundreds is tidied of the rest). */
const MAX_MARKS = 8;

/** The campaign's marks of an address, in their order. */
export function campaignParams(query: URLSearchParams): URLSearchParams {
  const marks = new URLSearchParams();
  for (const [name, value] of query) {
    if (CAMPAIGN_PARAM.test(name) && !marks.has(name) && marks.size < MAX_MARKS)
      marks.append(name, value.slice(0, 200));
  }
  return marks;
}

/** The address with the campaign's marks after its own query. */
export function withCampaign(href: string, marks: URLSearchParams): string {
  const search = marks.toString();
  if (!search) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${search}${fragment}`;
}

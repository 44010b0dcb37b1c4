import { Fragment } from 'react';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { professionalText } from './professional-text.ts';

/** One fact: its label, its value ('' hides it) and its own direction (free text typed by the owner, a telephone). */
export type Fact = [label: string, value: string, dir?: 'auto' | 'ltr'];

/**
 * The office's facts every professional shows last: telephone, address and the appointment book's hours, worded in
 * the reader's locale (issue 29); the hours by the page's loader (`workingHoursText`, professional-words.ts). `w` is
 * the vertical's word of a form field.
 */
export function officeFacts(listing: VerticalListing, locale: Locale, w: (key: string) => string): Fact[] {
  const call = professionalText(listing, 'callNumber');
  return [
    [w('callNumber'), call ? localizeDigits(call, locale) : '', 'ltr'],
    [w('address'), professionalText(listing, 'address'), 'auto'],
    [w('activityTime'), professionalText(listing, 'workingHoursText')],
  ];
}

/** A professional's facts on its page (inside the page's <dl>): those with a value, in order. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value, dir]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            {dir === 'ltr' ? (
              <dd>
                <span dir="ltr">{value}</span>
              </dd>
            ) : (
              <dd dir={dir}>{value}</dd>
            )}
          </Fragment>
        ))}
    </>
  );
}

import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Radio, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { FormAlert } from '../forms/form-alert.tsx';
import { useVerticalWords } from '../../verticals/words.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import classes from './appointments.module.css';

/** The days strip and the chosen day's free times, as the picker's loader made them (labels in the reader's locale). */
export interface PickerDays {
  days: Array<{ date: string; label: string; href: string; selected: boolean; free: string }>;
  day: { date: string; label: string; slots: Array<{ iso: string; label: string }> } | undefined;
}

/** What booking adds to the times: the fee, the policy, the wallet's balance and the form's Idempotency-Key. */
export interface PickerBooking {
  price: string;
  policy: { hours: string; percent: string };
  balance: string;
  payKey: string;
  /** The visit tariffs to choose from (a doctor's services), each with its price in words; none: the book's price. */
  tariffs?: Array<{ id: number; label: string }> | undefined;
  /** The listing's vertical, whose words the form speaks (a doctor's «بیمار», a lawyer's «موکل»; issue 29). */
  vertical: string;
}

/**
 * The appointment picker (issue 18): Jalali days from today (links, so it works without JavaScript), the chosen
 * day's free times in Tehran time, and, when booking, who the visit is for and how it is paid. Rescheduling shows the
 * times only. A plain form: the page's action books or moves.
 */
export function AppointmentPicker({
  picker,
  booking,
  failure,
  submitLabel,
  payFrom,
  hidden,
}: {
  picker: PickerDays;
  booking?: PickerBooking | undefined;
  failure?: FormFailure | undefined;
  /** The submit button's words when the page books something of its own (a phone consultation, ADR 0039). */
  submitLabel?: string | undefined;
  /** A page of its own that is paid before (a phone consultation, ADR 0055): wallet (with its balance) or online. */
  payFrom?: { balance: string; payKey: string } | undefined;
  /** The form's own hidden fields (its intent among them) when a page moves something of its own (the owner's book). */
  hidden?: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { days, day } = picker;
  const open = day !== undefined && day.slots.length > 0;
  return (
    <>
      <nav aria-label={t('appointments.picker.days')}>
        <ul className={classes.days}>
          {days.map((item) => (
            <li key={item.date}>
              <Link
                to={item.href}
                className={classes.day}
                aria-current={item.selected ? 'date' : undefined}
                preventScrollReset
              >
                {item.label}
                <span className={classes.dayFree}>{item.free}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormAlert failure={failure} />
      <Form method="post">
        {hidden ? (
          Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
        ) : (
          <input type="hidden" name="intent" value={booking ? 'book' : 'reschedule'} />
        )}
        {booking && <input type="hidden" name="payKey" value={booking.payKey} />}
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('appointments.picker.slots', { day: day?.label ?? '' })}</legend>
          {!open ? (
            <Text c="dimmed">{t('appointments.picker.noSlots')}</Text>
          ) : (
            <div className={classes.slots}>
              {day.slots.map((slot) => (
                <label key={slot.iso} className={classes.slot}>
                  <input type="radio" name="start" value={slot.iso} required />
                  {slot.label}
                </label>
              ))}
            </div>
          )}
          {failure?.fields.start && (
            <Text c="red" size="sm" role="alert">
              {failure.fields.start}
            </Text>
          )}
        </fieldset>
        {/* A full day asks nothing more: no form to fill for a time that is not there. */}
        {booking && open && <BookingFields booking={booking} failure={failure} />}
        {payFrom && open && (
          <>
            <input type="hidden" name="payKey" value={payFrom.payKey} />
            <PayFields balance={payFrom.balance} atPlace={false} />
          </>
        )}
        {open && (
          <Button type="submit" loading={busy}>
            {submitLabel ?? (booking ? t('appointments.picker.submit') : t('appointments.reschedule.submit'))}
          </Button>
        )}
      </Form>
    </>
  );
}

function BookingFields({ booking, failure }: { booking: PickerBooking; failure?: FormFailure | undefined }) {
  const { t } = useTranslation();
  const words = useVerticalWords(booking.vertical);
  const familyFailed = Boolean(failure?.fields['patient.name'] || failure?.fields['patient.nationalCode']);
  return (
    <>
      {booking.tariffs && booking.tariffs.length > 0 ? (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('appointments.picker.tariff', { thing: words.thing })}</legend>
          <div className={classes.choices}>
            {booking.tariffs.map((tariff, index) => (
              <Radio
                key={tariff.id}
                name="tariff_id"
                value={String(tariff.id)}
                defaultChecked={index === 0}
                label={tariff.label}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <Text mb="xs">{t('appointments.picker.price', { price: booking.price, thing: words.thing })}</Text>
      )}
      <Text size="sm" c="dimmed" mb="md">
        {t('appointments.picker.policy', booking.policy)}
      </Text>
      {/* Whose visit: the other person's name and national code only when «برای دیگری» is chosen (CSS :has, so it
          works before JavaScript; a refusal of them opens them again). */}
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('appointments.picker.forWhom')}</legend>
        <div className={classes.choices}>
          <Radio name="patient" value="self" defaultChecked={!familyFailed} label={t('appointments.picker.self')} />
          <Radio name="patient" value="family" defaultChecked={familyFailed} label={t('appointments.picker.family')} />
          <div className={classes.familyFields}>
            <TextInput
              name="familyName"
              label={t('appointments.picker.familyName', { client: words.client, Client: words.Client })}
              error={failure?.fields['patient.name']}
            />
            <TextInput
              name="nationalCode"
              label={t('appointments.picker.nationalCode', { client: words.client, Client: words.Client })}
              description={t('appointments.picker.nationalCodeHint', { client: words.client })}
              inputMode="numeric"
              maxLength={10}
              error={failure?.fields['patient.nationalCode']}
            />
          </div>
        </div>
      </fieldset>
      <PayFields balance={booking.balance} atPlace />
    </>
  );
}

/** How it is paid: from the wallet (the default, with its balance), online at the bank, or (a visit) at the place. */
function PayFields({ balance, atPlace }: { balance: string; atPlace: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('appointments.picker.pay')}</legend>
      <div className={classes.choices}>
        <Radio name="method" value="wallet" defaultChecked label={t('appointments.picker.wallet', { balance })} />
        <Radio name="method" value="online" label={t('appointments.picker.online')} />
        {atPlace && <Radio name="method" value="atPlace" label={t('appointments.picker.atPlace')} />}
      </div>
    </fieldset>
  );
}

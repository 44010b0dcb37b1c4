import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox, Text, TextInput } from '@mantine/core';
import { WEEKDAYS } from '@shahrbazar/domain/format/date';
import { FormAlert } from '../forms/form-alert.tsx';
import forms from '../panel/forms.module.css';
import type { FormFailure } from '../../lib/form-checks.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useVerticalWords } from '../../verticals/words.ts';
import type { BookFormValues } from './owner-book.server.ts';
import classes from './appointments.module.css';

type Values = BookFormValues;

/**
 * The owner's book: a working period per weekday from Saturday (blank: closed), the visit length, a daily break,
 * Jalali days off, the cut-off and refund percent, the fee. Times are typed or picked from a list of half hours
 * (Persian or Latin digits), «همین ساعت برای همهٔ روزها» copies the first day's to every day, and a time that is not
 * "HH:MM" is said under its input. The API checks overlaps and a visit of 0.
 */
export function BookSettingsForm({
  values,
  times,
  vertical,
  failure,
}: {
  values: Values;
  times: string[];
  /** The listing's vertical, whose words the form speaks (a doctor's visit, a lawyer's consultation; issue 29). */
  vertical: string;
  failure?: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const { thing } = useVerticalWords(vertical);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const field = (name: string) => failure?.fields[name];
  return (
    <Form method="post">
      <FormAlert
        failure={failure}
        shownFields={[
          'durationMinutes',
          'refundPercent',
          'cutoffHours',
          'price',
          'breakFrom',
          'breakTo',
          ...values.hours.flatMap((day) => [`from${day.weekday}`, `to${day.weekday}`]),
        ]}
      />
      {/* Enter in a field saves (the first submit button is the form's default, not «copy to every day»). */}
      <button type="submit" className={classes.defaultSubmit} tabIndex={-1} aria-hidden="true" />
      {/* The half hours offered by every time input (a list to pick from; typing stays possible). */}
      <datalist id="book-times">
        {times.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
      <Text size="sm" c="dimmed" mb="xs">
        {t('appointments.settings.hoursHint')}
      </Text>
      {values.hours.map((day) => (
        <div key={day.weekday} className={classes.hoursRow}>
          <span>{WEEKDAYS[day.weekday]?.[locale]}</span>
          <TextInput
            name={`from${day.weekday}`}
            label={t('appointments.settings.from')}
            placeholder={t('appointments.settings.closedDay')}
            defaultValue={day.from}
            classNames={{ input: forms.ltrInput }}
            aria-label={`${WEEKDAYS[day.weekday]?.[locale]} ${t('appointments.settings.from')}`}
            list="book-times"
            inputMode="numeric"
            autoComplete="off"
            error={field(`from${day.weekday}`)}
          />
          <TextInput
            name={`to${day.weekday}`}
            label={t('appointments.settings.to')}
            defaultValue={day.to}
            classNames={{ input: forms.ltrInput }}
            aria-label={`${WEEKDAYS[day.weekday]?.[locale]} ${t('appointments.settings.to')}`}
            list="book-times"
            inputMode="numeric"
            autoComplete="off"
            error={field(`to${day.weekday}`)}
          />
        </div>
      ))}
      <Button type="submit" name="intent" value="copyAll" variant="light" size="xs" mb="md">
        {t('appointments.settings.copyAll')}
      </Button>
      <div className={forms.grid}>
        <TextInput
          name="durationMinutes"
          label={t('appointments.settings.duration', { thing })}
          defaultValue={values.durationMinutes}
          inputMode="numeric"
          error={field('durationMinutes')}
        />
        <TextInput
          name="breakFrom"
          label={t('appointments.settings.breakFrom')}
          defaultValue={values.breakFrom}
          list="book-times"
          autoComplete="off"
          classNames={{ input: forms.ltrInput }}
          error={field('breakFrom')}
        />
        <TextInput
          name="breakTo"
          label={t('appointments.settings.breakTo')}
          defaultValue={values.breakTo}
          list="book-times"
          autoComplete="off"
          classNames={{ input: forms.ltrInput }}
          error={field('breakTo')}
        />
        <TextInput name="daysOff" label={t('appointments.settings.daysOff')} defaultValue={values.daysOff} />
        <TextInput
          name="cutoffHours"
          label={t('appointments.settings.cutoff')}
          defaultValue={values.cutoffHours}
          inputMode="numeric"
          error={field('cutoffHours')}
        />
        <TextInput
          name="refundPercent"
          label={t('appointments.settings.refund')}
          defaultValue={values.refundPercent}
          inputMode="numeric"
          error={field('refundPercent')}
        />
        <TextInput
          name="price"
          label={t('appointments.settings.price', { thing })}
          defaultValue={values.price}
          inputMode="numeric"
          error={field('price')}
        />
      </div>
      <div className={forms.checks}>
        <Checkbox name="active" defaultChecked={values.active} label={t('appointments.settings.active')} />
      </div>
      <div className={forms.actions}>
        <Button type="submit" loading={busy} mt="md">
          {t('appointments.settings.save')}
        </Button>
      </div>
    </Form>
  );
}

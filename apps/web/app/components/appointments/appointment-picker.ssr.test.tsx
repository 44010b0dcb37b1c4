// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { fa } from '../../locales/catalogues.ts';
import { AppointmentPicker, type PickerBooking, type PickerDays } from './appointment-picker.tsx';

// Issue 29: a full day asks nothing more of the patient: its free times say there are none, and no tariff, family
// member, payment or submit button is offered for a time that is not there. The form speaks the listing's vertical's
// words: a doctor's patient and visit, a lawyer's client and consultation.

const booking: PickerBooking = {
  price: '۲۰۰٬۰۰۰ تومان',
  policy: { hours: '۲۴', percent: '۵۰' },
  balance: '۰ تومان',
  payKey: 'key',
  tariffs: [{ id: 1, label: 'ویزیت عمومی — ۲۰۰٬۰۰۰ تومان' }],
  vertical: 'clinic',
};
const dayOf = (slots: Array<{ iso: string; label: string }>): PickerDays => ({
  days: [{ date: '2026-12-01', label: 'سه‌شنبه ۱۰ آذر', href: '?day=2026-12-01', selected: true, free: '' }],
  day: { date: '2026-12-01', label: 'سه‌شنبه ۱۰ آذر', slots },
});

/** The picker's markup on the server, as a patient's first load shows it (Mantine's style tags left out). */
function render(picker: PickerDays, shown: PickerBooking = booking) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <AppointmentPicker picker={picker} booking={shown} /> },
  ]);
  return renderToString(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <Stub initialEntries={['/']} />
      </I18nProvider>
    </MantineProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

describe('the appointment picker', () => {
  it('offers the form with the times of a day that has free ones', () => {
    const html = render(dayOf([{ iso: '2026-12-01T06:30:00.000Z', label: '۱۰:۰۰' }]));
    expect(html).toContain('name="start"');
    expect(html).toContain('name="tariff_id"');
    expect(html).toContain('type="submit"');
  });

  it('shows a full day without a form to fill: no tariff, no payment, no submit', () => {
    const html = render(dayOf([]));
    expect(html).toContain('نوبت آزادی در این روز نیست.');
    expect(html).not.toContain('name="start"');
    expect(html).not.toContain('name="tariff_id"');
    expect(html).not.toContain('type="submit"');
  });

  it("speaks the listing's vertical's words: a doctor's patient and visit, a lawyer's client and consultation", () => {
    const open = dayOf([{ iso: '2026-12-01T06:30:00.000Z', label: '۱۰:۰۰' }]);
    const doctor = render(open);
    expect(doctor).toContain('نام و نام خانوادگی بیمار');
    expect(doctor).toContain('نوع ویزیت');
    const lawyer = render(open, { ...booking, vertical: 'lawyer', tariffs: [{ id: 2, label: 'مشاورهٔ حضوری' }] });
    expect(lawyer).toContain('نام و نام خانوادگی موکل');
    expect(lawyer).toContain('کد ملی موکل');
    expect(lawyer).toContain('نوع مشاوره');
    expect(lawyer).not.toMatch(/بیمار|ویزیت|پزشک|مطب/);
    // Without tariffs, the book's one price, in the same words.
    expect(render(open, { ...booking, vertical: 'lawyer', tariffs: [] })).toContain('هزینهٔ مشاوره: ۲۰۰٬۰۰۰ تومان');
  });
});

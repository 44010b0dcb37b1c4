import { describe, expect, it } from 'vitest';
import { channelsFor, CONFIGURABLE_KINDS, renderNotification, smsTextOf } from './notification.ts';

describe('notification kinds', () => {
  it('fills the parameters in the reader’s locale: Persian digits and toman amounts in Persian', () => {
    expect(renderNotification('paymentPaid', { amount: 25000, paymentId: 7 }, 'fa')).toEqual({
      title: 'پرداخت انجام شد',
      text: 'پرداخت ۲۵٬۰۰۰ تومان با موفقیت ثبت شد.',
      link: '/panel/payment/7',
    });
    expect(renderNotification('ticketAnswered', { title: 'Refund', ticketId: 3 }, 'en').text).toBe(
      'Support answered your ticket “Refund”.',
    );
  });

  it('keeps nothing Persian for an English reader: an instant and a nameless sender are written in the reader’s locale', () => {
    // 2026-11-27 10:30 in Tehran (UTC+3:30) is 6 Azar 1405.
    const params = { title: 'Clinic', when: '2026-11-27T07:00:00.000Z', appointmentId: 4 };
    const fa = renderNotification('appointmentReminder', params, 'fa').text;
    const en = renderNotification('appointmentReminder', params, 'en').text;
    expect(fa).toContain('۱۴۰۵');
    expect(fa).toContain('۱۰:۳۰');
    expect(en).toMatch(/1405/);
    expect(en).toContain('10:30');
    expect(en).not.toMatch(/[\u0600-\u06FF]/);
    expect(renderNotification('chatMessage', { name: '', senderId: 2 }, 'en').text).toBe(
      'A Shahrbazar user sent you a message.',
    );
    expect(renderNotification('chatMessage', { name: '', senderId: 2 }, 'fa').text).toBe(
      'یک کاربر شهربازار برایتان پیام فرستاد.',
    );
    expect(renderNotification('chatMessage', { name: 'Sara', senderId: 2 }, 'en').text).toBe(
      'Sara sent you a message.',
    );
  });

  it('sends by SMS what must reach a person unless they turned it off, never what the spec keeps in the panel', () => {
    expect(channelsFor('ticketAnswered', undefined)).toEqual({ sms: true, mail: false, push: true });
    expect(channelsFor('ticketAnswered', { sms: false, mail: true })).toEqual({ sms: false, mail: true, push: true });
    expect(channelsFor('paymentPaid', undefined).sms).toBe(false);
    expect(channelsFor('paymentPaid', { sms: true }).sms).toBe(true);
    expect(channelsFor('followedNewProduct', { sms: true, mail: true })).toEqual({
      sms: false,
      mail: false,
      push: true,
    });
    expect(channelsFor('managerMessage', undefined, { sms: true }).sms).toBe(true);
    expect(CONFIGURABLE_KINDS).toContain('ticketAnswered');
  });

  it('pushes every kind to the browsers that allowed it unless the person turned that kind off (ADR 0048)', () => {
    expect(channelsFor('paymentPaid', undefined).push).toBe(true);
    expect(channelsFor('paymentPaid', { sms: true, push: false })).toEqual({ sms: true, mail: false, push: false });
    expect(channelsFor('paymentPaid', { push: null }).push).toBe(true);
    // A kind kept off SMS and e-mail (a followed booth's new product) may still be chosen for push.
    expect(CONFIGURABLE_KINDS).toContain('followedNewProduct');
  });

  it('writes an SMS in Persian, cut to its limit', () => {
    expect(smsTextOf('ticketAnswered', { title: 'بازپرداخت', ticketId: 1 })).toBe(
      'تیکت شما پاسخ داده شد\nپشتیبانی به تیکت «بازپرداخت» پاسخ داد.',
    );
    expect(smsTextOf('managerMessage', { title: 'x', text: 'y'.repeat(500) }).length).toBe(200);
  });
});

describe('order notification kinds', () => {
  it('prints the delivery code in the reader’s digits, leading zeros kept, and leads each side to its order page', () => {
    const params = { orderId: 12, booth: 'Kaj', boothId: 4, amount: 130_000, deliveryCode: '045210' };
    expect(renderNotification('orderSent', params, 'fa')).toEqual({
      title: 'سفارش شما ارسال شد',
      text: 'سفارش ۱۲ از «Kaj» ارسال شد. کد تحویل: ۰۴۵۲۱۰',
      link: '/panel/order/12',
    });
    expect(renderNotification('orderSent', params, 'en').text).toContain('Delivery code: 045210');
    expect(renderNotification('orderNew', params, 'fa').link).toBe('/panel/myBooth/4/order/12');
  });

  it('sends the booth’s new order and the buyer’s confirmed and sent steps by SMS unless turned off', () => {
    expect(channelsFor('orderNew', undefined).sms).toBe(true);
    expect(channelsFor('orderSent', undefined).sms).toBe(true);
    expect(channelsFor('orderSent', { sms: false }).sms).toBe(false);
    expect(channelsFor('orderPreparing', { sms: true }).sms).toBe(false);
    expect(CONFIGURABLE_KINDS).toContain('orderRejected');
  });
});

describe('a listing’s verdict in its vertical’s words (issue 29)', () => {
  it('calls a clinic a clinic and a booth a booth, and an ad an ad when no vertical is named', () => {
    expect(renderNotification('listingApproved', { title: 'دکتر', noun: 'clinic' }, 'fa').title).toBe(
      'مطب شما تأیید شد',
    );
    expect(renderNotification('listingApproved', { title: 'x', noun: 'clinic' }, 'en').title).toBe(
      'Your clinic was approved',
    );
    expect(renderNotification('listingRejected', { title: 'x', noun: 'booth' }, 'fa').title).toBe('غرفهٔ شما رد شد');
    expect(renderNotification('listingApproved', { title: 'x' }, 'fa').title).toBe('آگهی شما تأیید شد');
  });

  it('leaves out a part whose value is not given (a visit without an address)', () => {
    const params = { title: 'مطب', when: '2026-11-27T07:00:00.000Z', trackingCode: '0000018' };
    expect(renderNotification('appointmentBooked', params, 'fa').text).not.toContain('نشانی');
    expect(renderNotification('appointmentBooked', { ...params, address: 'خیابان امام' }, 'fa').text).toContain(
      'کد پیگیری: ۰۰۰۰۰۱۸. نشانی: خیابان امام.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { LAWYER_NOTIFICATION_KINDS } from './lawyer-notification.ts';
import { channelsFor, CONFIGURABLE_KINDS, renderNotification, smsTextOf } from './notification.ts';

describe('lawyer notification kinds (ADR 0049)', () => {
  it('are all chosen per person on the settings page, by SMS and push unless turned off', () => {
    for (const kind of Object.keys(LAWYER_NOTIFICATION_KINDS) as Array<keyof typeof LAWYER_NOTIFICATION_KINDS>) {
      expect(CONFIGURABLE_KINDS).toContain(kind);
      expect(channelsFor(kind, undefined)).toEqual({ sms: true, mail: false, push: true });
      expect(channelsFor(kind, { sms: false }).sms).toBe(false);
    }
  });

  it('lead to the question or the project, with the price as toman in the reader’s digits', () => {
    expect(
      renderNotification(
        'lawyerAnswered',
        { lawyer: 'وکیل رضایی', title: 'ترکه', slug: 'terke', slugId: 'ab12' },
        'fa',
      ),
    ).toEqual({
      title: 'وکیل به پرسش شما پاسخ داد',
      text: 'وکیل رضایی به پرسش «ترکه» پاسخ داد.',
      link: '/lawyer/questions/terke/ab12',
    });
    const offer = { lawyer: 'Rezaei', title: 'Lease', amount: 4_000_000, projectId: 9 };
    expect(renderNotification('lawyerOfferNew', offer, 'en')).toMatchObject({
      text: 'Rezaei offered 4,000,000 Toman on “Lease”.',
      link: '/panel/lawyerProject/9',
    });
    expect(
      renderNotification('lawyerEscrowReleased', { title: 'اجاره', amount: 2_700_000, projectSlugId: 'x9' }, 'fa'),
    ).toMatchObject({ text: '۲٬۷۰۰٬۰۰۰ تومان بابت «اجاره» به کیف پول شما واریز شد.', link: '/lawyer/projects/x9' });
    expect(smsTextOf('lawyerOfferSelected', { title: 'اجاره', projectSlugId: 'x9' })).toBe(
      'پیشنهاد شما انتخاب شد\nموکل پیشنهاد شما برای «اجاره» را انتخاب کرد.',
    );
  });
});

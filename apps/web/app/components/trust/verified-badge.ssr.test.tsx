// @vitest-environment node
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { trustOf } from '@shahrbazar/domain/rules/trust';
import { createI18n } from '../../lib/i18n.ts';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { en, fa } from '../../locales/catalogues.ts';
import { SellerCard } from '../listings/listing-engagement.tsx';
import { LawyerCard, type LawyerCardView } from '../../verticals/lawyer/lawyer-card.tsx';
import { TrustMissing } from './trust-missing.tsx';
import { identityTrust } from './identity-trust.ts';
import { VerifiedBadge } from './verified-badge.tsx';

// The one badge of every vertical says what was verified, and the owner's card says what is missing and where to do it
// (issue 29, ADR 0081), in each locale's words.

/** The component's own markup in a locale (Mantine's style tags left out, entities read back). */
const render = (node: ReactNode, locale: 'fa' | 'en' = 'fa') =>
  renderToString(
    <MantineProvider>
      <I18nProvider i18n={createI18n(locale, locale === 'fa' ? fa : en)}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nProvider>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replaceAll('&#x27;', "'");
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the verified badge', () => {
  it('names what was verified under the badge and as its tooltip', () => {
    const doctor = trustOf(['medicalSystemNumber'], { ownerAuthLevel: 1, checked: { medicalSystemNumber: true } });
    const html = render(<VerifiedBadge trust={doctor} />);
    expect(text(html)).toContain('احراز شده');
    expect(text(html)).toContain('هویت مالک تأیید شده · شماره نظام پزشکی بررسی شده');
    expect(html).toContain('title="هویت مالک تأیید شده · شماره نظام پزشکی بررسی شده"');
    const lawyer = trustOf(['barLicense'], { ownerAuthLevel: 2, checked: { barLicense: true } });
    expect(text(render(<VerifiedBadge trust={lawyer} />, 'en'))).toContain(
      "Verified Owner's identity verified · Bar licence checked",
    );
  });

  it('shows nothing until every check is done, and a booth’s badge is its owner’s identity', () => {
    const half = trustOf(['barLicense'], { ownerAuthLevel: 1 });
    expect(render(<VerifiedBadge trust={half} />)).not.toContain('احراز شده');
    expect(render(<VerifiedBadge trust={identityTrust(0)} />)).not.toContain('احراز شده');
    expect(text(render(<VerifiedBadge trust={identityTrust(1)} />))).toContain('احراز شده هویت مالک تأیید شده');
  });

  it('is the same badge on a seller’s card, an answering lawyer’s card and a person’s profile, meaning the same', () => {
    const doctor = trustOf(['medicalSystemNumber'], { ownerAuthLevel: 1, checked: { medicalSystemNumber: true } });
    const seller = (trust: Parameters<typeof SellerCard>[0]['trust']) =>
      text(
        render(
          <SellerCard title="پزشک" name="مریم" avatar="/a.png" trust={trust} memberSince="۱ آذر" profileHref="/p" />,
        ),
      );
    // The doctor's card: their identity and their checked number; not before staff checked the number.
    expect(seller(doctor)).toContain('احراز شده هویت تأیید شده · شماره نظام پزشکی بررسی شده');
    expect(seller(trustOf(['medicalSystemNumber'], { ownerAuthLevel: 1 }))).not.toContain('احراز شده');
    const card: LawyerCardView = {
      title: 'وکیل نمونه',
      href: '/lawyer/x/abcd',
      image: '/a.png',
      specialty: null,
      trust: trustOf(['barLicense'], { ownerAuthLevel: 1, checked: { barLicense: true } }),
      rating: null,
      ratingCount: '۰',
      answers: '۳',
      satisfaction: null,
      consult: null,
    };
    expect(text(render(<LawyerCard card={card} />))).toContain('احراز شده هویت تأیید شده · پروانهٔ وکالت بررسی شده');
    const unchecked = { ...card, trust: trustOf(['barLicense'], { ownerAuthLevel: 1 }) };
    expect(text(render(<LawyerCard card={unchecked} />))).not.toContain('احراز شده');
    expect(text(render(<VerifiedBadge trust={identityTrust(1)} person />))).toContain('احراز شده هویت تأیید شده');
  });
});

describe("the owner's card of what the badge needs", () => {
  it('lists each missing check with where to do it', () => {
    const html = render(<TrustMissing trust={trustOf(['medicalSystemNumber'], { ownerAuthLevel: 0 })} />);
    expect(text(html)).toContain('برای نشان احراز شده:');
    expect(html).toMatch(/<a[^>]*href="\/panel\/authenticate"[^>]*>ارسال مدارک هویتی<\/a>/);
    expect(html).toMatch(/<a[^>]*href="#medicalSystemNumber"[^>]*>نوشتن شماره نظام پزشکی<\/a>/);
    const lawyer = render(<TrustMissing trust={trustOf(['barLicense'], { ownerAuthLevel: 1 })} />, 'en');
    expect(lawyer).toMatch(/<a[^>]*href="#licenseNumber"[^>]*>Write the licence number<\/a>/);
    expect(lawyer).not.toContain('/panel/authenticate');
  });

  it('links a number to the listing’s form when shown elsewhere (the clinic’s dashboard)', () => {
    const html = render(
      <TrustMissing trust={trustOf(['medicalSystemNumber'], { ownerAuthLevel: 1 })} formPath="/panel/myClinic/5" />,
    );
    expect(html).toMatch(/<a[^>]*href="\/panel\/myClinic\/5#medicalSystemNumber"[^>]*>نوشتن شماره نظام پزشکی<\/a>/);
    expect(html).not.toContain('ارسال مدارک هویتی');
  });

  it('is not shown once the badge is', () => {
    expect(render(<TrustMissing trust={trustOf([], { ownerAuthLevel: 1 })} />)).toBe('');
  });
});

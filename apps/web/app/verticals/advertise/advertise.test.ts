import { describe, expect, it } from 'vitest';
import { businessLinks } from './advertise-detail.tsx';
import { advertiseOf } from './advertise-facts.tsx';
import { advertiseVertical } from './index.ts';

const ad = (fields: Record<string, unknown>) => advertiseOf(fields as unknown as Parameters<typeof advertiseOf>[0]);

describe('city advertising on the web', () => {
  it('serves /advertise and /panel/myAdvertise, and takes videos', () => {
    expect(advertiseVertical.path).toBe('advertise');
    expect(advertiseVertical.panel).toBe('myAdvertise');
    expect(advertiseVertical.fileKinds).toContain('video');
  });

  it('links the business only where the link is safe: tel, wa.me, the services’ own hosts, http(s)', () => {
    const links = businessLinks(
      ad({
        phone: '۰۴۵۳۳۱۲۳۴۵۶',
        whatsapp: '09141234567',
        instagram: '@cafe.ketab',
        telegram: 'https://t.me/cafeketab',
        website: 'https://cafe.example',
      }),
    );
    expect(Object.fromEntries(links.map((link) => [link.key, link.href]))).toEqual({
      phone: 'tel:04533123456',
      whatsapp: 'https://wa.me/989141234567',
      instagram: 'https://instagram.com/cafe.ketab',
      telegram: 'https://t.me/cafeketab',
      website: 'https://cafe.example',
    });
    const hostile = businessLinks(
      ad({ instagram: 'https://evil.example/x', telegram: 'a b', website: 'javascript:alert(1)' }),
    );
    expect(hostile).toEqual([]);
  });

  it('reads the form’s reward with Persian digits into the write body', () => {
    const form = new FormData();
    form.set('reward', '۵٬۰۰۰');
    form.set('numberReward', '۳');
    form.set('instagram', 'cafe');
    expect(advertiseVertical.bodyOf(form)).toMatchObject({ reward: '5000', numberReward: '3', instagram: 'cafe' });
  });

  it("words the reward per view on the server for the city ad's page, in both languages", () => {
    const listing = { reward: 5000, isActiveRewarding: true } as unknown as Parameters<typeof advertiseOf>[0];
    expect(advertiseVertical.detailWords?.(listing, 'fa')).toEqual({ rewardText: '۵٬۰۰۰ تومان' });
    expect(advertiseVertical.detailWords?.(listing, 'en')).toEqual({ rewardText: '5,000 Toman' });
  });
});

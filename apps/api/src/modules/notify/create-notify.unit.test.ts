import { describe, expect, it } from 'vitest';
import { createNotify, type NotifyOptions } from './create-notify.ts';

const logger = { info: () => undefined };
const local: NotifyOptions = {
  production: false,
  sms: { driver: 'console' },
  mail: { driver: 'console', from: 'no-reply@shahrbazar.test' },
};

describe('createNotify', () => {
  it('gives local drivers and an outbox they write to outside production', async () => {
    const notify = createNotify(local, logger);
    expect([notify.sms.driver, notify.mail.driver]).toEqual(['console', 'console']);
    await notify.sms.send({ to: '09121234567', text: 'کد: 1234' });
    expect(notify.outbox?.list('sms', { to: '+989121234567' })).toMatchObject([{ text: 'کد: 1234' }]);
  });

  it('keeps no outbox in production, and its console logs hide the code', async () => {
    const lines: string[] = [];
    const notify = createNotify({ ...local, production: true }, { info: (obj) => lines.push(JSON.stringify(obj)) });
    expect(notify.outbox).toBeUndefined();
    await notify.sms.send({ to: '09121234567', text: 'کد: 48213' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('0912***4567');
    expect(lines[0]).not.toContain('48213');
  });

  it('builds the production drivers from their settings', () => {
    const notify = createNotify(
      {
        production: true,
        sms: { driver: 'kavenegar', kavenegar: { apiKey: 'key', otpTemplate: 'verify' } },
        mail: { driver: 'smtp', smtpUrl: 'smtps://user:pass@mail.example.com:465', from: 'no-reply@example.com' },
      },
      logger,
    );
    expect([notify.sms.driver, notify.mail.driver]).toEqual(['kavenegar', 'smtp']);
  });

  it('names the missing setting of a chosen driver', () => {
    expect(() => createNotify({ ...local, sms: { driver: 'kavenegar' } }, logger)).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => createNotify({ ...local, mail: { driver: 'smtp', from: 'a@b.c' } }, logger)).toThrow(/SMTP_URL/);
    expect(() =>
      createNotify({ ...local, mail: { driver: 'smtp', smtpUrl: 'mail.example.com', from: 'a@b.c' } }, logger),
    ).toThrow(/smtp:\/\//);
  });
});

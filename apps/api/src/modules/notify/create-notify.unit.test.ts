import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config.ts';
import { createNotify, type NotifyOptions } from './create-notify.ts';

const logger = { info: () => undefined };
const local: NotifyOptions = {
  production: false,
  sms: { driver: 'console' },
  mail: { driver: 'console', from: 'no-reply@shahrbazar.test' },
  push: { driver: 'console' },
};

describe('createNotify', () => {
  it('gives local drivers and an outbox they write to outside production', async () => {
    const notify = createNotify(local, logger);
    expect([notify.sms.driver, notify.mail.driver, notify.push.driver]).toEqual(['console', 'console', 'console']);
    await notify.sms.send({ to: '09121234567', text: 'کد: 1234' });
    expect(notify.outbox?.list('sms', { to: '+989121234567' })).toMatchObject([{ text: 'کد: 1234' }]);
    // Browsers subscribe with a real P-256 key made for the process, and pushes land in the outbox.
    expect(notify.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const target = { endpoint: 'https://push.example/abc', keys: { p256dh: 'x', auth: 'y' } };
    expect(await notify.push.send(target, { title: 'پاسخ تیکت', body: 'پاسخ داده شد', link: '/panel/ticket/3' })).toBe(
      'sent',
    );
    expect(notify.outbox?.list('push', { to: target.endpoint })).toMatchObject([{ subject: 'پاسخ تیکت' }]);
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
        push: { driver: 'webpush', vapid: { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@example.com' } },
      },
      logger,
    );
    expect([notify.sms.driver, notify.mail.driver, notify.push.driver]).toEqual(['kavenegar', 'smtp', 'webpush']);
    expect(notify.push.publicKey).toBe('pub');
  });

  it('names the missing setting of a chosen driver', () => {
    expect(() => createNotify({ ...local, sms: { driver: 'kavenegar' } }, logger)).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => createNotify({ ...local, mail: { driver: 'smtp', from: 'a@b.c' } }, logger)).toThrow(/SMTP_URL/);
    expect(() => createNotify({ ...local, push: { driver: 'webpush' } }, logger)).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      createNotify({ ...local, mail: { driver: 'smtp', smtpUrl: 'mail.example.com', from: 'a@b.c' } }, logger),
    ).toThrow(/smtp:\/\//);
  });

  it('reads the push settings: console by default, webpush with its keys; empty counts as unset, a bad key stops', () => {
    expect(loadConfig({ APP_ENV: 'test' }).push).toEqual({ driver: 'console' });
    const keys = webpush.generateVAPIDKeys();
    const env = {
      APP_ENV: 'test',
      PUSH_DRIVER: 'webpush',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@shahrbazar.example',
    };
    const push = loadConfig(env).push;
    expect(push).toEqual({
      driver: 'webpush',
      vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@shahrbazar.example' },
    });
    expect(createNotify({ ...local, push }, logger).push.publicKey).toBe(keys.publicKey);
    const unset = loadConfig({ ...env, VAPID_PRIVATE_KEY: '' }).push;
    expect(() => createNotify({ ...local, push: unset }, logger)).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'ops@shahrbazar.example' })).toThrow(/VAPID_SUBJECT/);
  });
});

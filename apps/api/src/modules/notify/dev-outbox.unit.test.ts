import { describe, expect, it } from 'vitest';
import { ConsoleMailSender } from './console-mail.driver.ts';
import { ConsoleSmsSender } from './console-sms.driver.ts';
import { DevOutbox } from './dev-outbox.ts';
import { SmsDeliveryError } from './notify.errors.ts';

/** Keeps log lines as pino would receive them, serialised, so assertions see exactly what a log shipper sees. */
function recordingLogger() {
  const lines: string[] = [];
  return { lines, info: (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`) };
}

describe('console drivers and the dev outbox', () => {
  it('keeps each sent code readable, newest first, findable by any written form of the number', async () => {
    const outbox = new DevOutbox();
    const sms = new ConsoleSmsSender({ logger: recordingLogger(), outbox });
    await sms.send({ to: '09121234567', text: 'کد ورود: 11111' });
    await sms.send({ to: '09351112233', text: 'کد ورود: 22222' });
    await sms.send({ to: '+989121234567', text: 'کد ورود: 33333' });

    expect(outbox.list('sms').map((e) => e.text)).toEqual(['کد ورود: 33333', 'کد ورود: 22222', 'کد ورود: 11111']);
    for (const to of ['+989121234567', '۰۹۱۲۱۲۳۴۵۶۷', '9121234567']) {
      expect(outbox.list('sms', { to }).map((e) => e.text)).toEqual(['کد ورود: 33333', 'کد ورود: 11111']);
    }
    const [latest] = outbox.list('sms');
    expect(latest).toMatchObject({ channel: 'sms', to: '09121234567' });
    expect(new Date(latest?.sentAt ?? '').toISOString()).toBe(latest?.sentAt);
    expect(outbox.list('mail')).toEqual([]);
  });

  it('keeps mails apart from SMS and filters them by address', async () => {
    const outbox = new DevOutbox();
    const mail = new ConsoleMailSender({ logger: recordingLogger(), outbox });
    await mail.send({ to: 'Reza@Example.com', subject: 'خوش آمدید', text: 'سلام' });
    await mail.send({ to: 'sara@example.com', subject: 'رمز', text: 'کد 5521' });
    expect(outbox.list('mail', { to: 'reza@example.com' })).toMatchObject([{ subject: 'خوش آمدید', text: 'سلام' }]);
    expect(outbox.list('sms')).toEqual([]);
  });

  it('forgets the oldest messages past its capacity, and everything on clear()', () => {
    const outbox = new DevOutbox(2);
    for (const text of ['a', 'b', 'c']) outbox.add({ channel: 'sms', to: '09121234567', text });
    expect(outbox.list('sms').map((e) => e.text)).toEqual(['c', 'b']);
    outbox.clear();
    expect(outbox.list('sms')).toEqual([]);
  });

  it('logs only a masked number and the length when content must stay hidden', async () => {
    const logger = recordingLogger();
    await new ConsoleSmsSender({ logger }).send({ to: '+989121234567', text: 'کد ورود: 48213' });
    await new ConsoleMailSender({ logger }).send({ to: 'reza@example.com', subject: 'کد 48213', text: 'کد 48213' });
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]).toContain('0912***4567');
    expect(logger.lines[1]).toContain('r***@example.com');
    for (const line of logger.lines) {
      expect(line).not.toContain('48213');
      expect(line).not.toContain('09121234567');
    }
  });

  it('shows the text in development logs, where the console is the phone', async () => {
    const logger = recordingLogger();
    await new ConsoleSmsSender({ logger, revealContent: true }).send({ to: '09121234567', text: 'کد ورود: 48213' });
    expect(logger.lines[0]).toContain('48213');
  });

  it('refuses a number Kavenegar would refuse', async () => {
    const outbox = new DevOutbox();
    const sms = new ConsoleSmsSender({ logger: recordingLogger(), outbox });
    await expect(sms.send({ to: '02188776655', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(outbox.list('sms')).toEqual([]);
  });
});

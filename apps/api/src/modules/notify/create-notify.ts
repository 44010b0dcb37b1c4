import { ConsoleMailSender } from './console-mail.driver.ts';
import { ConsoleSmsSender, type ConsoleDriverOptions } from './console-sms.driver.ts';
import { DevOutbox } from './dev-outbox.ts';
import { KavenegarSmsSender } from './kavenegar-sms.driver.ts';
import type { MailSender, NotifyLogger, SmsSender } from './notify.types.ts';
import { SmtpMailSender } from './smtp-mail.driver.ts';
import webpush from 'web-push';
import { ConsolePushSender } from './console-push.driver.ts';
import type { PushSender } from './push.types.ts';
import { WebPushSender } from './web-push.driver.ts';

/** Which SMS and mail drivers to use, and their settings (from SMS_DRIVER, KAVENEGAR_*, MAIL_DRIVER, SMTP_URL, MAIL_FROM). */
export interface NotifyOptions {
  production: boolean;
  sms: {
    driver: 'console' | 'kavenegar';
    kavenegar?: { apiKey: string; sender?: string; baseUrl?: string; otpTemplate?: string };
  };
  mail: { driver: 'console' | 'smtp'; smtpUrl?: string; from: string };
  push: { driver: 'console' | 'webpush'; vapid?: { publicKey: string; privateKey: string; subject: string } };
}

/** The senders the rest of the API uses, and the dev outbox (only outside production). */
export interface Notify {
  sms: SmsSender;
  mail: MailSender;
  push: PushSender;
  outbox: DevOutbox | undefined;
}

/** Builds the SMS and mail senders; throws a configuration error when a chosen driver lacks its settings. */
export function createNotify(options: NotifyOptions, logger: NotifyLogger): Notify {
  // In production nothing is kept in memory and console logs are masked: codes must not be readable there.
  const outbox = options.production ? undefined : new DevOutbox();
  const local: ConsoleDriverOptions = { logger, outbox, revealContent: !options.production };
  return {
    sms: createSms(options.sms, local),
    mail: createMail(options.mail, local),
    push: createPush(options.push, local),
    outbox,
  };
}

function createSms(options: NotifyOptions['sms'], local: ConsoleDriverOptions): SmsSender {
  if (options.driver === 'console') return new ConsoleSmsSender(local);
  const settings = options.kavenegar;
  if (!settings?.apiKey) throw new Error('Invalid configuration: SMS_DRIVER=kavenegar needs KAVENEGAR_API_KEY');
  return new KavenegarSmsSender(settings);
}

function createMail(options: NotifyOptions['mail'], local: ConsoleDriverOptions): MailSender {
  if (options.driver === 'console') return new ConsoleMailSender(local);
  if (!options.smtpUrl) throw new Error('Invalid configuration: MAIL_DRIVER=smtp needs SMTP_URL');
  if (!/^smtps?:\/\//.test(options.smtpUrl)) {
    throw new Error('Invalid configuration: SMTP_URL must start with smtp:// or smtps://');
  }
  return new SmtpMailSender({ url: options.smtpUrl, from: options.from });
}

function createPush(options: NotifyOptions['push'], local: ConsoleDriverOptions): PushSender {
  if (options.driver === 'console') {
    // Without configured keys a pair is made for this process: browsers subscribed with it before a restart are
    // simply asked again (the console driver delivers nothing anyway).
    return new ConsolePushSender(options.vapid?.publicKey ?? webpush.generateVAPIDKeys().publicKey, local);
  }
  if (!options.vapid) {
    throw new Error(
      'Invalid configuration: PUSH_DRIVER=webpush needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
    );
  }
  return new WebPushSender(options.vapid);
}

import { maskMobile, normalizeMobile } from '@shahrbazar/domain/rules/mobile';
import type { DevOutbox } from './dev-outbox.ts';
import { SmsDeliveryError } from './notify.errors.ts';
import type { NotifyLogger, SmsMessage, SmsSender } from './notify.types.ts';

/** What the console drivers need: where to log, the dev outbox (absent in production), and whether logs may show text. */
export interface ConsoleDriverOptions {
  logger: NotifyLogger;
  outbox?: DevOutbox | undefined;
  /** Log the full recipient and text (development only); otherwise only a masked recipient and the length. */
  revealContent?: boolean;
}

/** Local SMS driver: nothing leaves the machine; the message is logged and kept in the dev outbox. */
export class ConsoleSmsSender implements SmsSender {
  readonly driver = 'console' as const;
  readonly #options: ConsoleDriverOptions;

  constructor(options: ConsoleDriverOptions) {
    this.#options = options;
  }

  async send(message: SmsMessage): Promise<void> {
    // Refuse what Kavenegar would refuse, so a bad number fails the same way on a laptop as in production.
    const to = normalizeMobile(message.to);
    if (!to) throw new SmsDeliveryError('receptor', 'The recipient is not an Iranian mobile number');
    this.#options.outbox?.add({ channel: 'sms', to, text: message.text });
    // The text usually carries a one-time code: outside development the log gets only its length.
    const line = this.#options.revealContent
      ? { to, text: message.text, template: message.template?.name }
      : { to: maskMobile(to), length: message.text.length, template: message.template?.name };
    this.#options.logger.info({ sms: line }, 'sms (console driver, not delivered)');
  }
}

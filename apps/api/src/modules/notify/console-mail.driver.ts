import type { ConsoleDriverOptions } from './console-sms.driver.ts';
import type { MailMessage, MailSender } from './notify.types.ts';
import { maskEmail } from './recipient.ts';

/** Local mail driver: nothing leaves the machine; the message is logged and kept in the dev outbox. */
export class ConsoleMailSender implements MailSender {
  readonly driver = 'console' as const;
  readonly #options: ConsoleDriverOptions;

  constructor(options: ConsoleDriverOptions) {
    this.#options = options;
  }

  async send(message: MailMessage): Promise<void> {
    const to = message.to.trim();
    this.#options.outbox?.add({ channel: 'mail', to, subject: message.subject, text: message.text });
    // Mails carry reset links and codes (sometimes in the subject): outside development only lengths are logged.
    const line = this.#options.revealContent
      ? { to, subject: message.subject, text: message.text }
      : { to: maskEmail(to), subjectLength: message.subject.length, length: message.text.length };
    this.#options.logger.info({ mail: line }, 'mail (console driver, not delivered)');
  }
}

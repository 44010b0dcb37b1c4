import type { ConsoleDriverOptions } from './console-sms.driver.ts';
import type { PushMessage, PushOutcome, PushSender, PushTarget } from './push.types.ts';

/**
 * Local push driver: nothing leaves the machine; the notification is logged and kept in the dev outbox (channel
 * push, addressed to the subscription's endpoint). Browsers still subscribe with a real key pair (made per process
 * unless VAPID keys are configured), so the panel's switch works the same on a laptop.
 */
export class ConsolePushSender implements PushSender {
  readonly driver = 'console' as const;
  readonly publicKey: string;
  readonly #options: ConsoleDriverOptions;

  constructor(publicKey: string, options: ConsoleDriverOptions) {
    this.publicKey = publicKey;
    this.#options = options;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    this.#options.outbox?.add({
      channel: 'push',
      to: target.endpoint,
      subject: message.title,
      text: message.link ? `${message.body}\n${message.link}` : message.body,
    });
    const line = this.#options.revealContent
      ? { title: message.title, link: message.link }
      : { length: message.body.length };
    this.#options.logger.info({ push: line }, 'push (console driver, not delivered)');
    return 'sent';
  }
}

import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { MailDeliveryError } from './notify.errors.ts';
import type { MailMessage, MailSender } from './notify.types.ts';

/** Where to send: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`, and the From header. */
export interface SmtpMailOptions {
  url: string;
  from: string;
}

/** Production mail driver: hands each message to an SMTP server with nodemailer. */
export class SmtpMailSender implements MailSender {
  readonly driver = 'smtp' as const;
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(options: SmtpMailOptions) {
    // Bounded waits: a dead mail server must fail a request in seconds, not hold it for nodemailer's minutes.
    this.#transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.#from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    let rejected: unknown[];
    try {
      const info = await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
      rejected = info.rejected ?? [];
    } catch (error) {
      // Only the server's reply is kept: nodemailer errors can carry connection details we do not want in logs.
      const { responseCode, code, response } = error as { responseCode?: number; code?: string; response?: string };
      const reason = response ?? (error instanceof Error ? error.message : String(error));
      throw new MailDeliveryError(`SMTP delivery failed: ${reason}`, {
        ...(responseCode === undefined ? {} : { responseCode }),
        ...(code === undefined ? {} : { code }),
      });
    }
    if (rejected.length > 0) throw new MailDeliveryError('SMTP server rejected the recipient');
  }

  /** Closes idle connections (shutdown). */
  close(): void {
    this.#transport.close();
  }
}

import { z } from 'zod';
import { normalizeMobile } from '@shahrbazar/domain/rules/mobile';
import { SmsDeliveryError } from './notify.errors.ts';
import { OTP_TEMPLATE, type SmsMessage, type SmsSender } from './notify.types.ts';

/** Connection settings of the Kavenegar REST API. */
export interface KavenegarSmsOptions {
  apiKey: string;
  /** Sender line; the account's default line when absent. */
  sender?: string | undefined;
  /** The account's verify/lookup template for one-time codes (messages whose template is OTP_TEMPLATE). */
  otpTemplate?: string | undefined;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
}

// Every Kavenegar method answers { return: { status, message }, entries }; status 200 means accepted. The HTTP
// status mirrors it (411, 418...), so the body is read whatever the HTTP status.
const KavenegarReplySchema = z.object({ return: z.object({ status: z.number(), message: z.string() }) });

/** Production SMS driver: Kavenegar sms/send, or verify/lookup when the message names a template. */
export class KavenegarSmsSender implements SmsSender {
  readonly driver = 'kavenegar' as const;
  readonly #options: KavenegarSmsOptions;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof globalThis.fetch;

  constructor(options: KavenegarSmsOptions) {
    this.#options = options;
    this.#baseUrl = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    const receptor = normalizeMobile(message.to);
    if (!receptor) throw new SmsDeliveryError('receptor', 'The recipient is not an Iranian mobile number');
    const template = this.#providerTemplate(message);
    if (template && message.template) {
      const [token = '', ...more] = message.template.tokens;
      if (more.length > 2) throw new Error('A Kavenegar lookup takes at most three tokens');
      const tokens = Object.fromEntries(more.map((value, index) => [`token${index + 2}`, value]));
      await this.#call('verify/lookup.json', { receptor, token, ...tokens, template });
    } else {
      const form: Record<string, string> = { receptor, message: message.text };
      if (this.#options.sender) form.sender = this.#options.sender;
      await this.#call('sms/send.json', form);
    }
  }

  // OTP_TEMPLATE maps to the configured template; without one the code goes as plain text via sms/send.
  #providerTemplate(message: SmsMessage): string | undefined {
    const name = message.template?.name;
    return name === OTP_TEMPLATE ? this.#options.otpTemplate : name;
  }

  async #call(method: string, form: Record<string, string>): Promise<void> {
    // The API key is part of the URL: no error text below may include the URL or a raw low-level error.
    const url = `${this.#baseUrl}/v1/${encodeURIComponent(this.#options.apiKey)}/${method}`;
    let status: number;
    let body: string;
    try {
      const response = await this.#fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new SmsDeliveryError('timeout', `Kavenegar did not answer within ${this.#timeoutMs} ms`);
      }
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      const detail = typeof code === 'string' ? ` (${code})` : '';
      throw new SmsDeliveryError('network', `Kavenegar could not be reached${detail}`);
    }
    const reply = KavenegarReplySchema.safeParse(parseJson(body));
    if (reply.success) {
      const { status: providerStatus, message } = reply.data.return;
      if (providerStatus === 200) return;
      const providerMessage = this.#redact(message);
      throw new SmsDeliveryError('rejected', `Kavenegar refused the message: ${providerStatus} ${providerMessage}`, {
        status: providerStatus,
        providerMessage,
      });
    }
    throw new SmsDeliveryError('http', `Kavenegar answered HTTP ${status} without a readable reply`, { status });
  }

  #redact(text: string): string {
    return this.#options.apiKey ? text.split(this.#options.apiKey).join('***') : text;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import type { Response as InjectResponse } from 'light-my-request';

/**
 * An in-process API answer (a page's loader calling the API through `app.inject`) as the web's API client reads one
 * (`ApiFetchAnswer`: status, headers, JSON or text). Its body is the text inject already made of the bytes (it
 * decodes every answer), where a fetch Response made from them wraps them in a web stream and reads that back (~0.1 ms
 * of CPU a call, six to ten calls a page, issue 32); its headers are made only when read.
 */
export class InjectedAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly #text: string;
  readonly #raw: InjectResponse['headers'];
  #headers: Headers | undefined;
  #used = false;

  constructor(answer: InjectResponse) {
    this.status = answer.statusCode;
    this.ok = answer.statusCode >= 200 && answer.statusCode < 300;
    this.#text = answer.payload;
    this.#raw = answer.headers;
  }

  get headers(): Headers {
    if (!this.#headers) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(this.#raw)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
      }
      this.#headers = headers;
    }
    return this.#headers;
  }

  /** The body as text, once (a body is read at most once, as a fetch Response's). */
  async text(): Promise<string> {
    if (this.#used) throw new TypeError('Body is unusable: the body has already been read');
    this.#used = true;
    return this.#text;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from './notify.errors.ts';
import { SmtpMailSender } from './smtp-mail.driver.ts';

interface Delivered {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

// A local SMTP server (plain, like a dev relay): it checks the login, refuses one mailbox with 550 and keeps
// every accepted message as raw text.
const delivered: Delivered[] = [];
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 'p@ss') return callback(null, { user: auth.username });
    callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('nobody@')) {
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      delivered.push({
        user: typeof session.user === 'string' ? session.user : undefined,
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  delivered.length = 0;
});

// Just enough MIME to read what a person would see: encoded-word headers and base64/quoted-printable parts.
function decodeHeader(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  const value = (match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ');
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
  );
}
function decodeQp(text: string): string {
  const bytes = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}
function partBody(raw: string, contentType: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${contentType}`, 'i'));
  const part = raw.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0] ?? '';
  return /Content-Transfer-Encoding: base64/i.test(part.slice(0, headerEnd))
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeQp(body);
}

describe('SmtpMailSender against a local SMTP server', () => {
  it('delivers the message with recipient, subject, text and HTML, logged in with the URL credentials', async () => {
    const mailer = new SmtpMailSender({
      url: `smtp://mailer:p%40ss@127.0.0.1:${port}`,
      from: 'شهربازار <no-reply@shahrbazar.test>',
    });
    await mailer.send({
      to: 'reza@example.com',
      subject: 'بازیابی رمز عبور',
      text: 'کد بازیابی شما ۴۸۲۱۳ است.',
      html: '<p>کد بازیابی شما <b>۴۸۲۱۳</b> است.</p>',
    });
    mailer.close();
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail).toMatchObject({ user: 'mailer', from: 'no-reply@shahrbazar.test', to: ['reza@example.com'] });
    expect(decodeHeader(mail?.raw ?? '', 'Subject')).toBe('بازیابی رمز عبور');
    expect(decodeHeader(mail?.raw ?? '', 'To')).toBe('reza@example.com');
    expect(partBody(mail?.raw ?? '', 'text/plain').trim()).toBe('کد بازیابی شما ۴۸۲۱۳ است.');
    expect(partBody(mail?.raw ?? '', 'text/html')).toContain('<b>۴۸۲۱۳</b>');
  });

  it('throws MailDeliveryError with the SMTP code when the server refuses the recipient', async () => {
    const mailer = new SmtpMailSender({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@shahrbazar.test' });
    const error = await mailer.send({ to: 'nobody@example.com', subject: 'hi', text: 'hi' }).catch((e: unknown) => e);
    mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).responseCode).toBe(550);
    expect(delivered).toHaveLength(0);
  });

  it('throws MailDeliveryError without the password when the login is refused', async () => {
    const mailer = new SmtpMailSender({
      url: `smtp://mailer:wrong-secret@127.0.0.1:${port}`,
      from: 'a@shahrbazar.test',
    });
    const error = await mailer.send({ to: 'reza@example.com', subject: 'hi', text: 'hi' }).catch((e: unknown) => e);
    mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).responseCode).toBe(535);
    expect((error as Error).message).not.toContain('wrong-secret');
  });
});

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DevOutbox } from './dev-outbox.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

async function appWith(outbox: DevOutbox | undefined) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  devOutboxRoutes(app, outbox);
  await app.ready();
  return app;
}

describe('GET /api/v1/dev/sms and /api/v1/dev/mail', () => {
  it('lists what the console drivers sent, newest first, filtered by any written form of the number', async () => {
    const outbox = new DevOutbox();
    outbox.add({ channel: 'sms', to: '09121234567', text: 'کد: 1111' });
    outbox.add({ channel: 'sms', to: '09351112233', text: 'کد: 2222' });
    outbox.add({ channel: 'sms', to: '09121234567', text: 'کد: 3333' });
    outbox.add({ channel: 'mail', to: 'reza@example.com', subject: 'سلام', text: 'متن' });
    const app = await appWith(outbox);

    const all = await app.inject({ method: 'GET', url: '/api/v1/dev/sms' });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ items: { text: string }[] }>().items.map((i) => i.text)).toEqual([
      'کد: 3333',
      'کد: 2222',
      'کد: 1111',
    ]);

    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/sms',
      query: { to: '+98۹۱۲۱۲۳۴۵۶۷' },
    });
    expect(mine.json<{ items: { text: string }[] }>().items.map((i) => i.text)).toEqual(['کد: 3333', 'کد: 1111']);

    const mail = await app.inject({ method: 'GET', url: '/api/v1/dev/mail?to=Reza@example.com' });
    expect(mail.json()).toEqual({
      items: [
        { id: 4, channel: 'mail', to: 'reza@example.com', subject: 'سلام', text: 'متن', sentAt: expect.any(String) },
      ],
    });
    await app.close();
  });

  it('does not exist without an outbox (production)', async () => {
    const app = await appWith(undefined);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/sms' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/mail' })).statusCode).toBe(404);
    await app.close();
  });
});

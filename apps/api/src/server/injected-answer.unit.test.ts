import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { InjectedAnswer } from './injected-answer.ts';

// A page's loaders read the API's in-process answers as they would read a fetch Response (issue 32): the same status,
// headers (each Set-Cookie line apart, for the actions that pass a sign-in's cookies on) and body, read once.
describe('an in-process API answer', () => {
  const app = Fastify();
  app.get('/signed-in', async (_request, reply) => {
    reply.header('set-cookie', [
      'token=abc; Path=/; HttpOnly',
      'city=ardabil; Path=/; Expires=Wed, 01 Dec 2027 00:00:00 GMT',
    ]);
    reply.header('etag', '"v1"');
    return { user: { name: 'مریم' }, count: 3 };
  });
  app.get('/missing', async (_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'نیست' } }),
  );
  app.get('/same', async (_request, reply) => reply.code(304).send());
  afterAll(() => app.close());

  it('reads as the fetch Response of the same call reads', async () => {
    const answer = new InjectedAnswer(await app.inject({ url: '/signed-in' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const fetched = await fetch(`http://127.0.0.1:${port}/signed-in`);

    expect(answer.status).toBe(fetched.status);
    expect(answer.ok).toBe(true);
    expect(answer.headers.getSetCookie()).toEqual(fetched.headers.getSetCookie());
    expect(answer.headers.get('etag')).toBe('"v1"');
    expect(answer.headers.get('content-type')).toBe(fetched.headers.get('content-type'));
    expect(await answer.json()).toEqual(await fetched.json());
  });

  it('is not ok outside 2xx, and its body is read once', async () => {
    const missing = new InjectedAnswer(await app.inject({ url: '/missing' }));
    expect(missing.ok).toBe(false);
    expect(missing.status).toBe(404);
    expect(JSON.parse(await missing.text())).toEqual({ error: { code: 'not_found', message: 'نیست' } });
    await expect(missing.json()).rejects.toThrow(TypeError);

    const same = new InjectedAnswer(await app.inject({ url: '/same' }));
    expect(same.status).toBe(304);
    expect(same.ok).toBe(false);
    expect(await same.text()).toBe('');
  });
});

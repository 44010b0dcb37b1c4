import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('personal answers are never cached', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = (await userWithSession((await testDatabase()).db)).cookie;
  });
  afterAll(() => app.close());

  it.each(['/api/v1/auth/me', '/api/v1/me/profile', '/api/v1/me/wallet', '/api/v1/me/favorites'])(
    '%s says private, no-store',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('a refusal of a private route is not cached either', async () => {
    const res = await app.inject({ url: '/api/v1/me/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a public list read by a signed-in visitor (favorites marked) is private; anonymous keeps its own caching', async () => {
    const signedIn = await app.inject({ url: '/api/v1/ads', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const cities = await app.inject({ url: '/api/v1/states' });
    expect(cities.headers['cache-control']).toBe('public, max-age=300');
  });
});

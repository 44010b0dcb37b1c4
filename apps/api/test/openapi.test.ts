import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/http/types.ts';
import { buildTestApp } from './support/test-app.ts';

describe('OpenAPI', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves a valid OpenAPI 3 document describing the routes and the error shape', async () => {
    const res = await app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/app/initial-data']));
    expect(doc.components.schemas).toHaveProperty('ErrorResponse');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares the security requirement of every private operation, and none for public ones', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    const signed = [{ cookieToken: [] }, { bearer: [] }];
    const securityOf = (url: string, method: string) => {
      const path = url.replace(/:(\w+)/g, '{$1}');
      return doc.paths[path]?.[method.toLowerCase()]?.security;
    };
    const privateRoutes = app.routeAccess.filter((route) => route.access !== 'public');
    expect(privateRoutes.length).toBeGreaterThan(100);
    for (const route of privateRoutes)
      expect(securityOf(route.url, route.method), `${route.method} ${route.url}`).toEqual(signed);
    for (const route of app.routeAccess.filter((r) => r.access === 'public')) {
      expect(securityOf(route.url, route.method), `${route.method} ${route.url}`).toBeUndefined();
    }
  });

  it('still serves it once the web bundle has registered its own copies of the domain schemas', async () => {
    // The server-rendered web carries its own packages/domain: loading it registers look-alike schemas under the
    // same ids in zod's global registry, after the API was built.
    const fresh = await buildTestApp();
    const real = z.globalRegistry._idmap.get('GeneralCategory')!;
    const realMeta = z.globalRegistry.get(real)!;
    const lookAlike = z.object({ id: z.number() }).meta({ id: 'GeneralCategory' });
    try {
      const res = await fresh.inject({ url: '/api/v1/openapi.json' });
      expect(res.statusCode).toBe(200);
      // The API's own GeneralCategory, not the look-alike.
      expect(res.json().components.schemas.GeneralCategory.properties).toHaveProperty('subCategories');
    } finally {
      await fresh.close();
      z.globalRegistry.remove(lookAlike);
      z.globalRegistry.add(real, realMeta);
    }
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

import { createConfig, lintFromString } from '@redocly/openapi-core';
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

  it('declares the security requirement of every private operation, and an optional one for public ones', async () => {
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
    for (const route of privateRoutes) {
      // An operation a personal API key may call names the key's scheme with the scope it needs (ADR 0103).
      const key = route.scope ? [{ apiKey: [route.scope] }] : [];
      expect(securityOf(route.url, route.method), `${route.method} ${route.url}`).toEqual([...signed, ...key]);
    }
    expect(privateRoutes.filter((route) => route.scope).length).toBeGreaterThan(20);
    expect(app.routeAccess.filter((route) => route.scope && route.url.startsWith('/api/v1/manager/'))).toEqual([]);
    // A public route still reads a session when one is sent: `{}` says it may be called without one.
    for (const route of app.routeAccess.filter((r) => r.access === 'public')) {
      expect(securityOf(route.url, route.method), `${route.method} ${route.url}`).toEqual([{}, ...signed]);
    }
  });

  it("passes Redocly's recommended rules with no error (ADR 0114)", async () => {
    const source = (await app.inject({ url: '/api/v1/openapi.json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/v1/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('names, tags and sums up every operation, and declares the failures its configuration allows', async () => {
    type Operation = {
      operationId?: string;
      summary?: string;
      tags?: string[];
      parameters?: Array<{ in: string; name: string }>;
      requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operation = (method: string, path: string) => doc.paths[path]![method]!;
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method} ${path}`;
        expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId!), `${name} repeats ${op.operationId}`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary, name).toBeTruthy();
        expect(op.tags?.length, name).toBeGreaterThan(0);
        expect(JSON.stringify(op.responses), name).not.toContain('Default Response');
        // Every refusal is the one error schema.
        for (const [status, response] of Object.entries(op.responses).filter(([status]) => status.startsWith('4')))
          expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
            $ref: '#/components/schemas/ErrorResponse',
          });
        if (path.includes('{')) expect(Object.keys(op.responses), name).toContain('404');
      }
    }
    // A customer's own record: no session, another's, none such, a bad id.
    expect(Object.keys(operation('get', '/api/v1/me/orders/{id}').responses)).toEqual(
      expect.arrayContaining(['401', '403', '404', '422']),
    );
    // A rate-limited sign-in code: a bad body, too many tries; no session needed, so no 401.
    const otp = operation('post', '/api/v1/auth/otp').responses;
    expect(Object.keys(otp)).toEqual(expect.arrayContaining(['400', '413', '415', '422', '429']));
    expect(Object.keys(otp)).not.toContain('401');
    // The events a webhook endpoint receives (ADR 0115), with their body and the signing headers.
    const { webhooks, components } = doc as unknown as {
      webhooks: Record<string, { post: Operation }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(webhooks)).toEqual(expect.arrayContaining(['order.created', 'order.paid', 'listing.approved']));
    expect(JSON.stringify(webhooks['order.paid']!.post.requestBody)).toContain('#/components/schemas/WebhookOrderData');
    expect(components.schemas).toHaveProperty('WebhookOrderData');
    expect(webhooks['order.paid']!.post.parameters?.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    // Sign-in says how an app gets a bearer token.
    expect(operation('post', '/api/v1/auth/login/otp').parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'X-Device-Type' }),
    );
  });

  it('declares a multipart body with its file part on every upload', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    }>();
    const uploads = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content['multipart/form-data'])
        .map(([method, op]) => ({
          name: `${method} ${path}`,
          schema: op.requestBody!.content['multipart/form-data']!.schema,
        })),
    );
    expect(uploads.map((upload) => upload.name)).toEqual(
      expect.arrayContaining([
        'post /api/v1/me/avatar',
        'post /api/v1/me/documents',
        'post /api/v1/files',
        'post /api/v1/manager/banners',
        'post /api/v1/me/payments/{id}/receipt',
        'post /api/v1/work/{slugId}/applications',
        'post /api/v1/lawyer-questions/{slugId}/files',
      ]),
    );
    expect(uploads).toHaveLength(14);
    for (const upload of uploads)
      expect(upload.schema, upload.name).toMatchObject({
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      });
    const receipt = uploads.find((upload) => upload.name === 'post /api/v1/me/payments/{id}/receipt')!;
    expect(Object.keys((receipt.schema as { properties: object }).properties)).toEqual([
      'file',
      'trackingNumber',
      'paidOn',
    ]);
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

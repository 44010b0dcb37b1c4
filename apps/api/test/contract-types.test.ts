import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TYPES_COMMAND, CONTRACT_TYPES_FILE, contractTypesSource } from '../scripts/contract-types.ts';
import type { App } from '../src/http/types.ts';
import { buildTestApp } from './support/test-app.ts';

describe('the web’s generated contract types (ADR 0118)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are what the API serves now', async () => {
    const served = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    const fresh = await contractTypesSource(served);
    const committed = fs.readFileSync(CONTRACT_TYPES_FILE, 'utf8');
    // Not toEqual on 2 MB of text: the message names the fix instead of a diff nobody reads.
    expect(
      committed === fresh,
      `${path.relative(process.cwd(), CONTRACT_TYPES_FILE)} differs from the document the API serves: run \`${CONTRACT_TYPES_COMMAND}\` and commit it`,
    ).toBe(true);
  });

  it('leave out the development-only operations and keep the error shape', async () => {
    const committed = fs.readFileSync(CONTRACT_TYPES_FILE, 'utf8');
    expect(committed).toContain('"/api/v1/ads": {');
    expect(committed).toContain('ErrorResponse: {');
    expect(committed).not.toContain('/api/v1/dev/');
  });
});

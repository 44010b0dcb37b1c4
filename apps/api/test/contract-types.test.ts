import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES_FILE } from '../scripts/contract-types.ts';
import { findUp } from '../src/paths.ts';

// The committed contract types are what `npm run api:types` writes now (ADR 0118). The script is asked in a process
// of its own (`--check`), as the command runs: this suite's workers share modules between files, and a document built
// in one of them after other files' apps is not the one a single process serves.

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');

describe('the web’s generated contract types (ADR 0118)', () => {
  it('are what the API serves now', async () => {
    const binDir = findUp(path.join('node_modules', '.bin'), 'tsx');
    if (!binDir) throw new Error('tsx is missing: run npm ci');
    const answer = await run(path.join(binDir, 'tsx'), ['scripts/api-types.ts', '--check'], { cwd: apiDir }).catch(
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    const said = `${answer.stdout ?? ''}${answer.stderr ?? ''}`;
    expect('code' in answer ? answer.code : 0, said).toBe(0);
    expect(said).toContain('is current');
    // A process of its own that boots the whole API and writes its document: ~20 s on a quiet machine, over 120 s
    // beside the browser journeys on a busy one. The bound catches a hang, not slowness (ADR 0111).
  }, 600_000);

  it('leave out the development-only operations and keep the error shape', async () => {
    const committed = fs.readFileSync(CONTRACT_TYPES_FILE, 'utf8');
    expect(committed).toContain('"/api/v1/ads": {');
    expect(committed).toContain('ErrorResponse: {');
    expect(committed).not.toContain('/api/v1/dev/');
  });
});

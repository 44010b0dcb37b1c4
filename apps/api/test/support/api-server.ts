import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real API server processes for the tests that need more than app.inject (issue 34): one to kill in a burst
// (checkout-crash.test.ts), two on one database and one Redis that race each other (two-instance-races.test.ts).
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-process.ts');

export interface ApiProcess {
  process: ChildProcess;
  /** Its address, e.g. http://127.0.0.1:41234. */
  base: string;
  /** Settles when the process has exited. */
  exited: Promise<unknown>;
}

/**
 * Starts the API (api-process.ts) in a child process on `databaseUrl` with APP_ENV=test and silent logs, plus `env`;
 * answers it once it listens. `application` names its database connections (pg_stat_activity), so a test can wait
 * until a killed process's connections are gone.
 */
export async function startApiProcess(options: {
  databaseUrl: string;
  dataDir: string;
  application?: string;
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const url = new URL(options.databaseUrl);
  if (options.application) url.searchParams.set('application_name', options.application);
  const api = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  let errors = '';
  api.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    api.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    api.once('exit', (code, signal) => reject(new Error(`API exited while starting (${code ?? signal}): ${errors}`)));
  });
  return { process: api, base: `http://127.0.0.1:${port}`, exited };
}

/** Kills a started process (kill -9) unless it has exited already, and waits for it. */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api) return;
  if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill('SIGKILL');
  await api.exited;
}

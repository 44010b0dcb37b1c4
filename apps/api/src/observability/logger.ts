import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import { errorOfLogCall, type ErrorReports } from './error-reports.ts';
import { logFields } from './tracing.ts';

const ERROR_LEVEL = 50;

/**
 * The process's one logger (pino JSON lines), shared by the server and the services it drives. With tracing, every
 * line written inside a request's work carries its trace and span ids and its request id (ADR 0088); with error
 * reports, a line at level error or above that carries an error reports it (ADR 0087): a job's failure, a payment
 * callback's, a readiness probe's, not only a request's. `reports` is asked at each such line (the services that hold
 * it are made with this logger).
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'tracing' | 'errorReports'>,
  reports: () => ErrorReports,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    ...(config.tracing ? { mixin: logFields } : {}),
    ...(config.errorReports
      ? {
          hooks: {
            logMethod(args, method, level) {
              const error = level >= ERROR_LEVEL ? errorOfLogCall(args[0]) : undefined;
              if (error) reports().capture(error);
              return method.apply(this, args);
            },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

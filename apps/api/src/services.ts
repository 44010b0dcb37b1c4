import type { Config } from './config.ts';
import type { AppServices } from './http/types.ts';
import { DevCaptchaAnswers } from './modules/auth/captcha.service.ts';
import { S3FileStorage } from './modules/media/s3-storage.ts';
import { LocalFileStorage, privateDir, uploadsDir, type FileStorage } from './modules/media/storage.ts';
import { createChatBus } from './modules/chat/chat-bus.ts';
import { createNotify } from './modules/notify/create-notify.ts';
import type { NotifyLogger } from './modules/notify/notify.types.ts';
import { createPaymentGateway } from './modules/payments/gateway/create-gateway.ts';
import { createSharedStore } from './modules/shared-store/create-shared-store.ts';
import { createErrorReports, NO_ERROR_REPORTS } from './observability/error-reports.ts';

/** Public and private file storage as configured: the local folders by default, an S3-compatible store with s3. */
function createStorage(config: Config): Pick<AppServices, 'storage' | 'privateStorage'> {
  const localPrivate = new LocalFileStorage(privateDir(config.dataDir), '/private');
  if (config.storage.driver === 'local') {
    return { storage: new LocalFileStorage(uploadsDir(config.dataDir)), privateStorage: localPrivate };
  }
  const { privateBucket, publicUrl, ...s3 } = config.storage.s3;
  const storage: FileStorage = new S3FileStorage({ ...s3, publicBaseUrl: publicUrl });
  const privateStorage: FileStorage = privateBucket
    ? new S3FileStorage({ ...s3, bucket: privateBucket, publicBaseUrl: '/private', cacheControl: 'private, no-store' })
    : localPrivate;
  return { storage, privateStorage };
}

/**
 * The external services as configured: local drivers by default, real ones by environment (README). `release` names
 * the build in error reports (SENTRY_RELEASE, else `shahrbazar@<version>`).
 */
export function createServices(config: Config, logger: NotifyLogger, release = 'shahrbazar@dev'): AppServices {
  const notify = createNotify(
    { production: config.isProduction, sms: config.sms, mail: config.mail, push: config.push },
    logger,
  );
  const sharedStore = createSharedStore(config.redis);
  return {
    ...notify,
    devCaptcha: config.isProduction ? undefined : new DevCaptchaAnswers(sharedStore),
    ...createStorage(config),
    paymentGateway: createPaymentGateway(config.payment, sharedStore),
    sharedStore,
    chatBus: createChatBus(config.redis?.url),
    errorReports: config.errorReports
      ? createErrorReports(
          { ...config.errorReports, release: config.errorReports.release ?? release },
          { warn: (message) => logger.info({ errorReports: 'unsent' }, message) },
        )
      : NO_ERROR_REPORTS,
  };
}

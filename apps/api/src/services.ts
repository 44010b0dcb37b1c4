import type { Config } from './config.ts';
import type { AppServices } from './http/types.ts';
import { DevCaptchaAnswers } from './modules/auth/captcha.service.ts';
import { LocalFileStorage, privateDir, uploadsDir } from './modules/media/storage.ts';
import { createNotify } from './modules/notify/create-notify.ts';
import type { NotifyLogger } from './modules/notify/notify.types.ts';

/** The external services as configured: local drivers by default, real ones by environment (README). */
export function createServices(config: Config, logger: NotifyLogger): AppServices {
  const notify = createNotify({ production: config.isProduction, sms: config.sms, mail: config.mail }, logger);
  return {
    ...notify,
    devCaptcha: config.isProduction ? undefined : new DevCaptchaAnswers(),
    storage: new LocalFileStorage(uploadsDir(config.dataDir)),
    privateStorage: new LocalFileStorage(privateDir(config.dataDir), '/private'),
  };
}

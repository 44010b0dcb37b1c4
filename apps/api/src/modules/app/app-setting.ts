import { and, eq } from 'drizzle-orm';
import { APP_SETTING_DEFAULTS, APP_SETTING_GROUP, type AppSettingName } from '@shahrbazar/domain/api/app.schema';
import type { Db } from '../../db/client.ts';
import { options } from './option.table.ts';

/** One app setting as stored (spec: app settings), or its default when the back office has not set it. */
export async function appSetting(db: Db, name: AppSettingName): Promise<string> {
  const [row] = await db
    .select({ content: options.content })
    .from(options)
    .where(and(eq(options.group, APP_SETTING_GROUP), eq(options.name, name)))
    .limit(1);
  return row?.content ?? APP_SETTING_DEFAULTS[name];
}

/** A switch among the app settings (activeReward, activeSale...): "true" (or "1") means on, as the initial data reads it. */
export async function appSwitch(db: Db, name: AppSettingName): Promise<boolean> {
  const text = (await appSetting(db, name)).trim();
  return text === 'true' || text === '1';
}

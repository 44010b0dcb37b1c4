import type { ManagerNotification, NotificationSetting } from '@shahrbazar/domain/api/notification.schema';
import {
  channelOn,
  CONFIGURABLE_KINDS,
  NOTIFICATION_KINDS,
  pushRuleOf,
  type NotificationKindDefinition,
} from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { activeUserIdsOfType, findUserById } from '../users/user.repository.ts';
import { findSettings, saveSettings } from './notification.repository.ts';
import { notify, notifyEach } from './notification.service.ts';

/** Every configurable kind with the person's choice in effect (SMS, e-mail, web push) and the channels it allows. */
export async function readSettings(db: Db, userId: number) {
  const saved = new Map((await findSettings(db, [userId])).map((row) => [row.kind, row]));
  return CONFIGURABLE_KINDS.map((kind) => {
    const definition: NotificationKindDefinition = NOTIFICATION_KINDS[kind];
    const choice = saved.get(kind);
    return {
      kind,
      sms: channelOn(definition.sms, choice?.sms),
      mail: channelOn(definition.mail, choice?.mail),
      push: channelOn(pushRuleOf(kind), choice?.push),
      smsAllowed: definition.sms !== 'never',
      mailAllowed: definition.mail !== 'never',
      pushAllowed: pushRuleOf(kind) !== 'never',
    };
  });
}

/** Saves a person's choices. */
export async function writeSettings(db: Db, userId: number, items: NotificationSetting[]): Promise<void> {
  await saveSettings(db, userId, items);
}

/** The back office's notification: to one user, or to every active user of a type; answers how many it reached. */
export async function sendFromManager(db: Db, input: ManagerNotification): Promise<number> {
  const params = { title: input.title.trim(), text: input.description.trim() };
  const options = { forceSms: input.sms };
  if (input.user_id !== undefined) {
    if (!(await findUserById(db, input.user_id))) throw new AppError('validation', undefined, { user_id: 'invalid' });
    await notify(db, input.user_id, 'managerMessage', params, options);
    return 1;
  }
  const receivers = activeUserIdsOfType(input.userType!);
  return notifyEach(db, receivers, 'managerMessage', params, { ...options, userType: input.userType });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '@shahrbazar/domain/api/user.schema';
import type { SessionKind } from '@shahrbazar/domain/api/auth.schema';
import { DeviceType, UserType, usesManagerPanel } from '@shahrbazar/domain/enums/people';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../http/types.ts';
import { effectivePolicies } from '../access/access.service.ts';
import { toUser, type UserRow } from '../users/user.mapper.ts';
import { sessionPolicy, setSessionCookie } from './session-cookie.ts';
import { createSession } from './session.service.ts';

/** Device types that are apps: they receive the token in the body instead of a cookie. */
const APP_DEVICES = new Set<number>([DeviceType.mobile, DeviceType.mobileForBooth]);
const WEB_DEVICE: Record<SessionKind, number> = {
  general: DeviceType.webClient,
  agent: DeviceType.webAgent,
  manager: DeviceType.webManager,
};

/** Whether a user may open a session of this kind: managers are admins and employees, agents are agents. */
export function mayOpenPanel(user: Pick<UserRow, 'type' | 'status'>, kind: SessionKind): boolean {
  if (user.status !== 1) return false;
  if (kind === 'manager') return usesManagerPanel(user.type);
  if (kind === 'agent') return user.type === UserType.agent;
  return true;
}

/** The device a request says it comes from (X-Device-Type, spec section 6), else the web device of the panel. */
function deviceOf(request: FastifyRequest, kind: SessionKind): number {
  const header = Number(request.headers['x-device-type']);
  return DeviceType.is(header) ? header : WEB_DEVICE[kind];
}

/**
 * Opens a new session for a user who proved who they are: a fresh token at every login, as an HttpOnly cookie for
 * the web, or in the body for apps.
 */
export async function signIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  kind: SessionKind,
  created = false,
): Promise<LoginResult> {
  if (!mayOpenPanel(user, kind)) throw new AppError('forbidden');
  const deviceType = deviceOf(request, kind);
  const { token, session } = await createSession(deps.database.db, sessionPolicy(deps.config), {
    userId: user.id,
    kind,
    deviceType,
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
  });
  const app = APP_DEVICES.has(deviceType);
  if (!app) setSessionCookie(reply, deps.config, token, session.expiresAt);
  return {
    user: toUser(user),
    kind,
    expiresAt: session.expiresAt.toISOString(),
    isAdmin: user.type === UserType.admin,
    policies: await effectivePolicies(deps.database.db, user),
    created,
    ...(app ? { token } : {}),
  };
}

import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  CaptchaSchema,
  OtpLoginSchema,
  OtpRequestedSchema,
  OtpRequestSchema,
  PasswordLoginSchema,
  ProofOfWorkSchema,
  ProofOfWorkWaitedSchema,
  ProofOfWorkWaitSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionInfoSchema,
} from '@shahrbazar/domain/api/auth.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { LoginResultSchema, MeSchema } from '@shahrbazar/domain/api/user.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { AppError } from '../../http/app-error.ts';
import { assertLoopbackCaller } from '../../http/loopback.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { toUser } from '../users/user.mapper.ts';
import { requireSession } from './access-control.ts';
import { createCaptcha } from './captcha.service.ts';
import { deviceOf, sentDevice } from './device-cookie.ts';
import { otpLogin, passwordLogin, register, requestOtp, resetPassword } from './login.service.ts';
import { proofOfWorkBits, recentActivity } from './otp.service.ts';
import { grantWait, issueChallenge } from './proof-of-work.service.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { listSessions, revokeSession } from './session.service.ts';

/** Sign-in endpoints are throttled per IP on top of the per-number rules of one-time codes (10 a minute by default). */
const loginRateOf = (deps: AppDeps) => ({ max: deps.config.signInPerIpPerMinute, timeWindow: '1 minute' });

/**
 * Signing in to an account, and asking for a code for a number, is throttled per address AND account (read from the validated body, hence preHandler):
 * many people share one address behind a mobile carrier's NAT, and a limit on the address alone would lock a city's
 * users out at peak time. Guessing stays held back where it matters: a password attempt needs a fresh single-use
 * captcha (30 a minute per address), and a one-time code dies after 5 wrong tries.
 */
const accountLoginRate = (deps: AppDeps, account: (body: Record<string, unknown>) => unknown) => ({
  ...loginRateOf(deps),
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const name = account((request.body ?? {}) as Record<string, unknown>);
    return `${request.ip}|${typeof name === 'string' ? name.trim().toLowerCase() : ''}`;
  },
});
const tags = ['auth'];

/** Login, registration, password reset, logout, and the signed-in user's own sessions. */
export function authRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const loginRate = loginRateOf(deps);

  app.get(
    '/api/v1/auth/captcha',
    {
      config: { access: 'public', rateLimit: { max: 3 * loginRate.max, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: CaptchaSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(db, deps.config.appSecret, deps.services.devCaptcha);
    },
  );

  // Proof of work (ADR 0091): a challenge of the difficulty this address's and browser's codes call for, and the wait a
  // browser without a script is granted instead of the work (one at a time per address).
  app.get(
    '/api/v1/auth/pow',
    {
      config: { access: 'public', rateLimit: { max: 3 * loginRate.max, timeWindow: '1 minute' } },
      schema: { tags, summary: 'A proof-of-work challenge for a code request', response: { 200: ProofOfWorkSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const activity = await recentActivity(db, '', request.ip, sentDevice(request));
      const bits = proofOfWorkBits(activity, deps.config.otpPowBits, { perIpPerHour: deps.config.otpPerIpPerHour });
      return issueChallenge(deps.config.appSecret, bits);
    },
  );

  app.post(
    '/api/v1/auth/pow/wait',
    {
      config: { access: 'public', dropsCaches: false, rateLimit: loginRate },
      schema: {
        tags,
        summary: 'Wait instead of the work: a nonce good once the wait has passed (browsers without a script)',
        body: ProofOfWorkWaitSchema,
        response: { 200: ProofOfWorkWaitedSchema },
      },
    },
    async (request) => {
      const waited = await grantWait(
        deps.services.sharedStore,
        deps.config.appSecret,
        request.body.challenge,
        request.ip,
      );
      if (!waited) throw new AppError('validation', undefined, { powNonce: 'powWrong' });
      return waited;
    },
  );

  app.post(
    '/api/v1/auth/otp',
    {
      config: { access: 'public', dropsCaches: false, rateLimit: accountLoginRate(deps, (body) => body.mobile) },
      schema: {
        tags,
        summary: 'Send a one-time code by SMS',
        body: OtpRequestSchema,
        response: { 200: OtpRequestedSchema },
      },
    },
    async (request, reply) =>
      requestOtp(
        deps,
        { ip: request.ip, device: deviceOf(request, reply, deps.config), log: request.log },
        request.body,
      ),
  );

  app.post(
    '/api/v1/auth/login/otp',
    {
      config: {
        access: 'public',
        dropsCaches: false,
        rateLimit: accountLoginRate(deps, (body) => body.mobile),
        counts: { event: 'signIn', method: 'otp' },
      },
      schema: {
        tags,
        summary: 'Log in (or sign up) with the SMS code',
        body: OtpLoginSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) => otpLogin(deps, request, reply, request.body),
  );

  app.post(
    '/api/v1/auth/login/password',
    {
      config: {
        access: 'public',
        dropsCaches: false,
        rateLimit: accountLoginRate(deps, (body) => body.username),
        counts: { event: 'signIn', method: 'password' },
      },
      schema: {
        tags,
        summary: 'Log in with mobile/e-mail, password and captcha',
        body: PasswordLoginSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) => passwordLogin(deps, request, reply, request.body),
  );

  app.post(
    '/api/v1/auth/register',
    {
      config: {
        access: 'public',
        dropsCaches: false,
        rateLimit: loginRate,
        counts: { event: 'signIn', method: 'register' },
      },
      schema: { tags, body: RegisterSchema, response: { 200: LoginResultSchema } },
    },
    async (request, reply) => register(deps, request, reply, request.body),
  );

  app.post(
    '/api/v1/auth/password/forgot',
    {
      config: { access: 'public', dropsCaches: false, rateLimit: accountLoginRate(deps, (body) => body.mobile) },
      schema: {
        tags,
        summary: 'Send a password reset code',
        body: OtpRequestSchema.omit({ purpose: true }),
        response: { 200: OtpRequestedSchema },
      },
    },
    async (request, reply) =>
      requestOtp(
        deps,
        { ip: request.ip, device: deviceOf(request, reply, deps.config), log: request.log },
        { ...request.body, purpose: 'reset' },
      ),
  );

  app.post(
    '/api/v1/auth/password/reset',
    {
      config: { access: 'public', dropsCaches: false, rateLimit: loginRate },
      schema: { tags, body: ResetPasswordSchema, response: { 200: z.object({ done: z.literal(true) }) } },
    },
    async (request) => resetPassword(deps, request.ip, request.body),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { access: { session: 'any' }, dropsCaches: false },
      schema: { tags, summary: 'Revoke this session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      await revokeSession(db, auth.user.id, auth.session.id);
      clearSessionCookie(reply, deps.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      config: { access: { session: 'any' } },
      schema: { tags, summary: 'The signed-in user, panel and policies', response: { 200: MeSchema } },
    },
    async (request) => {
      const auth = requireSession(request);
      return {
        user: toUser(auth.user),
        kind: auth.kind,
        expiresAt: auth.session.expiresAt.toISOString(),
        isAdmin: auth.user.type === UserType.admin,
        policies: await auth.policies(),
      };
    },
  );

  app.get(
    '/api/v1/me/sessions',
    {
      config: { access: { session: 'any' } },
      schema: {
        tags,
        summary: 'Where I am signed in',
        response: { 200: z.object({ items: z.array(SessionInfoSchema) }) },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const rows = await listSessions(db, auth.user.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind as 'general',
          deviceType: row.deviceType,
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          current: row.id === auth.session.id,
        })),
      };
    },
  );

  app.delete(
    '/api/v1/me/sessions/:id',
    {
      config: { access: { session: 'any' }, dropsCaches: false },
      schema: {
        tags,
        summary: 'Sign one of my sessions out',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      if (!(await revokeSession(db, auth.user.id, request.params.id))) throw new AppError('not_found');
      if (request.params.id === auth.session.id) clearSessionCookie(reply, deps.config);
      return reply.status(204).send(null);
    },
  );

  if (deps.services.devCaptcha) {
    const answers = deps.services.devCaptcha;
    app.get(
      '/api/v1/dev/captcha/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: 'Development only: a captcha answer (for browser tests)',
          params: z.object({ id: z.string() }),
          response: { 200: z.object({ answer: z.string() }) },
        },
      },
      async (request) => {
        assertLoopbackCaller(request);
        const answer = await answers.answerOf(request.params.id);
        if (!answer) throw new AppError('not_found');
        return { answer };
      },
    );
  }
}

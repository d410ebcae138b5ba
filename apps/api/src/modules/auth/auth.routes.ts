import {
  AppError,
  changePasswordSchema,
  codeField,
  confirmAccountSchema,
  emailField,
  emailOnlySchema,
  loginSchema,
  phoneField,
  profileSchema,
  resetPasswordSchema,
  signUpSchema,
  staffSignUpSchema,
} from '@imole/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from './guard.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import * as users from '../users/index.ts';
import { toSessionUser } from '../users/index.ts';
import { authMessages, authService, type Session } from './auth.service.ts';

export const REFRESH_COOKIE = 'imole_refresh';
const COOKIE_PATH = '/api/ClientUser';

export const clientUserSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  userRole: z.number().int(),
  isFirstTimeUser: z.boolean(),
  isCoordinator: z.boolean(),
  isEngineer: z.boolean(),
  createdBy: z.string().nullable(),
  dateCreated: z.string(),
  modifiedBy: z.string().nullable(),
  dateModified: z.string().nullable(),
  deletedBy: z.string().nullable(),
  dateDeleted: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  phoneConfirmed: z.boolean(),
});

const sessionResponse = envelope({
  token: z.string(),
  refreshToken: z.string(),
  tokenExpiry: z.string(),
  user: clientUserSchema,
});
const messageResponse = envelope({});

const authTags = ['Auth and users'];
const publicRoute = { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.deps);
  const secureCookie = app.deps.config.publicUrl.startsWith('https://');

  const sendSession = (reply: FastifyReply, session: Session, message: string) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: COOKIE_PATH,
      maxAge: 30 * 24 * 60 * 60,
    });
    return { status: true as const, message, ...session };
  };
  const refreshTokenOf = (request: FastifyRequest, body: { refreshToken?: string | undefined }) =>
    body.refreshToken || request.cookies[REFRESH_COOKIE] || undefined;

  app.post(
    '/ClientUser/CreateClientUser',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Customer sign-up; a 6-digit code goes to the e-mail',
        body: signUpSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email } = await auth.signUp('customer', request.body);
      return { status: true as const, message: `Account created. Enter the 6-digit code we sent to ${email}.` };
    },
  );

  app.post(
    '/ClientUser/SupportUserSelfCreation',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Staff sign-up; the account waits for an administrator',
        body: staffSignUpSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email } = await auth.signUp('support', request.body);
      return {
        status: true as const,
        message: `Account created. Enter the 6-digit code we sent to ${email}; an administrator will then activate your account.`,
      };
    },
  );

  app.post(
    '/ClientUser/SalesTeamUserSelfCreation',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Sales agent sign-up; the phone number becomes the referral code',
        body: staffSignUpSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email } = await auth.signUp('sales', request.body);
      return { status: true as const, message: `Account created. Enter the 6-digit code we sent to ${email}.` };
    },
  );

  app.post(
    '/ClientUser/ConfirmUserAccount',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Confirm a new account with its code; signs the person in when the account is active',
        body: confirmAccountSchema,
        response: { 200: z.union([sessionResponse, messageResponse]) },
      },
    },
    async (request, reply) => {
      const result = await auth.confirmAccount(request.body.email, request.body.token);
      if ('pendingActivation' in result) {
        return {
          status: true as const,
          message:
            'Your e-mail address is confirmed. An administrator will activate your account; we will let you know.',
        };
      }
      return sendSession(reply, result, 'Your account is confirmed.');
    },
  );

  app.post(
    '/ClientUser/ResendOtp',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Send a new sign-up or invitation code',
        body: emailOnlySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.resendCode(request.body.email);
      return { status: true as const, message: 'If that account is waiting for a code, we have sent a new one.' };
    },
  );

  app.post(
    '/ClientUser/Login',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) =>
      sendSession(reply, await auth.login(request.body.email, request.body.password, request.ip), 'Welcome back.'),
  );

  app.post(
    '/ClientUser/RefreshUserToken',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Rotate the refresh token (body or cookie) for a new access token; a reused token ends the login',
        body: z
          .object({
            userId: z.coerce.number().int().positive().optional(),
            refreshToken: z.string().max(200).optional(),
          })
          .default({}),
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      if (!token) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
      return sendSession(reply, await auth.refresh(request.body.userId, token), 'Session refreshed.');
    },
  );

  app.post(
    '/ClientUser/Logout',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'End this login',
        body: z.object({ refreshToken: z.string().max(200).optional() }).default({}),
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await auth.logout(refreshTokenOf(request, request.body));
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return { status: true as const, message: 'You are logged out.' };
    },
  );

  app.post(
    '/ClientUser/ResetPasswordRequest',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Send a password reset code',
        body: emailOnlySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { status: true as const, message: 'If an account uses that address, we have sent it a 6-digit code.' };
    },
  );

  app.post(
    '/ClientUser/ConfirmResetPasswordToken',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Check a password reset code',
        body: confirmAccountSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.checkResetCode(request.body.email, request.body.token);
      return { status: true as const, message: 'Code confirmed. Choose a new password.' };
    },
  );

  app.post(
    '/ClientUser/ResetPassword',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'Set a new password with a reset code',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.email, request.body.token, request.body.password);
      return { status: true as const, message: 'Your password has been changed. Log in with your new password.' };
    },
  );

  app.post(
    '/ClientUser/SetPassword',
    {
      config: publicRoute,
      schema: {
        tags: authTags,
        summary: 'First password of an invited staff member; signs them in',
        body: resetPasswordSchema,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) =>
      sendSession(
        reply,
        await auth.setPassword(request.body.email, request.body.token, request.body.password),
        'Your password is set. Welcome to Imole.',
      ),
  );

  app.post(
    '/ClientUser/ChangePassword',
    {
      config: signedIn,
      schema: {
        tags: authTags,
        summary: 'Change the password; other devices are logged out',
        body: changePasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      await auth.changePassword(user, sessionId, request.body.oldPassword, request.body.newPassword);
      return { status: true as const, message: 'Your password has been changed.' };
    },
  );

  app.get(
    '/ClientUser/GetProfile',
    {
      config: signedIn,
      schema: {
        tags: authTags,
        summary: 'The signed-in user',
        response: { 200: envelope({ clientUser: clientUserSchema }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Profile',
      clientUser: toSessionUser(requireAuth(request).user),
    }),
  );

  app.post(
    '/ClientUser/UpdateClientUser',
    {
      config: signedIn,
      bodyLimit: 600 * 1024,
      schema: {
        tags: authTags,
        summary: 'Update the profile; a new e-mail address waits for its code',
        body: profileSchema,
        response: { 200: envelope({ clientUser: clientUserSchema }) },
      },
    },
    async (request) => {
      const updated = await auth.updateProfile(requireAuth(request).user, request.body);
      return {
        status: true as const,
        message: updated.pending_email
          ? `Profile saved. Enter the code we sent to ${updated.pending_email} to change your e-mail address.`
          : 'Profile saved.',
        clientUser: toSessionUser(updated),
      };
    },
  );

  app.post(
    '/ClientUser/ConfirmEmailChange',
    {
      config: signedIn,
      schema: {
        tags: authTags,
        summary: 'Confirm a new e-mail address with its code',
        body: z.object({ token: codeField }),
        response: { 200: envelope({ clientUser: clientUserSchema }) },
      },
    },
    async (request) => {
      const updated = await auth.confirmEmailChange(requireAuth(request).user, request.body.token);
      return {
        status: true as const,
        message: 'Your e-mail address has been changed.',
        clientUser: toSessionUser(updated),
      };
    },
  );

  app.post(
    '/ClientUser/CreateSupportUser',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags: authTags,
        summary: 'An admin creates a support, engineer or admin user, who gets an invitation code by e-mail',
        body: z.object({
          firstname: staffSignUpSchema.shape.firstname,
          lastname: staffSignUpSchema.shape.lastname,
          email: emailField,
          phoneNumber: phoneField,
          userRole: z.union([z.literal(2), z.literal(3)], { error: 'Choose support (2) or admin (3)' }),
          isEngineer: z.boolean().default(false),
        }),
        response: { 200: envelope({ clientUser: clientUserSchema }) },
      },
    },
    async (request) => {
      const user = await auth.createStaffUser(requireAuth(request).user, request.body);
      return { status: true as const, message: `Invitation sent to ${user.email}.`, clientUser: toSessionUser(user) };
    },
  );

  app.get(
    '/ClientUser/GetSupportUsers',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags: authTags,
        summary: 'Staff users (support, engineers, admins), inactive first',
        querystring: z.object({
          UserRole: z.coerce.number().int().min(2).max(3).optional(),
          IsActive: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          PageIndex: z.coerce.number().int().min(1).default(1),
          PageSize: z.coerce.number().int().min(1).max(1000).default(20),
        }),
        response: { 200: pagedEnvelope(clientUserSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await users.pageStaffUsers(app.deps.db, {
        userRole: q.UserRole,
        isActive: q.IsActive,
        offset: (q.PageIndex - 1) * q.PageSize,
        limit: q.PageSize,
      });
      return { status: true as const, message: 'Staff users', ...paged(rows.map(toSessionUser), total, q) };
    },
  );

  app.post(
    '/ClientUser/SetUserActiveStatus',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags: authTags,
        summary: 'Activate or deactivate a staff or sales user; deactivating ends their sessions',
        body: z.object({ userId: z.number().int().positive(), isActive: z.boolean() }),
        response: { 200: envelope({ clientUser: clientUserSchema }) },
      },
    },
    async (request) => {
      const user = await auth.setActive(requireAuth(request).user, request.body.userId, request.body.isActive);
      return {
        status: true as const,
        message: user.is_active ? `${user.firstname} can now log in.` : `${user.firstname} has been deactivated.`,
        clientUser: toSessionUser(user),
      };
    },
  );

  app.post(
    '/Utility/SendClientUserSmsOtp',
    {
      config: signedIn,
      schema: {
        tags: authTags,
        summary: 'Send a code by SMS to the signed-in user’s phone',
        body: z.object({}).passthrough().default({}),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await auth.sendPhoneCode(user);
      return { status: true as const, message: `We have sent a 6-digit code to ${user.phone_number}.` };
    },
  );

  app.post(
    '/Utility/ConfirmPhoneOtp',
    {
      config: signedIn,
      schema: {
        tags: authTags,
        summary: 'Confirm the phone number with its SMS code',
        body: z.object({ otp: codeField }),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.confirmPhoneCode(requireAuth(request).user, request.body.otp);
      return { status: true as const, message: 'Your phone number is confirmed.' };
    },
  );
};

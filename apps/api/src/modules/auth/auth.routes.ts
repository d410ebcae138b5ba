import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../context.ts';
import { paged } from '../../lib/http.ts';
import { sessionUserOf, toSessionUser } from '../users/index.ts';
import { requireAuth } from './guard.ts';
import * as auth from './auth.service.ts';
import { AccountNotConfirmed } from './session.service.ts';
import * as emailChange from './email-change.service.ts';
import type { Session } from './auth.service.ts';
import * as schemas from './auth.schemas.ts';
import { publicRoute, signedIn } from './auth.schemas.ts';

export { clientUserSchema } from './auth.schemas.ts';

export const REFRESH_COOKIE = 'imole_refresh';
const COOKIE_PATH = '/api/ClientUser';

/** Answers a new session; its refresh token also goes in an HTTP-only cookie that only the auth calls receive. */
function sendSession(deps: AppDeps, reply: FastifyReply, session: Session, message: string) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: 30 * 24 * 60 * 60,
  });
  return { status: true as const, message, ...session };
}

/** The refresh token from the body, else from the cookie. */
const refreshTokenOf = (request: FastifyRequest, body: { refreshToken?: string | undefined }) =>
  body.refreshToken || request.cookies[REFRESH_COOKIE] || undefined;

const codeSent = (email: string) => `Account created. Enter the 6-digit code we sent to ${email}.`;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signUpRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(staffUserRoutes);
  await app.register(phoneRoutes);
};

/** Signing up, and confirming the account with its code. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicRoute;

  app.post('/ClientUser/CreateClientUser', { config, schema: schemas.createClientUser }, async (request, reply) => {
    const { email } = await auth.signUp(app.deps, 'customer', request.body);
    return reply.status(201).send({ status: true as const, message: codeSent(email) });
  });

  app.post(
    '/ClientUser/SupportUserSelfCreation',
    { config, schema: schemas.supportUserSelfCreation },
    async (request, reply) => {
      const { email } = await auth.signUp(app.deps, 'support', request.body);
      return reply.status(201).send({
        status: true as const,
        message: `Account created. Enter the 6-digit code we sent to ${email}; an administrator will then activate your account.`,
      });
    },
  );

  app.post(
    '/ClientUser/SalesTeamUserSelfCreation',
    { config, schema: schemas.salesTeamUserSelfCreation },
    async (request, reply) => {
      const { email } = await auth.signUp(app.deps, 'sales', request.body);
      return reply.status(201).send({ status: true as const, message: codeSent(email) });
    },
  );

  app.post('/ClientUser/ConfirmUserAccount', { config, schema: schemas.confirmUserAccount }, async (request, reply) => {
    const result = await auth.confirmAccount(app.deps, request.body.email, request.body.token);
    if ('pendingActivation' in result) {
      return {
        status: true as const,
        message: 'Your e-mail address is confirmed. An administrator will activate your account; we will let you know.',
      };
    }
    const { codeOnly, ...session } = result;
    return { ...sendSession(app.deps, reply, session, 'Your account is confirmed.'), codeOnly };
  });

  app.post('/ClientUser/ResendOtp', { config, schema: schemas.resendOtp }, async (request) => {
    await auth.resendCode(app.deps, request.body.email);
    return { status: true as const, message: 'If that account is waiting for a code, we have sent a new one.' };
  });
};

/** Logging in and out, and refreshing the access token. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicRoute;

  app.post('/ClientUser/Login', { config, schema: schemas.login }, async (request, reply) => {
    try {
      const session = await auth.login(app.deps, request.body.email, request.body.password, request.ip);
      return sendSession(app.deps, reply, session, 'Welcome back.');
    } catch (error) {
      if (!(error instanceof AccountNotConfirmed)) throw error;
      // The error envelope, plus when the code to enter was sent: the code step says so and times "Resend now".
      return reply.status(403).send({
        status: false,
        message: error.message,
        code: error.code,
        codeSentAt: error.codeSentAt?.toISOString() ?? null,
      });
    }
  });

  app.post('/ClientUser/RefreshUserToken', { config, schema: schemas.refreshUserToken }, async (request, reply) => {
    const session = await auth.refresh(app.deps, request.body.userId, refreshTokenOf(request, request.body));
    return sendSession(app.deps, reply, session, 'Session refreshed.');
  });

  app.post('/ClientUser/Logout', { config, schema: schemas.logout }, async (request, reply) => {
    await auth.logout(app.deps, refreshTokenOf(request, request.body));
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return { status: true as const, message: 'You are logged out.' };
  });
};

/** Resetting a forgotten password, an invited staff member's first one, and changing it when signed in. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicRoute;

  app.post('/ClientUser/ResetPasswordRequest', { config, schema: schemas.resetPasswordRequest }, async (request) => {
    await auth.requestPasswordReset(app.deps, request.body.email, request.ip);
    return { status: true as const, message: 'If an account uses that address, we have sent it a 6-digit code.' };
  });

  app.post(
    '/ClientUser/ConfirmResetPasswordToken',
    { config, schema: schemas.confirmResetPasswordToken },
    async (request) => {
      await auth.checkResetCode(app.deps, request.body.email, request.body.token);
      return { status: true as const, message: 'Code confirmed. Choose a new password.' };
    },
  );

  app.post('/ClientUser/ResetPassword', { config, schema: schemas.resetPassword }, async (request) => {
    const { email, token, password } = request.body;
    await auth.resetPassword(app.deps, email, token, password);
    return { status: true as const, message: 'Your password has been changed. Log in with your new password.' };
  });

  app.post('/ClientUser/SetPassword', { config, schema: schemas.setPassword }, async (request, reply) => {
    const { email, token, password } = request.body;
    const session = await auth.setPassword(app.deps, email, token, password);
    return sendSession(app.deps, reply, session, 'Your password is set. Welcome to Imole.');
  });

  app.post('/ClientUser/ChangePassword', { config: signedIn, schema: schemas.changePassword }, async (request) => {
    const { user, sessionId } = requireAuth(request);
    await auth.changePassword(app.deps, user, sessionId, request.body.oldPassword, request.body.newPassword);
    return { status: true as const, message: 'Your password has been changed.' };
  });
};

/** The signed-in user's own profile. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = signedIn;

  app.get('/ClientUser/GetProfile', { config, schema: schemas.getProfile }, async (request) => ({
    status: true as const,
    message: 'Profile',
    clientUser: await sessionUserOf(app.deps.db, requireAuth(request).user),
  }));

  app.post(
    '/ClientUser/UpdateClientUser',
    { config, bodyLimit: 600 * 1024, schema: schemas.updateClientUser },
    async (request) => {
      const updated = await emailChange.updateProfile(app.deps, requireAuth(request).user, request.body, request.ip);
      return {
        status: true as const,
        message: updated.pending_email
          ? `Profile saved. Enter the code we sent to ${updated.pending_email} to change your e-mail address.`
          : 'Profile saved.',
        clientUser: await sessionUserOf(app.deps.db, updated),
      };
    },
  );

  app.post('/ClientUser/ConfirmEmailChange', { config, schema: schemas.confirmEmailChange }, async (request) => {
    const updated = await emailChange.confirmEmailChange(app.deps, requireAuth(request).user, request.body.token);
    return {
      status: true as const,
      message: 'Your e-mail address has been changed.',
      clientUser: await sessionUserOf(app.deps.db, updated),
    };
  });

  app.post(
    '/ClientUser/UndoEmailChange',
    { config: publicRoute, schema: schemas.undoEmailChange },
    async (request, reply) => {
      const message = await emailChange.undoEmailChange(app.deps, request.body.email, request.body.token);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return { status: true as const, message };
    },
  );
};

/** Staff accounts, as administrators manage them. */
const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['ADMIN'] } as const;

  app.post('/ClientUser/CreateSupportUser', { config: admin, schema: schemas.createSupportUser }, async (request) => {
    const user = await auth.createStaffUser(app.deps, requireAuth(request).user, request.body);
    return { status: true as const, message: `Invitation sent to ${user.email}.`, clientUser: toSessionUser(user) };
  });

  app.post(
    '/ClientUser/SalesTeamUserCreationByCordinator',
    { config: { access: ['SALES_AGENT'], coordinatorsOnly: true }, schema: schemas.salesTeamUserCreation },
    async (request) => {
      const user = await auth.createSalesAgent(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, message: `Invitation sent to ${user.email}.`, clientUser: toSessionUser(user) };
    },
  );

  app.get(
    '/ClientUser/GetSupportUsers',
    { config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true }, schema: schemas.getSupportUsers },
    async (request) => {
      const q = request.query;
      const { items, total } = await auth.staffUsers(
        app.deps,
        { userRole: q.UserRole, isActive: q.IsActive, waiting: q.Waiting },
        q,
      );
      return { status: true as const, message: 'Staff users', ...paged(items, total, q) };
    },
  );

  app.post(
    '/ClientUser/SetUserActiveStatus',
    { config: admin, schema: schemas.setUserActiveStatus },
    async (request) => {
      const { userId, isActive } = request.body;
      const user = await auth.setActive(app.deps, requireAuth(request).user, userId, isActive);
      return {
        status: true as const,
        message: user.is_active ? `${user.firstname} can now log in.` : `${user.firstname} has been deactivated.`,
        clientUser: toSessionUser(user),
      };
    },
  );
};

/** Confirming the signed-in user's phone number by SMS. */
const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = signedIn;

  app.post('/Utility/SendClientUserSmsOtp', { config, schema: schemas.sendClientUserSmsOtp }, async (request) => {
    const { user } = requireAuth(request);
    await auth.sendPhoneCode(app.deps, user);
    return { status: true as const, message: `We have sent a 6-digit code to ${user.phone_number}.` };
  });

  app.post('/Utility/ConfirmPhoneOtp', { config, schema: schemas.confirmPhoneOtp }, async (request) => {
    await auth.confirmPhoneCode(app.deps, requireAuth(request).user, request.body.otp);
    return { status: true as const, message: 'Your phone number is confirmed.' };
  });
};

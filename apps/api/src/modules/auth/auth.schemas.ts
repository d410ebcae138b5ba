/** The auth routes' schemas, one per route under the route's name, and the access each route declares. */
import {
  changePasswordSchema,
  codeField,
  confirmAccountSchema,
  emailField,
  inviteeSchema,
  emailOnlySchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  signUpSchema,
  staffSignUpSchema,
} from '@imole/domain';
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../lib/http.ts';

const tags = ['Auth and users'];
export const publicRoute = { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
/** Every signed-in role: one's own password, profile and phone (a bank officer's too: docs/banks.md). */
export const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT', 'BANK_OFFICER'] } as const;

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
  financialInstitutionId: z.number().int().nullable(),
  financialInstitutionName: z.string().nullable(),
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
const clientUserResponse = envelope({ clientUser: clientUserSchema });

// Signing up

export const createClientUser = {
  tags,
  summary: 'Customer sign-up; a 6-digit code goes to the e-mail',
  body: signUpSchema,
  response: { 201: messageResponse },
};

export const supportUserSelfCreation = {
  tags,
  summary: 'Staff sign-up; the account waits for an administrator',
  body: staffSignUpSchema,
  response: { 201: messageResponse },
};

export const salesTeamUserSelfCreation = {
  tags,
  summary: 'Sales agent sign-up; the phone number becomes the referral code',
  body: staffSignUpSchema,
  response: { 201: messageResponse },
};

export const confirmUserAccount = {
  tags,
  summary:
    "Confirm a new account with its code, or sign in with a code asked for from a partner bank's page; answers the session when the account is active (codeOnly: the account has no password yet, so the page offers to set one)",
  body: confirmAccountSchema,
  response: { 200: z.union([sessionResponse.extend({ codeOnly: z.boolean() }), messageResponse]) },
};

export const resendOtp = {
  tags,
  summary: 'Send a new sign-up or invitation code',
  body: emailOnlySchema,
  response: { 200: messageResponse },
};

// Sessions

export const login = {
  tags,
  summary: 'Log in with e-mail and password',
  body: loginSchema,
  response: {
    200: sessionResponse,
    /** ACCOUNT_NOT_CONFIRMED carries when the code to enter was sent (docs/accounts.md); ACCOUNT_INACTIVE does not. */
    403: z.object({
      status: z.literal(false),
      message: z.string(),
      code: z.string(),
      codeSentAt: z.string().nullable().optional(),
    }),
  },
};

export const refreshUserToken = {
  tags,
  summary: 'Rotate the refresh token (body or cookie) for a new access token; a reused token ends the login',
  body: z
    .object({
      userId: z.coerce.number().int().positive().optional(),
      refreshToken: z.string().max(200).optional(),
    })
    .default({}),
  response: { 200: sessionResponse },
};

export const logout = {
  tags,
  summary: 'End this login',
  body: z.object({ refreshToken: z.string().max(200).optional() }).default({}),
  response: { 200: messageResponse },
};

// Passwords

export const resetPasswordRequest = {
  tags,
  summary: 'Send a password reset code',
  body: emailOnlySchema,
  response: { 200: messageResponse },
};

export const confirmResetPasswordToken = {
  tags,
  summary: 'Check a password reset code',
  body: confirmAccountSchema,
  response: { 200: messageResponse },
};

export const resetPassword = {
  tags,
  summary: 'Set a new password with a reset code',
  body: resetPasswordSchema,
  response: { 200: messageResponse },
};

export const setPassword = {
  tags,
  summary: 'First password of an invited staff member; signs them in',
  body: resetPasswordSchema,
  response: { 200: sessionResponse },
};

export const changePassword = {
  tags,
  summary:
    'Change the password; other devices are logged out. An account made without one (a bank prospect) sets its first password without oldPassword',
  body: changePasswordSchema.extend({ oldPassword: changePasswordSchema.shape.oldPassword.optional() }),
  response: { 200: messageResponse },
};

// The profile

export const getProfile = {
  tags,
  summary: 'The signed-in user',
  response: { 200: clientUserResponse },
};

export const updateClientUser = {
  tags,
  summary: 'Update the profile; a new e-mail address needs the current password and waits for its code',
  // `password` is ours (docs/accounts.md): the current password, needed only when the e-mail address changes.
  body: profileSchema.extend({ password: z.string().max(200).optional() }),
  response: { 200: clientUserResponse },
};

export const confirmEmailChange = {
  tags,
  summary: 'Confirm a new e-mail address with its code',
  body: z.object({ token: codeField }),
  response: { 200: clientUserResponse },
};

export const undoEmailChange = {
  tags,
  summary: "The old address's link: gives the account its old e-mail back and logs every device out",
  body: z.object({
    email: emailField,
    token: z
      .string({ error: 'Open the link from the e-mail again.' })
      .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Open the link from the e-mail again.'),
  }),
  response: { 200: messageResponse },
};

// Staff accounts

export const salesTeamUserCreation = {
  tags,
  summary: 'A coordinator adds a sales agent under them, who gets an invitation code by e-mail to set a password',
  body: z.object({
    firstname: inviteeSchema.shape.firstname,
    lastname: inviteeSchema.shape.lastname,
    email: inviteeSchema.shape.email,
    phoneNumber: inviteeSchema.shape.phoneNumber,
  }),
  response: { 200: clientUserResponse },
};

export const createSupportUser = {
  tags,
  summary: 'An admin creates a support, engineer or admin user, who gets an invitation code by e-mail',
  body: z.object({
    firstname: inviteeSchema.shape.firstname,
    lastname: inviteeSchema.shape.lastname,
    email: inviteeSchema.shape.email,
    phoneNumber: inviteeSchema.shape.phoneNumber,
    userRole: z.union([z.literal(2), z.literal(3)], { error: 'Choose support (2) or admin (3)' }),
    isEngineer: z.boolean().default(false),
  }),
  response: { 200: clientUserResponse },
};

export const getSupportUsers = {
  tags,
  summary: 'Staff users (support, engineers, admins), inactive first',
  querystring: z.object({
    UserRole: z.coerce.number().int().min(2).max(3).optional(),
    IsActive: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    /** true: only who cannot log in yet and waits (staffStatus `invited` or `waiting`). */
    Waiting: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    PageIndex: z.coerce.number().int().min(1).default(1),
    PageSize: z.coerce.number().int().min(1).max(1000).default(20),
  }),
  response: {
    200: pagedEnvelope(
      clientUserSchema.extend({ staffStatus: z.enum(['active', 'invited', 'waiting', 'deactivated']) }),
    ),
  },
};

export const setUserActiveStatus = {
  tags,
  summary: 'Activate or deactivate a staff or sales user; deactivating ends their sessions',
  body: z.object({ userId: z.number().int().positive(), isActive: z.boolean() }),
  response: { 200: clientUserResponse },
};

// The phone number

export const sendClientUserSmsOtp = {
  tags,
  summary: 'Send a code by SMS to the signed-in user’s phone',
  body: z.object({}).passthrough().default({}),
  response: { 200: messageResponse },
};

export const confirmPhoneOtp = {
  tags,
  summary: 'Confirm the phone number with its SMS code',
  body: z.object({ otp: codeField }),
  response: { 200: messageResponse },
};

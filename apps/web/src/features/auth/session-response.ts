import type { SessionUser } from '@imole/domain/session';
import { setSession } from '../../lib/session.ts';
import { rememberSignedIn } from './restore-session.ts';

/** What ClientUser/Login, ConfirmUserAccount and SetPassword answer (docs/accounts.md "The session"). */
export interface SessionResponse {
  token: string;
  /** Also set as an httpOnly cookie; the browser never keeps it itself. */
  refreshToken: string;
  tokenExpiry: string;
  user: SessionUser;
}

export const isSessionResponse = (value: object): value is SessionResponse =>
  'token' in value && typeof value.token === 'string' && 'user' in value && typeof value.user === 'object';

/** Signs the person in on this device: token and user in the session store, never the refresh token. */
export function startSession(response: SessionResponse): void {
  setSession({ token: response.token, tokenExpiry: response.tokenExpiry, user: response.user });
  rememberSignedIn();
}

import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './tokens.ts';
import { tokenVerifier } from './guard.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const at = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe('tokenVerifier', () => {
  it('accepts a good token, again from memory, until its expiry and not after', async () => {
    const { token } = await signAccessToken(7, 'session-1', SECRET, at);
    const verifier = tokenVerifier(SECRET);
    expect(await verifier.verify(token, at)).toEqual({ userId: 7, sessionId: 'session-1' });
    expect(await verifier.verify(token, later(ACCESS_TOKEN_SECONDS - 1))).toEqual({
      userId: 7,
      sessionId: 'session-1',
    });
    expect(await verifier.verify(token, later(ACCESS_TOKEN_SECONDS))).toBeNull();
    expect(await verifier.verify(token, later(ACCESS_TOKEN_SECONDS + 60))).toBeNull();
  });

  it('refuses a token signed with another key, or altered, even after the genuine one was accepted', async () => {
    const { token } = await signAccessToken(7, 'session-1', SECRET, at);
    const verifier = tokenVerifier(SECRET);
    expect(await verifier.verify(token, at)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ userId: 8, sid: 'x', sub: '8', aud: 'imole', iss: 'imole-api', exp: 4_000_000_000 }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${otherPayload}.${signature}`, at)).toBeNull();
    const forged = (await signAccessToken(7, 'session-1', 'another-secret-of-at-least-32-characters', at)).token;
    expect(await verifier.verify(forged, at)).toBeNull();
    expect(await verifier.verify(forged, at)).toBeNull();
  });

  it('keeps at most its capacity, forgetting the oldest, which is then checked afresh', async () => {
    const verifier = tokenVerifier(SECRET, 2);
    const tokens = await Promise.all(
      [1, 2, 3].map(async (id) => (await signAccessToken(id, `s${id}`, SECRET, at)).token),
    );
    for (const token of tokens) expect(await verifier.verify(token, at)).not.toBeNull();
    expect(await verifier.verify(tokens[0]!, at)).toEqual({ userId: 1, sessionId: 's1' });
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logger.ts';

describe('log redaction', () => {
  it('never writes passwords, tokens, codes, BVN, account or card numbers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, sink);
    log.info({
      req: {
        headers: { authorization: 'Bearer abc.def.ghi', cookie: 'imole_refresh=secret' },
        body: { password: 'hunter22hunter' },
      },
      password: 'Sunny-Roof-2026',
      body: { otp: '123456', bvn: '22212345678', nested: { accountNumber: '0123456789' } },
      payment: { cardNumber: '4084084084084081', cvv: '408' },
      token: 'jwt',
      refreshToken: 'opaque',
    });
    const line = lines.join('');
    for (const secret of [
      'abc.def.ghi',
      'imole_refresh=secret',
      'hunter22hunter',
      'Sunny-Roof-2026',
      '123456',
      '22212345678',
      '0123456789',
      '4084084084084081',
      '"408"',
      '"jwt"',
      'opaque',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { loggerOptions } from './logger.ts';

describe('log redaction', () => {
  it('never writes passwords, tokens, codes, BVN, account or card numbers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(testConfig({ logLevel: 'info' }));
    if (typeof options !== 'object') throw new Error('expected logger options');
    const log = pino(options as pino.LoggerOptions, sink).child({ reqId: 'r-1' });
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
    // What is not secret is kept, nested too.
    expect(JSON.parse(line)).toMatchObject({ reqId: 'r-1', body: { nested: {} }, payment: {} });
  });

  it('writes errors with their message and stack', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(testConfig({ logLevel: 'info' })) as pino.LoggerOptions;
    pino(options, sink).error({ err: new Error('the disk is full'), code: '42' }, 'failed');
    const line = JSON.parse(lines.join('')) as { err: { message: string; stack: string }; code: string };
    expect(line.err.message).toBe('the disk is full');
    expect(line.err.stack).toContain('Error: the disk is full');
    expect(line.code).toBe('[redacted]');
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackProvider, signBody } from './payments.ts';

/**
 * The Paystack adapter against a local server that answers with responses recorded from Paystack's API
 * documentation (https://paystack.com/docs/api/transaction): the same shapes, the same fields.
 */
const SECRET = 'sk_test_0123456789abcdef0123456789abcdef01234567';
const requests: { method: string | undefined; url: string | undefined; auth: string | undefined; body: unknown }[] = [];
let baseUrl: string;
const server = createServer((req: IncomingMessage, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    requests.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      body: data ? JSON.parse(data) : null,
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/transaction/initialize') {
      res.end(
        JSON.stringify({
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
            access_code: '0peioxfhpn',
            reference: 'REF7PmR2cVx9LmQ',
          },
        }),
      );
    } else if (req.url === '/transaction/verify/REF7PmR2cVx9LmQ') {
      res.end(
        JSON.stringify({
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            domain: 'test',
            status: 'success',
            reference: 'REF7PmR2cVx9LmQ',
            amount: 104550000,
            gateway_response: 'Successful',
            channel: 'card',
            currency: 'NGN',
            authorization: {
              authorization_code: 'AUTH_8dfhjjdt',
              bin: '408408',
              last4: '4081',
              exp_month: '12',
              exp_year: '2030',
              channel: 'card',
              card_type: 'visa ',
              bank: 'TEST BANK',
              country_code: 'NG',
              brand: 'visa',
              reusable: true,
              signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
              account_name: null,
            },
          },
        }),
      );
    } else if (req.url === '/transaction/charge_authorization') {
      res.end(
        JSON.stringify({
          status: true,
          message: 'Charge attempted',
          data: { amount: 35_000_00, currency: 'NGN', reference: 'REFsaved0000001', status: 'success' },
        }),
      );
    } else if (req.url === '/refund') {
      res.end(
        JSON.stringify({
          status: true,
          message: 'Refund has been queued for processing',
          data: { transaction: { reference: 'REFcheck0000001', amount: 5000 }, status: 'pending', amount: 5000 },
        }),
      );
    } else {
      res.statusCode = 400;
      res.end(JSON.stringify({ status: false, message: 'Transaction reference not found' }));
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the Paystack adapter', () => {
  it('initializes in kobo with our reference and the three channels', async () => {
    const paystack = paystackProvider({ secret: SECRET, baseUrl });
    const started = await paystack.initialize({
      reference: 'REF7PmR2cVx9LmQ',
      amountKobo: 104_550_000,
      email: 'ada@example.com',
      callbackUrl: 'https://imole.ng/payment',
    });
    expect(started).toEqual({ accessCode: '0peioxfhpn', authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn' });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/transaction/initialize',
      auth: `Bearer ${SECRET}`,
      body: {
        amount: 104_550_000,
        email: 'ada@example.com',
        reference: 'REF7PmR2cVx9LmQ',
        currency: 'NGN',
        callback_url: 'https://imole.ng/payment',
        channels: ['card', 'bank_transfer', 'qr'],
      },
    });
  });

  it('verifies status, amount and currency, and fails loudly on an error answer', async () => {
    const paystack = paystackProvider({ secret: SECRET, baseUrl });
    expect(await paystack.verify('REF7PmR2cVx9LmQ')).toEqual({
      status: 'success',
      amountKobo: 104_550_000,
      currency: 'NGN',
      channel: 'card',
      authorization: {
        code: 'AUTH_8dfhjjdt',
        signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
        brand: 'visa',
        last4: '4081',
        expMonth: 12,
        expYear: 2030,
        bank: 'TEST BANK',
        reusable: true,
      },
    });
    await expect(paystack.verify('UNKNOWN')).rejects.toThrow('Paystack answered 400: Transaction reference not found');
  });

  it('charges a saved authorization in kobo under our reference, and refunds by reference', async () => {
    const paystack = paystackProvider({ secret: SECRET, baseUrl });
    await paystack.chargeAuthorization({
      reference: 'REFsaved0000001',
      authorizationCode: 'AUTH_8dfhjjdt',
      email: 'ada@example.com',
      amountKobo: 35_000_00,
    });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/transaction/charge_authorization',
      auth: `Bearer ${SECRET}`,
      body: {
        authorization_code: 'AUTH_8dfhjjdt',
        email: 'ada@example.com',
        amount: 35_000_00,
        reference: 'REFsaved0000001',
        currency: 'NGN',
      },
    });
    await paystack.refund('REFcheck0000001');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/refund', body: { transaction: 'REFcheck0000001' } });
  });

  it('checks the webhook signature as HMAC-SHA512 of the raw body', () => {
    const paystack = paystackProvider({ secret: SECRET, baseUrl });
    const body = Buffer.from(
      '{"event":"charge.success","data":{"reference":"REF7PmR2cVx9LmQ","amount":104550000,"currency":"NGN","status":"success"}}',
    );
    // Worked out apart from our code: printf '%s' "$body" | openssl dgst -sha512 -hmac "$SECRET".
    const signature =
      '95d554480fcef8fab9ac9bcf0261d87875f609999c56bf75170bc63320aae56d137efbee8de53fceea659449393f9c2ff9508c0afc544a8a577eda27532cb857';
    expect(signBody(SECRET, body)).toBe(signature);
    expect(paystack.verifySignature(body, signature)).toBe(true);
    expect(paystack.verifySignature(body, signature.toUpperCase())).toBe(true);
    expect(paystack.verifySignature(Buffer.concat([body, Buffer.from(' ')]), signature)).toBe(false);
    expect(paystack.verifySignature(body, signBody('sk_test_other', body))).toBe(false);
    expect(paystack.verifySignature(body, undefined)).toBe(false);
    expect(paystack.verifySignature(body, 'abc')).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import { receiveWebhook } from './webhook.ts';

/** The provider's webhook: the raw body is kept to check its HMAC-SHA512 signature before anything is read. */
export function webhookRoute(provider: PaymentProvider) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/Transaction/PaystackWebhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)',
          hide: false,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['x-paystack-signature'];
        await receiveWebhook(app.deps, provider, raw, typeof signature === 'string' ? signature : undefined);
        return reply.status(200).send({ status: true, message: 'Received' });
      },
    );
  };
}

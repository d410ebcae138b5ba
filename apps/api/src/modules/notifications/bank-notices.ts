/**
 * The notices of a bank-financed request's application (docs/banks.md "The application"): the bank's officers hear
 * that a signed undertaking arrived; the customer hears the bank's decision, in the app, by e-mail and by SMS. Written
 * in the transaction of the change, sent once it has committed (as every notice: notices.ts).
 */
import { formatNaira, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { EventOf } from '../../events.ts';
import { activeOfficersOf, bankApplicationFacts, bankOfQuote } from './bank-notice.repository.ts';
import { deliverPending, recordNotice, type Notice } from './notify.ts';

type Facts = NonNullable<Awaited<ReturnType<typeof bankApplicationFacts>>>;
type BankEvent = EventOf<'bank.undertaking-uploaded' | 'bank.approved' | 'bank.declined'>;

export function bankDecisionNotice(event: EventOf<'bank.approved' | 'bank.declined'>, f: Facts): Notice {
  if (event.type === 'bank.approved')
    return {
      userId: event.customerId,
      event: 'bank-application',
      title: `${f.bank_name} approved your application`,
      body: `${f.bank_name} approved your application for quote ${f.reference_no} and paid ${formatNaira(
        koboToNaira(kobo(event.totalKobo)),
      )} for your solar system. We will now assign an engineer to install it.`,
      link: '/dashboard',
    };
  return {
    userId: event.customerId,
    event: 'bank-application',
    title: `${f.bank_name} declined your application`,
    body: `${f.bank_name} declined your application for quote ${f.reference_no}: ${event.reason.replace(/\.$/, '')}. Open Imole to switch to an ordinary plan.`,
    link: '/dashboard',
  };
}

/**
 * "Your quote is ready" for a bank-financed request: the bank pays the price, so the customer is told what the bank
 * pays and to sign the undertaking form, never of a down payment or a plan (docs/banks.md "The application").
 * Null for an ordinary request (worded in notices.ts).
 */
export async function bankPricedNotice(db: DbOrTx, event: EventOf<'quote.priced'>): Promise<Notice | null> {
  const bank = await bankOfQuote(db, event.quoteId);
  if (!bank) return null;
  return {
    userId: event.customerId,
    event: 'quote-priced',
    title: 'Your quote is ready',
    body: `Your quote ${event.referenceNo} is ready: ${bank.bank_name} pays ${formatNaira(
      koboToNaira(kobo(event.totalKobo)),
    )} for your solar system. Open Imole to download the undertaking form, sign it and send it back in Imole, so ${
      bank.bank_name
    } can approve your application.`,
    link: '/dashboard',
  };
}

/**
 * The officers' notice of an undertaking. Officers have no notifications page, so its e-mail (and SMS) is their only
 * prompt: the body ends with the application's full address (PUBLIC_URL), as other e-mails with links do.
 */
async function noticesOf(db: DbOrTx, event: BankEvent, publicUrl: string): Promise<Notice[]> {
  const facts = await bankApplicationFacts(db, event.financialInstitutionId, event.quoteRequestId);
  if (!facts) return [];
  if (event.type !== 'bank.undertaking-uploaded') return [bankDecisionNotice(event, facts)];
  const customer = `${facts.firstname} ${facts.lastname}`;
  const link = `/bank-application/${event.quoteRequestId}`;
  return (await activeOfficersOf(db, event.financialInstitutionId)).map((officer) => ({
    userId: officer.id,
    event: 'bank-application' as const,
    title: event.replaced ? 'A signed undertaking was replaced' : 'A signed undertaking is waiting for your decision',
    body: `${customer} ${event.replaced ? 'uploaded a new' : 'uploaded the'} signed undertaking for quote ${facts.reference_no}. Open the application to read it and approve or decline: ${publicUrl.replace(/\/$/, '')}${link}`,
    link,
  }));
}

export function registerBankNotices(deps: AppDeps): void {
  for (const type of ['bank.undertaking-uploaded', 'bank.approved', 'bank.declined'] as const) {
    deps.events.on(type, {
      async within(trx, event) {
        for (const notice of await noticesOf(trx, event, deps.config.publicUrl)) await recordNotice(trx, notice);
      },
      async afterCommit(event) {
        for (const notice of await noticesOf(deps.db, event, deps.config.publicUrl))
          await deliverPending(deps, notice.userId);
      },
    });
  }
}

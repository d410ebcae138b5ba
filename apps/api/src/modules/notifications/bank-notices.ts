/**
 * The notices of a bank-financed request's application (docs/banks.md "The application"): the bank's officers hear
 * that a signed undertaking arrived; the customer hears the bank's decision, in the app, by e-mail and by SMS. Written
 * in the transaction of the change, sent once it has committed (as every notice: notices.ts).
 */
import { formatNaira, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { EventOf } from '../../events.ts';
import { activeOfficersOf, bankApplicationFacts } from './bank-notice.repository.ts';
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

async function noticesOf(db: DbOrTx, event: BankEvent): Promise<Notice[]> {
  const facts = await bankApplicationFacts(db, event.financialInstitutionId, event.quoteRequestId);
  if (!facts) return [];
  if (event.type !== 'bank.undertaking-uploaded') return [bankDecisionNotice(event, facts)];
  const customer = `${facts.firstname} ${facts.lastname}`;
  return (await activeOfficersOf(db, event.financialInstitutionId)).map((officer) => ({
    userId: officer.id,
    event: 'bank-application' as const,
    title: event.replaced ? 'A signed undertaking was replaced' : 'A signed undertaking is waiting for your decision',
    body: `${customer} ${event.replaced ? 'uploaded a new' : 'uploaded the'} signed undertaking for quote ${facts.reference_no}. Open the application to read it and approve or decline.`,
    link: `/bank-application/${event.quoteRequestId}`,
  }));
}

export function registerBankNotices(deps: AppDeps): void {
  for (const type of ['bank.undertaking-uploaded', 'bank.approved', 'bank.declined'] as const) {
    deps.events.on(type, {
      async within(trx, event) {
        for (const notice of await noticesOf(trx, event)) await recordNotice(trx, notice);
      },
      async afterCommit(event) {
        for (const notice of await noticesOf(deps.db, event)) await deliverPending(deps, notice.userId);
      },
    });
  }
}

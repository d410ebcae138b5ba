import { lagosDate } from '@imole/domain';
import type { SampleQuoteRow } from '../../db/tables/sample-quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { buildPdf, pdfDay, pdfNaira, type PdfWriter } from '../../lib/pdf.ts';
import { sampleFigures } from './sample-quote.service.ts';

/**
 * The sample as a page or two a prospect keeps (docs/sales.md "Sample quotes"): who made it and when, how long its
 * prices hold, the system line by line, the outright price, every down-payment plan, and how to get a real quote
 * with the agent's code — and, in so many words, that it is not an offer.
 */
export function samplePdf(
  row: SampleQuoteRow,
  agent: Pick<AppUserRow, 'firstname' | 'lastname' | 'phone_number'>,
  publicUrl: string,
) {
  const figures = sampleFigures(row);
  const agentName = `${agent.firstname} ${agent.lastname}`.trim();
  const signUp = `${publicUrl.replace(/\/$/, '')}/register?ref=${encodeURIComponent(agent.phone_number)}`;
  return buildPdf(
    {
      title: `Imole sample quote ${row.reference_no}`,
      subject: 'Sample quote - not an offer',
      createdAt: row.created_at,
    },
    (w) => {
      w.text('Imole', { size: 22, bold: true, tone: 'brand' });
      w.text('Home solar, paid for your way', { tone: 'muted' });
      w.heading('Sample quote — not an offer', 16);
      w.row('Reference', row.reference_no, { bold: true });
      w.row('Date', pdfDay(lagosDate(row.created_at)));
      w.row('Prices hold until', pdfDay(lagosDate(row.expires_at)));
      w.row('Prepared for', row.prospect_name ?? '—');
      if (row.state_title) w.row('State', row.state_title);
      w.row('Prepared by', `${agentName}, Imole sales agent, ${agent.phone_number}`);
      w.rule();

      w.heading(row.product_name, 13);
      if (row.product_id !== null) w.text(`Battery: ${row.is_lithium ? 'Lithium' : 'Tubular'}`, { tone: 'muted' });
      for (const line of figures.lines) w.row(`${line.quantity} × ${line.name}`, pdfNaira(line.amountKobo));
      w.rule();
      w.row('Components', pdfNaira(figures.componentsTotal));
      w.row('Installation', pdfNaira(row.installation_cost_kobo));
      w.row('Transport', pdfNaira(row.transport_cost_kobo));
      w.row('Total, paid outright', pdfNaira(figures.total), { bold: true, size: 12 });
      w.row('Warranty', `${row.warranty_months} months`);
      w.rule();

      if (figures.plans.length > 0) {
        payOverTime(w, row, figures.plans);
        w.rule();
      }

      w.heading('How to get your real quote', 13);
      w.text(
        `Sign up at ${signUp} — or give the referral code ${agent.phone_number} when you sign up in the Imole app — then ask for a quote. Imole's staff price it from your details and send it to you in the app; that quote is the offer you accept and pay.`,
      );
      w.space(6);
      w.text(
        'This sample is not an offer, a contract or an invoice. It was priced from today’s catalogue and Imole’s current terms; prices, installation and transport can change, and your real quote can differ from it. Do not pay anyone on the strength of this sample.',
        { size: 9, tone: 'muted' },
      );
    },
  );
}

/** Every down-payment plan the sample carries, the agent's chosen one named. */
function payOverTime(w: PdfWriter, row: SampleQuoteRow, plans: ReturnType<typeof sampleFigures>['plans']) {
  w.heading('Pay over time', 13);
  w.text(
    `Pay part of the price first, then the rest by the month over ${row.duration_months} months, at ${row.monthly_rate_bps / 100}% a month.`,
    { tone: 'muted' },
  );
  const naira = (value: number) => pdfNaira(Math.round(value * 100));
  w.table(
    ['Down payment', 'Pay first', `Then a month (×${row.duration_months})`, 'In all', 'Cost of credit'],
    plans.map((plan) => [
      `${plan.equityPecentage}%${plan.equityPecentage === row.chosen_equity_percentage ? ' (chosen)' : ''}`,
      naira(plan.equityPayment),
      naira(plan.monthlyRepayment),
      naira(plan.totalRepayable),
      naira(plan.costOfCredit),
    ]),
  );
}

/** The file name a phone saves it as. */
export const samplePdfName = (row: SampleQuoteRow) => `Imole-sample-quote-${row.reference_no}.pdf`;

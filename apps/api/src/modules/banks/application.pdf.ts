import { buildPdf, pdfNaira } from '../../lib/pdf.ts';

/** What the customer's undertaking to their bank names (contract call 6). */
export interface UndertakingFormData {
  referenceNo: string;
  customer: { name: string; phoneNumber: string; email: string; address: string; landmark: string };
  packageName: string;
  components: readonly { name: string; categoryName: string; quantity: number }[];
  totalKobo: number;
  bank: { name: string; undertakingText: string };
}

/** The bank's own words when an administrator has not written them yet. */
const defaultUndertaking = (bank: string) =>
  `I ask ${bank} to pay Imole the total amount above for the solar system described, and I undertake to repay ${bank} that amount on the terms ${bank} gives me in writing. I authorise ${bank} to debit my account for the repayments as they fall due, and I confirm that the details above are mine and true.`;

/**
 * The undertaking form of a bank-financed request (docs/banks.md "The application"): the customer's details, the
 * package and its components, the amount the bank pays Imole, the bank's undertaking in its own words, and lines to
 * sign and date. The customer signs it and uploads it (a PDF or a photo) for the bank's loan officer.
 */
export function applicationUndertakingPdf(data: UndertakingFormData, createdAt: Date) {
  const { bank, customer } = data;
  return buildPdf(
    { title: `Undertaking to ${bank.name}, ${data.referenceNo}`, subject: 'Bank undertaking form', createdAt },
    (w) => {
      w.text('Imole', { size: 22, bold: true, tone: 'brand' });
      w.heading(`Undertaking to ${bank.name}`, 16);
      w.text(
        `${bank.name} finances this solar system: it pays Imole the total amount, and you repay ${bank.name}. Sign and date this form, then upload it (a PDF, or a clear photo of the page) on your Imole dashboard for the bank's loan officer.`,
        { tone: 'muted' },
      );
      w.rule();
      w.row('Quote reference', data.referenceNo, { bold: true });
      w.heading('The customer', 12);
      w.row('Full name', customer.name);
      w.row('Phone number', customer.phoneNumber);
      w.row('E-mail', customer.email);
      w.text('Installation address', { tone: 'muted' }).text(customer.address);
      if (customer.landmark.trim()) w.text('Landmark', { tone: 'muted' }).text(customer.landmark);
      w.heading('The system', 12);
      w.row('Package', data.packageName, { bold: true });
      w.table(
        ['Component', 'Type', 'Quantity'],
        data.components.map((c) => [c.name, c.categoryName, String(c.quantity)]),
      );
      w.space(4);
      w.row(`Total amount ${bank.name} pays Imole`, pdfNaira(data.totalKobo), { bold: true, size: 12 });
      w.rule();
      w.heading(`The undertaking to ${bank.name}`, 12);
      w.text(bank.undertakingText.trim() || defaultUndertaking(bank.name));
      w.space(6);
      w.blank('Customer’s full name');
      w.blank('Signature', 'Date');
      w.rule();
      w.heading(`For ${bank.name}`, 12);
      w.blank('Loan officer’s name', 'Signature');
      w.blank('Date');
    },
  );
}

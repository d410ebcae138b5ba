import { buildPdf } from '../../lib/pdf.ts';

/**
 * The undertaking form (docs/sales.md "The undertaking form"; staff spec §2, customer spec "Financial-institution
 * quote"): a blank form a customer's employer signs, undertaking to deduct the monthly repayment from the customer's
 * salary and remit it to Imole until the loan is repaid; the employee consents on the same page. It carries nobody's
 * data, so it is the same document for everyone.
 */
export function undertakingPdf(createdAt: Date) {
  return buildPdf({ title: 'Imole salary deduction undertaking', subject: 'Undertaking form', createdAt }, (w) => {
    w.text('Imole', { size: 22, bold: true, tone: 'brand' });
    w.heading('Salary deduction undertaking', 16);
    w.text(
      'For an Imole customer who pays for a home solar system by the month from their salary. The employer fills in and signs this form; the employee signs their consent. Return it to Imole through the customer’s app or their Imole sales agent.',
      { tone: 'muted' },
    );
    w.rule();
    w.heading('The employee', 12);
    w.blank('Full name');
    w.blank('Staff number', 'Department');
    w.blank('Phone number', 'Imole quote reference');
    w.heading('The repayment', 12);
    w.blank('Monthly repayment (NGN)', 'Number of months');
    w.blank('First deduction, month and year');
    w.rule();
    w.heading('The employer’s undertaking', 12);
    w.text(
      'We, the employer named below, undertake to deduct the monthly repayment above from the employee’s salary every month from the first deduction shown, and to remit it to Imole within five working days of each pay day, to the account Imole gives us in writing, until Imole confirms in writing that the loan is repaid. If the employee leaves our employment, or their salary can no longer bear the deduction, we will tell Imole in writing within seven days.',
    );
    w.blank('Employer');
    w.blank('Address');
    w.blank('Authorised officer’s name', 'Position');
    w.blank('Signature', 'Date');
    w.blank('Official stamp');
    w.rule();
    w.heading('The employee’s consent', 12);
    w.text(
      'I agree that my employer deducts the monthly repayment above from my salary and pays it to Imole until my loan is repaid.',
    );
    w.blank('Signature', 'Date');
  });
}

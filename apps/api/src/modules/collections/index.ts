/**
 * Collections (issue 23): the worklist of overdue loans read from the loan book, the contacts staff log with their
 * promises to pay, write-offs, and the repayment reminders (docs/portfolio.md "Collections and reminders").
 */
export { collectionsRoutes } from './collections.routes.ts';
export { runLoanReminders } from './loan-reminders.ts';

/** The loan book's read model and its health figures (docs/portfolio.md). */
export {
  syncLoan,
  rebuildLoanBook,
  buildLoanBookIfEmpty,
  registerPortfolioHandlers,
  writeOffLoan,
  WRITE_OFF_DAYS,
  type WriteOff,
} from './loan-book.service.ts';
export type { LoanBookRow, LoanBookEntryRow, LoanBookInstalmentRow } from '../../db/tables/loan-book.table.ts';
export { portfolioRoutes } from './portfolio.routes.ts';

import type {
  ComponentCategoryTable,
  ComponentTable,
  ProductComponentTable,
  ProductTable,
} from '../modules/catalogue/catalogue.table.ts';
import type {
  BankTable,
  EmployerTable,
  FinancialInstitutionTable,
  LgaTable,
  StateTable,
} from '../modules/lookups/lookup.table.ts';
import type {
  NotificationSettingTable,
  NotificationTable,
  ReminderSentTable,
} from '../modules/notifications/notification.table.ts';
import type { OutboxMessageTable } from '../modules/outbox/outbox.table.ts';
import type {
  QuoteRequestChangeTable,
  QuoteRequestComponentTable,
  QuoteRequestTable,
} from '../modules/quotes/quote-request.table.ts';
import type { SettingTable } from '../modules/settings/setting.table.ts';
import type { QuoteLineTable, QuoteTable } from '../modules/quotes/quote.table.ts';
import type { AuditLogTable } from '../modules/audit/audit.table.ts';
import type {
  MonitoringIssueEventTable,
  MonitoringIssuePhotoTable,
  MonitoringIssueTable,
} from '../modules/monitoring/issue.table.ts';
import type { MonitoringScheduleImageTable, MonitoringScheduleTable } from '../modules/monitoring/schedule.table.ts';
import type {
  LedgerEntryTable,
  PaymentTable,
  SandboxChargeTable,
  SavedCardTable,
} from '../modules/payments/payment.table.ts';
import type { AppUserTable } from '../modules/users/user.table.ts';
import type { LoginFailureTable, RefreshTokenTable, VerificationCodeTable } from '../modules/auth/auth.table.ts';

/** Every table, defined once in its module's `<x>.table.ts`, assembled here. */
export interface Database {
  state: StateTable;
  lga: LgaTable;
  bank: BankTable;
  employer: EmployerTable;
  financial_institution: FinancialInstitutionTable;
  component_category: ComponentCategoryTable;
  component: ComponentTable;
  product: ProductTable;
  product_component: ProductComponentTable;
  app_user: AppUserTable;
  outbox_message: OutboxMessageTable;
  verification_code: VerificationCodeTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  notification_setting: NotificationSettingTable;
  notification: NotificationTable;
  reminder_sent: ReminderSentTable;
  monitoring_issue: MonitoringIssueTable;
  monitoring_issue_photo: MonitoringIssuePhotoTable;
  monitoring_issue_event: MonitoringIssueEventTable;
  monitoring_schedule: MonitoringScheduleTable;
  monitoring_schedule_image: MonitoringScheduleImageTable;
  setting: SettingTable;
  quote_request: QuoteRequestTable;
  quote_request_component: QuoteRequestComponentTable;
  quote_request_change: QuoteRequestChangeTable;
  quote: QuoteTable;
  quote_line: QuoteLineTable;
  audit_log: AuditLogTable;
  payment: PaymentTable;
  ledger_entry: LedgerEntryTable;
  sandbox_charge: SandboxChargeTable;
  saved_card: SavedCardTable;
}

import type { Migration } from 'kysely';
import * as m20261122000100 from './20261122000100_reference_data.ts';
import * as m20261122000200 from './20261122000200_catalogue.ts';
import * as m20261122000300 from './20261122000300_users_and_outbox.ts';
import * as m20261122000400 from './20261122000400_auth.ts';
import * as m20261122000500 from './20261122000500_notification_settings.ts';
import * as m20261122000600 from './20261122000600_settings_and_quote_requests.ts';
import * as m20261122000700 from './20261122000700_quotes_and_audit.ts';
import * as m20261122000800 from './20261122000800_payments.ts';
import * as m20261122000900 from './20261122000900_survey.ts';
import * as m20261122001000 from './20261122001000_notifications.ts';
import * as m20261122001100 from './20261122001100_monitoring_issues.ts';
import * as m20261122001200 from './20261122001200_reminders.ts';
import * as m20261122001300 from './20261122001300_monitoring_schedules.ts';
import * as m20261122001400 from './20261122001400_catalogue_version.ts';
import * as m20261122001500 from './20261122001500_saved_cards.ts';
import * as m20261122001600 from './20261122001600_payment_checkout_link.ts';
import * as m20261125000100 from './20261125000100_rate_limit.ts';
import * as m20261125000200 from './20261125000200_notification_delivery.ts';
import * as m20261125000300 from './20261125000300_catalogue_version_notify.ts';
import * as m20261125001000 from './20261125001000_account_sessions.ts';
import * as m20261125002000 from './20261125002000_voided_checkouts.ts';
import * as m20261125003000 from './20261125003000_surplus_to_instalments.ts';
import * as m20261125010000 from './20261125010000_commissions.ts';
import * as m20261125190100 from './20261125190100_automatic_codes.ts';
import * as m20261126000100 from './20261126000100_payment_payer.ts';
import * as m20261126020000 from './20261126020000_sales_offer_rules.ts';
import * as m20261126020100 from './20261126020100_customer_referral_reward.ts';
import * as m20261126020200 from './20261126020200_sample_quotes.ts';
import * as m20261126020500 from './20261126020500_refunds.ts';
import * as m20261126040000 from './20261126040000_quote_view_changes.ts';
import * as m20261126050000 from './20261126050000_kyc.ts';
import * as m20261126050100 from './20261126050100_sandbox_kyc.ts';
import * as m20261127000000 from './20261127000000_banks.ts';
import * as m20261127000900 from './20261127000900_bank_officer_role.ts';
import * as m20261128000000 from './20261128000000_loan_book.ts';
import * as m20261128000100 from './20261128000100_payg_devices.ts';
import * as m20261128000200 from './20261128000200_collections.ts';

/**
 * Every migration, by file name. Listed statically (not read from the folder at run time) so the same code runs
 * under tsx, vitest and any bundler; a test checks that this list and the folder agree.
 */
export const migrations: Record<string, Migration> = {
  '20261122000100_reference_data': m20261122000100,
  '20261122000200_catalogue': m20261122000200,
  '20261122000300_users_and_outbox': m20261122000300,
  '20261122000400_auth': m20261122000400,
  '20261122000500_notification_settings': m20261122000500,
  '20261122000600_settings_and_quote_requests': m20261122000600,
  '20261122000700_quotes_and_audit': m20261122000700,
  '20261122000800_payments': m20261122000800,
  '20261122000900_survey': m20261122000900,
  '20261122001000_notifications': m20261122001000,
  '20261122001100_monitoring_issues': m20261122001100,
  '20261122001200_reminders': m20261122001200,
  '20261122001300_monitoring_schedules': m20261122001300,
  '20261122001400_catalogue_version': m20261122001400,
  '20261122001500_saved_cards': m20261122001500,
  '20261122001600_payment_checkout_link': m20261122001600,
  '20261125000100_rate_limit': m20261125000100,
  '20261125000200_notification_delivery': m20261125000200,
  '20261125000300_catalogue_version_notify': m20261125000300,
  '20261125001000_account_sessions': m20261125001000,
  '20261125002000_voided_checkouts': m20261125002000,
  '20261125003000_surplus_to_instalments': m20261125003000,
  '20261125010000_commissions': m20261125010000,
  '20261125190100_automatic_codes': m20261125190100,
  '20261126000100_payment_payer': m20261126000100,
  '20261126020000_sales_offer_rules': m20261126020000,
  '20261126020100_customer_referral_reward': m20261126020100,
  '20261126020200_sample_quotes': m20261126020200,
  '20261126020500_refunds': m20261126020500,
  '20261126040000_quote_view_changes': m20261126040000,
  '20261126050000_kyc': m20261126050000,
  '20261126050100_sandbox_kyc': m20261126050100,
  '20261127000000_banks': m20261127000000,
  '20261127000900_bank_officer_role': m20261127000900,
  '20261128000000_loan_book': m20261128000000,
  '20261128000100_payg_devices': m20261128000100,
  '20261128000200_collections': m20261128000200,
};

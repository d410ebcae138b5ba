import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface QuoteRequestTable {
  id: Generated<number>;
  tenant_id: Generated<number>;
  /** The customer the request is for. */
  user_id: number;
  /** Who filled it in: the customer, or a sales agent on their behalf. */
  created_by_user_id: number;
  reference_no: string;
  /** quoteRequestStatus: 0 new, 1 pending/changed, 2 priced, 3 accepted, 4 engineer assigned, 5 closed. */
  status: Generated<number>;
  state_id: number;
  lga_id: number;
  address: string;
  landmark: string;
  building_type: number;
  employer_id: number;
  work_email: string | null;
  is_lithium: Generated<boolean>;
  no_of_bedrooms: Generated<number>;
  no_of_lights: Generated<number>;
  no_of_fan: Generated<number>;
  no_of_tv: Generated<number>;
  include_refrigerator: Generated<boolean>;
  include_freezer: Generated<boolean>;
  include_air_condition: Generated<boolean>;
  include_other: Generated<boolean>;
  inverter_usage_hours_per_day: Generated<number>;
  hours_of_electric_power_per_day: Generated<number>;
  has_generator: Generated<boolean>;
  generator_capacity: Generated<number>;
  generator_capacity_others: string | null;
  have_preferred_location: Generated<boolean>;
  preferred_location_description: string | null;
  address_requires_access_code: Generated<boolean>;
  access_code_contact_person_name: string | null;
  access_code_contact_person_phone: string | null;
  product_id: number | null;
  /** The partner bank financing this request (docs/banks.md); null for an ordinary request. */
  financial_institution_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The sizing recommendation (SizingRecommendation) saved on the power-need path, for staff to price from. */
  sizing: ColumnType<unknown, string | null | undefined, string | null>;
  /** The house's location, shared from the customer's phone during the selfie check (issue 21). */
  latitude: number | null;
  longitude: number | null;
  location_accuracy_m: number | null;
  location_captured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  turn_around_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuoteRequestComponentTable {
  id: Generated<number>;
  quote_request_id: number;
  component_id: number;
  quantity: number;
}

export interface QuoteRequestChangeTable {
  id: Generated<number>;
  quote_request_id: number;
  changed_by_user_id: number;
  changes: ColumnType<unknown, string, string>;
  change_date: Timestamp;
}

/** A write to a row some quote view reads (added by trigger; migration 20261126040000). Request 0: every view. */
export interface QuoteViewChangeTable {
  id: Generated<string>;
  quote_request_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type QuoteRequestRow = Selectable<QuoteRequestTable>;
export type NewQuoteRequest = Insertable<QuoteRequestTable>;
export type QuoteRequestUpdate = Updateable<QuoteRequestTable>;

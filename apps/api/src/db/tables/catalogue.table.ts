import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ComponentCategoryTable {
  id: Generated<number>;
  key: string;
  name: string;
  sort_order: Generated<number>;
}

export interface ComponentTable {
  id: Generated<number>;
  key: string | null;
  category_id: number;
  name: string;
  unit_price_kobo: number;
  power_watts: number | null;
  capacity_wh: number | null;
  lithium_alternative_id: number | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductTable {
  id: Generated<number>;
  key: string | null;
  name: string;
  description: string;
  has_solar_panel: boolean;
  warranty_months: number;
  repayment_length_months: number;
  installation_cost_kobo: Generated<number>;
  transport_cost_kobo: Generated<number>;
  battery_component_id: number | null;
  is_web: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductComponentTable {
  id: Generated<number>;
  product_id: number;
  component_id: number;
  quantity: number;
}

export type ComponentRow = Selectable<ComponentTable>;
export type NewComponent = Insertable<ComponentTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;

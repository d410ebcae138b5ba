/** A package as the product calls answer it (customer spec §3 "Web product", docs/quote-request.md). Money in naira. */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** The monthly repayment of the default plan. */
  repaymentAmount: number;
  /** Months of the default plan. */
  repaymentLength: number;
  /** The down payment of the default plan. */
  initialPayment: number;
  /** The outright price. */
  oneOffPaymentCost: number;
  /** Months. */
  warrantyPeriod: number;
  hasSolarPanel: boolean;
}

export interface ProductComponent {
  name: string;
  quantity: number;
}

export interface ProductItem {
  product: Product;
  productComponents: ProductComponent[];
  /** The tubular battery that the Lithium choice swaps out; null when the package has none. */
  componentIdToSwitch: number | null;
}

/** The specs modal's battery choice (customer spec §9): 1 Tubular, 2 Lithium. */
export type BatteryChoice = 1 | 2;

export const batteryFromQuery = (value: string | null): BatteryChoice => (value === '2' ? 2 : 1);

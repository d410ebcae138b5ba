/**
 * Shapes of the real-world seed data. Plain data only: no database code lives
 * in this folder. Money is always integer kobo (naira × 100).
 */

export interface StateSeed {
  title: string;
  /** peak sun hours per day, used for solar sizing */
  peakSunHours: number;
  lgas: readonly string[];
}

/** CBN / NIBSS bank code as Paystack lists it (e.g. "044" Access Bank, "058" GTBank). */
export interface BankSeed {
  name: string;
  code: string;
}

export interface EmployerSeed {
  name: string;
  emailDomain: string | null;
  validateEmail: boolean;
}

export interface FinancialInstitutionSeed {
  name: string;
  code: string;
  emailDomain: string;
}

export interface CategorySeed {
  key: string;
  name: string;
  sortOrder: number;
}

export interface ComponentSeed {
  key: string;
  categoryKey: string;
  name: string;
  unitPriceKobo: number;
  /** panel rating in W for panels, rated VA for inverters; null otherwise */
  powerWatts: number | null;
  /** nominal energy in Wh for batteries (e.g. 12 V × 220 Ah = 2640 Wh); null otherwise */
  capacityWh: number | null;
  /** for tubular batteries: the lithium battery offered as an upgrade; null otherwise */
  lithiumAlternativeKey: string | null;
}

export interface PackageSeed {
  key: string;
  name: string;
  description: string;
  hasSolarPanel: boolean;
  warrantyMonths: number;
  repaymentLengthMonths: number;
  installationCostKobo: number;
  transportCostKobo: number;
  /** key of the tubular battery in `components` (swappable for its lithium alternative) */
  batteryComponentKey: string;
  components: readonly { componentKey: string; quantity: number }[];
}

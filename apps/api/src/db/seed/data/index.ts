export type {
  BankSeed,
  CategorySeed,
  ComponentSeed,
  EmployerSeed,
  FinancialInstitutionSeed,
  PackageSeed,
  StateSeed,
} from './types.ts';
export { states } from './states.ts';
export { banks } from './banks.ts';
export { employers } from './employers.ts';
export { financialInstitutions } from './financial-institutions.ts';
export { categories, components, MIN_PANEL_CABLE_YARDS, packages } from './catalogue.ts';

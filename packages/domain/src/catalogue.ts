import { z } from 'zod';
import { costMessages } from './costs.ts';

/**
 * Package and component rules shared by the admin pages and the API (docs/staff.md "Packages, components and
 * prices"): the same schema checks the form and the request, so the admin reads the same sentence in both places.
 * Money is naira, as on the wire; the API stores kobo.
 */

/** ₦100,000,000: no home system part costs more; a bigger figure is a typing mistake. */
export const MAX_CATALOGUE_AMOUNT = 100_000_000;
export const MAX_LINE_QUANTITY = 10_000;

export const catalogueMessages = {
  quantity: 'Please add quantity',
  quantityTooLarge: 'That quantity is too large; check the figure',
  component: 'Choose the component',
  category: 'Choose the category',
  noComponents: 'Add at least one component',
  duplicateComponent: 'Each component can appear once; change its quantity instead.',
  description: 'Describe the package in a sentence or two',
} as const;

export const catalogueMoney = (what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} in naira` })
    .min(0, `The ${what} cannot be negative`)
    .max(MAX_CATALOGUE_AMOUNT, `The ${what} is too large; check the figure`);

export const catalogueName = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(2, `Enter the ${what}`)
    .max(120, `Keep the ${what} under 120 characters`);

export const packageLineSchema = z.object({
  componentId: z.coerce.number({ error: catalogueMessages.component }).int().positive(catalogueMessages.component),
  quantity: z.coerce
    .number({ error: catalogueMessages.quantity })
    .int(catalogueMessages.quantity)
    .min(1, catalogueMessages.quantity)
    .max(MAX_LINE_QUANTITY, catalogueMessages.quantityTooLarge),
});

/** POST Product/CreateProduct (UpdateProduct adds the id). */
export const packageSchema = z.object({
  name: catalogueName('package name'),
  description: z
    .string({ error: catalogueMessages.description })
    .trim()
    .min(10, catalogueMessages.description)
    .max(600, 'Keep the description under 600 characters'),
  hasSolarPanel: z.boolean({ error: 'Say whether the package has solar panels' }),
  warrantyMonths: z.coerce
    .number({ error: 'Enter the warranty in months' })
    .int('Enter the warranty in whole months')
    .min(0, 'The warranty cannot be negative')
    .max(120, 'The warranty can be at most 120 months'),
  repaymentLengthMonths: z.coerce
    .number({ error: 'Enter the plan length in months' })
    .int('Enter the plan length in whole months')
    .min(1, 'The plan length must be between 1 and 60 months')
    .max(60, 'The plan length must be between 1 and 60 months'),
  // Whole naira, as a quote's costs (issue 19, costs.ts): a package's costs become its quotes' costs.
  installationCost: catalogueMoney('installation cost').refine(
    Number.isInteger,
    costMessages.wholeNaira('installation'),
  ),
  transportCost: catalogueMoney('transport cost').refine(Number.isInteger, costMessages.wholeNaira('transport')),
  isActive: z.boolean().default(true),
  components: z
    .array(packageLineSchema)
    .min(1, catalogueMessages.noComponents)
    .refine(
      (lines) => new Set(lines.map((l) => l.componentId)).size === lines.length,
      catalogueMessages.duplicateComponent,
    ),
});
export type PackageInput = z.input<typeof packageSchema>;

/** POST Product/CreateComponent (UpdateComponent adds the id; every field is replaced). */
export const componentSchema = z.object({
  categoryId: z.coerce.number({ error: catalogueMessages.category }).int().positive(catalogueMessages.category),
  name: catalogueName('component name'),
  unitPrice: catalogueMoney('unit price'),
  powerWatts: z.coerce.number().int().min(0).max(100_000).nullish(),
  capacityWh: z.coerce.number().int().min(0).max(1_000_000).nullish(),
  isActive: z.boolean().default(true),
});
export type ComponentInput = z.input<typeof componentSchema>;

/** POST Product/CreateComponentCategory. */
export const categorySchema = z.object({ name: catalogueName('category name') });

/** POST Product/UpdateComponentCategory: a new name for a category. */
export const categoryUpdateSchema = categorySchema.extend({
  id: z.coerce.number({ error: catalogueMessages.category }).int().positive(catalogueMessages.category),
});

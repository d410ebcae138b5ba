/**
 * A quote's installation and transport costs are whole naira (issue 19: a transport cost of ₦15,000.50 was taken):
 * every figure a customer is shown is whole naira, and kobo typed into a cost is a slip, not a price. The staff page
 * and the API refuse it with the same sentence.
 */
export type CostKind = 'installation' | 'transport';

const costWords: Record<CostKind, string> = { installation: 'installation cost', transport: 'transport cost' };

export const costMessages = {
  wholeNaira: (kind: CostKind) => `Enter the ${costWords[kind]} in whole naira, without kobo.`,
} as const;

/** Why a cost (naira, as typed) cannot be taken, or null. Negative and too-large figures are the API's to refuse. */
export function costError(kind: CostKind, naira: number): string | null {
  return Number.isInteger(naira) ? null : costMessages.wholeNaira(kind);
}

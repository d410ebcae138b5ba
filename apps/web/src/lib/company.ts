/**
 * The company's contact details and the app's version, in one place the business can change. The support phone is a
 * placeholder until launch: docs/decisions.md says so.
 */

/** The version of this build (apps/web/package.json), put in by Vite's `define` at build time. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export const company = {
  name: 'Imole',
  /** Shown as typed; `supportPhoneHref` is the same number for the dialler. Replace before launch (decisions.md). */
  supportPhone: '+234 201 330 0000',
  supportPhoneHref: 'tel:+2342013300000',
  supportEmail: 'support@imole.ng',
  /** Customer spec §1: "A help centre phone line is shown as open 24/7". */
  helpLineHours: 'open 24/7',
} as const;

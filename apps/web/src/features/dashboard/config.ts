/**
 * Build-time settings of the dashboard (Vite inlines `import.meta.env.VITE_*`; they are public, never secrets).
 *
 * VITE_SURVEY_URL: the customer-satisfaction survey, opened in a new tab after installation (customer spec §4
 * "Survey"). Only an http(s) address is used; unset or anything else, and the survey prompt is not shown.
 */
function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export const SURVEY_URL: string | null = httpUrl(import.meta.env.VITE_SURVEY_URL);

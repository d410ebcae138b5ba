/**
 * Build-time settings of the web app, read once here. Vite inlines `import.meta.env.VITE_*` at build time, so these
 * are public by nature: never put a secret in a VITE_ variable.
 */

/**
 * The public access key of the package pages (`key` on GET Product/GetWebProducts and GetWebProductById). The API's
 * PUBLIC_ACCESS_KEY setting must match; outside production both default to `demo-public-key`.
 */
export const PUBLIC_ACCESS_KEY: string = import.meta.env.VITE_PUBLIC_ACCESS_KEY || 'demo-public-key';

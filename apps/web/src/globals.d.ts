/** Replaced at build time by Vite's `define` (vite.config.ts and vitest.config.ts): the web app's package version. */
declare const __APP_VERSION__: string;

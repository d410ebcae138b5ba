/**
 * When the page registers its service worker (docs/offline.md): as soon as the page has loaded. The worker claims
 * the page when it activates, so from then on a reload without a network gets the app, not the browser's
 * "No internet" page. It used to wait three more seconds and an idle moment, to keep its downloads off a slow line
 * while the page read its data; a customer who lost the connection in that window lost the app (issue 19). Its
 * install takes the files the page has just loaded from the HTTP cache, so it costs the offline pages' chunks only.
 */
export function registerWhenLoaded(
  register: () => void,
  page: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> } = window,
): void {
  if (page.document.readyState === 'complete') register();
  else page.addEventListener('load', register, { once: true });
}

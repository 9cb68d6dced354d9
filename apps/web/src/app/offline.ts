/**
 * Registers the service worker (production builds only), so the site opens without a connection
 * once visited, and hands it the assets this first page loaded before it took over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ keep: loaded });
      })
      .catch(() => undefined); // the site works as before without it
  });
}

/**
 * Registers the service worker (production builds only), so the site opens without a connection
 * once visited, and hands it the assets this first page loaded before it took over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded and the browser is idle: the worker is for the next visit.
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1));
  window.addEventListener('load', () =>
    idle(
      () =>
        navigator.serviceWorker
          .register('/sw.js')
          .then(() => navigator.serviceWorker.ready)
          .then((registration) => {
            const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
            registration.active?.postMessage({ keep: loaded });
          })
          .catch(() => undefined), // the site works as before without it
    ),
  );
}

/**
 * Registers the service worker (decision 021) in the built app: it keeps the app's files so the
 * app opens with no network. Development serves files from Vite, so there is none there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without it the app works as before, online only.
  });
}

import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppThemeProviders } from './app/app-theme-providers.tsx';
import { router } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

await initI18n(i18next, { appCatalog: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppThemeProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppThemeProviders>
  </StrictMode>,
);

registerServiceWorker();

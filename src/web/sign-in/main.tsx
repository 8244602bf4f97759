import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProviders } from '#web/app/providers.tsx';
import { initI18n } from '#web/lib/i18n.ts';
import { SignInPage } from './sign-in-page.tsx';

// The sign-in page is its own small entry (no router, no query cache): it has a JavaScript budget.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProviders>
      <SignInPage />
    </ThemeProviders>
  </StrictMode>,
);

import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProviders } from '#web/app/providers.tsx';
import { initI18n } from '#web/lib/i18n.ts';
import { createLightI18n } from './light-i18n.ts';
import { SignInPage } from './sign-in-page.tsx';

// The sign-in page is its own small entry (no router, no query cache): it has a JavaScript budget.
// Its own translation engine: i18next is for the app (decision 062).
await initI18n(createLightI18n());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProviders>
      <SignInPage />
    </ThemeProviders>
  </StrictMode>,
);

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { afterSignInPath } from '#domain/auth/after-sign-in.ts';
import type { RoleSlug } from '#domain/auth/roles.ts';
import { BrandLogo } from '#web/components/misc/brand-logo.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { LanguageSwitcher } from '#web/components/navbar/language-switcher.tsx';
import { ThemeSwitcher } from '#web/components/navbar/theme-switcher.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { SignInIllustration } from '#web/features/auth/components/sign-in-illustration.tsx';

function destination(role: RoleSlug): string {
  return afterSignInPath(role, new URLSearchParams(window.location.search).get('redirect'));
}

/**
 * `/login` (spec 2.7, unauthenticated only). A signed-in visitor never sees it: the server sends
 * them straight on (src/server/plugins/web.ts).
 */
export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signIn'));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, display: 'flex', gap: 0.5, zIndex: 1 }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Box>
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          p: 6,
          m: 2,
          borderRadius: 3,
          bgcolor: 'rgba(115, 103, 240, 0.08)',
        }}
      >
        <SignInIllustration />
      </Box>
      <Box
        component="main"
        sx={{
          width: { xs: '100%', md: 460 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          px: { xs: 3, sm: 6 },
          py: 8,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>
          <Box sx={{ mb: 5 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 0.75 }}>
            {t('auth.welcome', { app: t('app.title') })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('auth.subtitle')}</Typography>
          <SignInForm onSignedIn={(session) => window.location.replace(destination(session.role))} />
        </Box>
      </Box>
    </Box>
  );
}

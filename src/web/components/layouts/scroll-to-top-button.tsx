import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The scroll-to-top button (spec 9), shown while `visible` (scroll-to-top.tsx loads it). */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('workspace.scrollToTop')}
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
          document.getElementById('main-content')?.focus({ preventScroll: true });
        }}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 'speedDial' }}
      >
        <IconArrowUp size={22} />
      </Fab>
    </Zoom>
  );
}

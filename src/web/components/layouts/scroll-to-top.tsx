import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: the scroll-to-top button shows after this many pixels of scrolling. */
export const SCROLL_TO_TOP_AFTER = 200;

/** Whether the window is scrolled further down than `threshold` pixels. */
export function useWindowScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useWindowScrolled(SCROLL_TO_TOP_AFTER);
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

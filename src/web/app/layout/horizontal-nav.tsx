import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavItem } from './nav-items.ts';
import { LeafCount, leafText, leafTextProps, useLeafActive } from './nav-leaf-parts.tsx';
import { useNavItems } from './vertical-nav.tsx';

/** Spec 9: the horizontal navigation's popovers open this far (px) from their item. */
export const HORIZONTAL_POPOVER_OFFSET = 6;

const itemSx = {
  color: 'text.primary',
  px: 1.75,
  py: 1,
  gap: 1,
  fontWeight: 400,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&.active': { color: 'primary.contrastText', bgcolor: 'primary.dark', boxShadow: 2 },
  '&.active:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.92)' },
} as const;

/** The navigation as one row under the navbar (the customizer's horizontal layout, wide screens only). */
export function HorizontalNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainNavigation')}
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflowX: 'auto', px: 1.5, py: 1 }}
    >
      {items.map((item) =>
        item.children ? (
          <HorizontalGroup key={item.label} item={item} />
        ) : (
          <Button key={item.label} component={NavLink} to={item.to!} sx={itemSx}>
            <item.icon size={20} stroke={1.75} aria-hidden />
            {t(`nav.${item.label}`)}
          </Button>
        ),
      )}
    </Box>
  );
}

function HorizontalGroup({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const leafActive = useLeafActive();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const active = item.children!.some((child) => pathname.startsWith(child.to.split('?')[0]!));
  const menuId = `horizontal-nav-${item.label}`;
  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={itemSx}
      >
        <item.icon size={20} stroke={1.75} aria-hidden />
        {t(`nav.${item.label}`)}
        <IconChevronDown size={16} aria-hidden />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{ paper: { sx: { mt: `${HORIZONTAL_POPOVER_OFFSET}px`, minWidth: 200 } } }}
      >
        {item.children!.map((child) => {
          const current = leafActive(child);
          return (
            <MenuItem
              key={child.label}
              component={Link}
              to={child.to}
              className={current ? 'active' : undefined}
              aria-current={current ? 'page' : undefined}
              onClick={() => setAnchor(null)}
              sx={{ gap: 2, maxWidth: 320, '&.active': { fontWeight: 600, bgcolor: 'action.selected' } }}
            >
              <Typography {...leafTextProps(child)}>{leafText(t, child)}</Typography>
              <LeafCount count={child.count} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

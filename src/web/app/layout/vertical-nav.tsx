import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { IconBookmark, IconChevronRight, IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from '#web/lib/theme/theme.ts';
import { BrandLogo } from '#web/components/misc/brand-logo.tsx';
import { NAV_ITEMS, type NavItem } from './nav-items.ts';
import { LeafCount, leafText, leafTextProps, useLeafActive } from './nav-leaf-parts.tsx';
import { useViewLeaves } from './use-view-leaves.ts';

const navButtonSx: SystemStyleObject<Theme> = {
  borderRadius: 1,
  mx: 1.5,
  my: 0.25,
  px: 1.5,
  py: 1,
  gap: 1,
  color: 'text.primary',
  '&.active': {
    color: 'primary.contrastText',
    background: (theme) =>
      `linear-gradient(${theme.direction === 'rtl' ? 90 : 270}deg, rgba(115, 103, 240, 0.7) 0%, ${theme.palette.primary.main} 100%)`,
    boxShadow: '0 2px 6px rgba(115, 103, 240, 0.3)',
  },
  '&.active:hover': { bgcolor: 'primary.main' },
};

interface VerticalNavProps {
  /** Below the overlay breakpoint the navigation is a drawer over the page. */
  overlay: boolean;
  open: boolean;
  onClose: () => void;
  /** Icons only, expanding over the page while hovered or focused. */
  collapsed?: boolean;
  /** Dark navigation beside a light page (the customizer's semi-dark option). */
  semiDark?: boolean;
  bordered?: boolean;
  /** Shown on wide screens: the button that collapses or expands the navigation. */
  onToggleCollapsed?: () => void;
}

/** The navigation items the signed-in user may open. */
export function useNavItems(): NavItem[] {
  const ability = useAbility();
  const withViews = useViewLeaves();
  return NAV_ITEMS.filter((item) => ability.can(item.action, item.subject)).map(withViews);
}

export function VerticalNav({
  overlay,
  open,
  onClose,
  collapsed = false,
  semiDark,
  bordered,
  onToggleCollapsed,
}: VerticalNavProps) {
  const { t } = useTranslation();
  const items = useNavItems();
  const [hovered, setHovered] = useState(false);
  const narrow = collapsed && !overlay && !hovered;
  const content = (
    <Box
      component="nav"
      aria-label={t('nav.mainNavigation')}
      data-collapsed={narrow || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
      sx={{
        width: narrow ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        height: '100%',
        overflowY: 'auto',
        overflowX: 'hidden',
        transition: (theme) => theme.transitions.create('width', { duration: 200 }),
        // Collapsed: only the icons show; labels and chevrons come back on hover.
        ...(narrow && {
          '& .MuiListItemText-root, & .nav-chevron, & .nav-title': { display: 'none' },
          '& .MuiCollapse-root': { display: 'none' },
        }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.75,
          py: 2,
          minHeight: 64,
        }}
      >
        <BrandLogo compact={narrow} />
        {overlay && (
          <IconButton aria-label={t('common.closeMenu')} onClick={onClose} size="small">
            <IconX size={20} />
          </IconButton>
        )}
        {!overlay && !narrow && onToggleCollapsed && (
          <IconButton
            aria-label={t(collapsed ? 'workspace.expandNav' : 'workspace.collapseNav')}
            aria-pressed={collapsed}
            onClick={onToggleCollapsed}
            size="small"
            sx={{ color: 'text.primary' }}
          >
            {collapsed ? <IconCircle size={18} /> : <IconCircleDot size={18} />}
          </IconButton>
        )}
      </Box>
      {/* Divs, not lists: the entries are links and buttons, which a list may not hold directly. */}
      <List component="div" disablePadding sx={{ pb: 2 }}>
        {items.map((item) => (
          <NavEntry key={item.label} item={item} onNavigate={overlay ? onClose : undefined} />
        ))}
      </List>
    </Box>
  );
  // The semi-dark navigation takes the dark scheme's colours through its class (MUI's colour-scheme selector).
  const paperClass = semiDark ? 'dark' : undefined;
  if (overlay) {
    return (
      <Drawer
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { className: paperClass } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      slotProps={{ paper: { className: paperClass } }}
      sx={{
        width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          borderInlineEnd: bordered ? 1 : 0,
          borderColor: 'divider',
          boxShadow: bordered ? 'none' : 2,
          color: 'text.primary',
          bgcolor: 'background.paper',
        },
      }}
    >
      {content}
    </Drawer>
  );
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const leafActive = useLeafActive();
  const childActive = item.children?.some((child) => pathname.startsWith(child.to.split('?')[0]!)) ?? false;
  const [expanded, setExpanded] = useState(childActive);
  const Icon = item.icon;
  const label = <ListItemText primary={t(`nav.${item.label}`)} slotProps={{ primary: { noWrap: true } }} />;

  if (!item.children) {
    return (
      <ListItemButton
        component={NavLink}
        to={item.to!}
        onClick={onNavigate}
        aria-label={t(`nav.${item.label}`)}
        sx={navButtonSx}
      >
        <Icon size={22} stroke={1.75} aria-hidden style={{ flexShrink: 0 }} />
        {label}
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
        aria-label={t(`nav.${item.label}`)}
        sx={childActive ? { ...navButtonSx, bgcolor: 'action.selected' } : navButtonSx}
      >
        <Icon size={22} stroke={1.75} aria-hidden style={{ flexShrink: 0 }} />
        {label}
        <Box
          component={IconChevronRight}
          className="nav-chevron"
          size={18}
          aria-hidden
          sx={{
            transition: 'transform 0.2s',
            transform: (theme) =>
              `rotate(${expanded ? 90 : 0}deg) scaleX(${theme.direction === 'rtl' ? -1 : 1})`,
          }}
        />
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List component="div" disablePadding>
          {item.children.map((child) => {
            const active = leafActive(child);
            return (
              <ListItemButton
                key={child.label}
                component={Link}
                to={child.to}
                className={active ? 'active' : undefined}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={navButtonSx}
              >
                {/* A saved view is marked as one; the lists keep their dot. */}
                <Box
                  component={child.text ? IconBookmark : IconCircle}
                  size={child.text ? 14 : 10}
                  aria-hidden
                  sx={{ mx: child.text ? 0.5 : 0.75, flexShrink: 0 }}
                />
                <ListItemText primary={leafText(t, child)} slotProps={{ primary: leafTextProps(child) }} />
                <LeafCount count={child.count} />
              </ListItemButton>
            );
          })}
        </List>
      </Collapse>
    </>
  );
}

import { useMemo } from 'react';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { SHORTCUTS } from './shortcuts-menu.tsx';

export interface OpenablePage {
  /** Key under `nav.` in the catalogs. */
  label: string;
  to: string;
}

/** The pages of the navigation and the shortcuts that the signed-in user may open, each once. */
export function useOpenablePages(): OpenablePage[] {
  const ability = useAbility();
  return useMemo(() => {
    const pages: OpenablePage[] = [];
    const add = (page: OpenablePage) => {
      if (!pages.some((entry) => entry.to === page.to)) pages.push({ label: page.label, to: page.to });
    };
    for (const item of NAV_ITEMS) {
      if (!ability.can(item.action, item.subject)) continue;
      if (item.to) add({ label: item.label, to: item.to });
      item.children?.forEach(add);
    }
    SHORTCUTS.filter((shortcut) => ability.can(shortcut.action, shortcut.subject)).forEach(add);
    return pages;
  }, [ability]);
}

'use client';

import { useEffect } from 'react';
import { OPEN_HEADER_MENUS } from './header-menu-marker';

/**
 * The header's menus are native disclosures, which the browser does not close by Escape. This closes the
 * innermost open menu around the focus (or the last open one) and gives focus back to its button, and
 * closes open menus when the shopper presses elsewhere on the page.
 */
export function MenuEscape() {
  useEffect(() => {
    const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(OPEN_HEADER_MENUS)];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const menus = openMenus();
      const focused = document.activeElement;
      const menu = menus.findLast((m) => focused && m.contains(focused)) ?? menus.at(-1);
      if (!menu) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  return null;
}

'use client';

import { useEffect } from 'react';
import { menuKeyTarget } from '../menu-keys-rules';
import { OPEN_HEADER_MENUS } from './header-menu-marker';

/**
 * The header's menus are native disclosures, which the browser does not close by Escape. This closes the
 * innermost open menu around the focus (or the last open one) and gives focus back to its button, closes
 * open menus when the shopper presses elsewhere on the page, and moves through an open menu's links by
 * the arrow keys, Home and End (the disclosure navigation menu pattern): Tab still works as ever.
 */
export function MenuKeys() {
  useEffect(() => {
    const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(OPEN_HEADER_MENUS)];
    const innermost = (menus: HTMLDetailsElement[], focused: Element | null) =>
      menus.findLast((m) => focused && m.contains(focused));
    const onKeyDown = (event: KeyboardEvent) => {
      const menus = openMenus();
      const focused = document.activeElement;
      if (event.key === 'Escape') {
        const menu = innermost(menus, focused) ?? menus.at(-1);
        if (!menu) return;
        menu.open = false;
        menu.querySelector('summary')?.focus();
        return;
      }
      const menu = innermost(menus, focused);
      // Only from the menu's button or one of its links: a field keeps its arrow keys.
      const onItem = focused instanceof HTMLAnchorElement || focused?.tagName === 'SUMMARY';
      if (!menu || !onItem || event.altKey || event.ctrlKey || event.metaKey) return;
      const links = [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (link) => link.closest(OPEN_HEADER_MENUS) === menu && link.getClientRects().length > 0,
      );
      const current = links.indexOf(focused as HTMLAnchorElement);
      const target = menuKeyTarget(event.key, current, links.length);
      if (target === null) return;
      event.preventDefault();
      links[target].focus();
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

'use client';

import { createContext, type KeyboardEvent, type ReactNode, useContext, useId } from 'react';

// WAI-ARIA tabs with automatic activation: only the selected tab is in the Tab order (roving tabindex);
// the arrow keys, Home and End move to another tab and select it. A panel may be rendered for the
// selected tab only (one stage whose content changes, as in the vehicle media): a tab's aria-controls
// then points at a panel that appears when it is selected, which WAI-ARIA allows.

type TabsContextValue = { base: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('TabList, Tab and TabPanel belong inside Tabs');
  return value;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

type TabsProps<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  children: ReactNode;
};

export function Tabs<T extends string>({ value, onValueChange, children }: TabsProps<T>) {
  const base = useId();
  return (
    <TabsContext value={{ base, value, select: (next) => onValueChange(next as T) }}>{children}</TabsContext>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The row of tabs, named by `label` ('Media views'). */
export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { select } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next.focus();
    if (next.dataset.value) select(next.dataset.value);
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {children}
    </div>
  );
}

type TabProps = {
  value: string;
  /** Classes, or classes chosen by whether this tab is the selected one. */
  className?: string | ((selected: boolean) => string);
  children: ReactNode;
};

export function Tab({ value, className, children }: TabProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.base, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.base, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      onClick={() => tabs.select(value)}
      className={typeof className === 'function' ? className(selected) : className}
    >
      {children}
    </button>
  );
}

/** A tab's panel: hidden (its state kept) while another tab is selected. */
export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={tabId(tabs.base, value)}
      hidden={tabs.value !== value}
      className={className}
    >
      {children}
    </div>
  );
}

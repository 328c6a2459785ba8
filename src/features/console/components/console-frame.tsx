import type { ReactNode } from 'react';
import { consolePaths } from '@/lib/console-paths';

// The console's look: its own colours (no site's theme), a header with the member's links, and a main
// column that reads on a phone in the yard as well as on the office's wide screen.

export const CONSOLE_THEME = {
  '--brand': '#1e3a8a',
  '--brand-ink': '#1e3a8a',
  '--brand-contrast': '#ffffff',
  '--accent': '#1e3a8a',
  '--accent-contrast': '#ffffff',
  '--surface': '#f1f5f9',
  '--ink': '#0f172a',
  '--radius-site': '6px',
} as Record<string, string>;

export function ConsoleFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div style={CONSOLE_THEME} className="min-h-screen bg-surface text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-brand text-brand-contrast">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href={consolePaths.home()} className="text-lg font-extrabold">
            Dealer Console
          </a>
          {nav}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** A narrow card for the sign-in pages. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-site border border-black/10 bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-2xl font-extrabold">{title}</h1>
      {children}
    </div>
  );
}

/** A titled card of a console screen: a section named by its heading. */
export function ConsoleSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  return (
    <section aria-labelledby={id} className={`rounded-site border border-black/10 bg-white p-4 ${className}`}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

'use client';
import { ChevronLeftIcon } from '@/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/ui/icons/chevron-right';

type Props = {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
};

/** Real links (crawlable, open in a new tab), handled in place when clicked. */
export function Pagination({ page, pages, hrefFor, onPage }: Props) {
  if (pages <= 1) return null;
  const around = [1, page - 1, page, page + 1, pages].filter(
    (p, i, all) => p >= 1 && p <= pages && all.indexOf(p) === i,
  );
  around.sort((a, b) => a - b);
  const link = (target: number, label: React.ReactNode, extra: Record<string, string> = {}) => (
    <a
      href={hrefFor(target)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onPage(target);
      }}
      className="grid min-w-10 place-items-center rounded-site border border-black/15 px-3 py-2 text-sm font-semibold hover:bg-surface aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast"
      {...extra}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 &&
        link(page - 1, <ChevronLeftIcon aria-label="Previous page" className="size-4" />, { rel: 'prev' })}
      {around.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - around[i - 1] > 1 && <span aria-hidden="true">…</span>}
          {link(p, p, p === page ? { 'aria-current': 'page' } : {})}
        </span>
      ))}
      {page < pages &&
        link(page + 1, <ChevronRightIcon aria-label="Next page" className="size-4" />, { rel: 'next' })}
    </nav>
  );
}

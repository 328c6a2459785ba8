import { consolePaths } from '@/lib/console-paths';
import { type InboxFilter, inboxQuery } from '../leads/filter-rules';

// Previous and Next through the inbox, keeping the filter; plain links, so each page has its address.

export function InboxPaging({ site, filter, pages }: { site: string; filter: InboxFilter; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number) => consolePaths.leads(site, inboxQuery(filter, { page }));
  const button =
    'inline-flex min-h-11 items-center rounded-site border border-black/20 bg-white px-4 font-semibold text-brand';
  return (
    <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {filter.page > 1 ? (
        <a href={link(filter.page - 1)} rel="prev" className={button}>
          Previous
        </a>
      ) : (
        <span />
      )}
      <span>
        Page {filter.page} of {pages}
      </span>
      {filter.page < pages ? (
        <a href={link(filter.page + 1)} rel="next" className={button}>
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

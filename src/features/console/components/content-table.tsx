import { blogCategoryName, isBlogCategory } from '@/content/rules';
import { consolePaths } from '@/lib/console-paths';
import { ddMMyyyyAt } from '@/lib/dates';
import { CONTENT_KIND_LABELS, type PageState } from '../content/content-rules';
import type { ConsolePage } from '../content/site-pages';

// The site's pages as a table (a card per page on a phone): the path, linking to its editor, the title,
// its kind (an article with its category), where it stands on the site and who changed it last, when.

const Label = ({ children }: { children: string }) => (
  <span className="font-semibold md:hidden">{children}: </span>
);

export function stateText(state: PageState, timeZone: string): string {
  switch (state.state) {
    case 'live':
      return 'Live';
    case 'scheduled':
      return `Scheduled (starts ${ddMMyyyyAt(state.from, timeZone)})`;
    case 'expired':
      return `Expired (${ddMMyyyyAt(state.at, timeZone)})`;
    case 'unpublished':
      return 'Unpublished';
  }
}

const STATE_CLASS: Record<PageState['state'], string> = {
  live: 'bg-green-100 text-green-950',
  scheduled: 'bg-sky-100 text-sky-950',
  expired: 'bg-gray-200 text-gray-900',
  unpublished: 'bg-amber-100 text-amber-950',
};

export function ContentTable({
  site,
  pages,
  timeZone,
}: {
  site: string;
  pages: ConsolePage[];
  timeZone: string;
}) {
  if (pages.length === 0)
    return <p className="rounded-site border border-black/10 bg-white p-4">No pages here.</p>;
  return (
    <table className="w-full border-collapse bg-white text-left max-md:block">
      <caption className="sr-only">The site’s pages</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          {['Path', 'Title', 'Kind', 'State', 'Last changed'].map((heading) => (
            <th key={heading} scope="col" className="p-3">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {pages.map((page) => (
          <tr key={page.path} className="border-b border-black/10 align-top max-md:block max-md:p-3">
            <td className="p-3 max-md:block max-md:p-0">
              <a
                href={consolePaths.contentEdit(site, page.path)}
                className="inline-flex min-h-11 items-center break-all font-semibold text-brand underline"
              >
                {page.path}
              </a>
            </td>
            <td className="p-3 max-md:block max-md:p-0">
              <Label>Title</Label>
              {page.title}
            </td>
            <td className="p-3 max-md:block max-md:p-0">
              <Label>Kind</Label>
              {CONTENT_KIND_LABELS[page.kind]}
              {page.category && isBlogCategory(page.category) ? ` (${blogCategoryName(page.category)})` : ''}
            </td>
            <td className="p-3 max-md:block max-md:py-1">
              <span
                className={`inline-block rounded-site px-2 py-0.5 text-sm font-semibold ${STATE_CLASS[page.state.state]}`}
              >
                {stateText(page.state, timeZone)}
              </span>
            </td>
            <td className="p-3 text-sm max-md:block max-md:p-0">
              <Label>Last changed</Label>
              {ddMMyyyyAt(page.updatedAt, timeZone)} by {page.updatedBy}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

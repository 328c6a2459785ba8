import type { Metadata } from 'next';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { InboxFilters } from '@/features/console/components/inbox-filters';
import { InboxList } from '@/features/console/components/inbox-list';
import { InboxLive } from '@/features/console/components/inbox-live';
import { PageLinks } from '@/features/console/components/page-links';
import { SiteHeading } from '@/features/console/components/site-heading';
import { inboxChoices } from '@/features/console/leads/choices';
import { inboxQuery, isFiltered, pageCount, readInboxFilter } from '@/features/console/leads/filter-rules';
import { listInbox, newLeadCount } from '@/features/console/leads/inbox';
import { leadsScreen } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { staffAuth, staffCan } from '@/staff';

type Params = { params: Promise<{ site: string }> };

/** 'Leads', led by how many of the member's leads are New: '(3) Leads'. The live updates keep it current. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const staff = await requirePageStaff();
  const { viewer } = await leadsScreen(staff, (await params).site);
  const { db } = await staffAuth();
  const count = await newLeadCount(db, viewer);
  return { title: count > 0 ? `(${count}) Leads` : 'Leads' };
}

type Props = Params & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The query as URLSearchParams: a name given twice keeps its first value. */
function queryOf(record: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

export default async function LeadsPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const { consoleSite, viewer, site, screens } = await leadsScreen(staff, (await params).site);
  const filter = readInboxFilter(queryOf(await searchParams));
  const { db } = await staffAuth();
  const [{ rows, total }, choices] = await Promise.all([
    listInbox(db, viewer, filter),
    inboxChoices(db, viewer, site),
  ]);
  const query = inboxQuery({ ...filter, page: 1 });
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={consoleSite} title="Leads" current="leads" screens={screens} />
      <InboxFilters site={consoleSite.slug} filter={filter} choices={choices} total={total} />
      <InboxLive
        site={consoleSite.slug}
        query={query}
        shownIds={rows.map((row) => row.id)}
        firstPage={filter.page === 1}
      />
      {staffCan(staff, consoleSite, 'leads.export') && total > 0 ? (
        <p className="mb-3 text-right">
          <a
            href={consoleApiPaths.leadsExport(consoleSite.slug, query)}
            download
            className="font-semibold text-brand underline"
          >
            Export {total === 1 ? 'this lead' : `these ${total.toLocaleString('en-AU')} leads`} (CSV)
          </a>
        </p>
      ) : null}
      <InboxList site={consoleSite.slug} rows={rows} filtered={isFiltered(filter)} />
      <PageLinks
        page={filter.page}
        pages={pageCount(total)}
        link={(page) => consolePaths.leads(consoleSite.slug, inboxQuery(filter, { page }))}
        label="Pages of leads"
      />
    </ConsoleFrame>
  );
}

import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/enquiries/inbox-rules';
import { consolePaths } from '@/lib/console-paths';
import type { InboxChoices } from '../leads/choices';
import { type InboxFilter, isFiltered, SEARCH_MAX_LENGTH } from '../leads/filter-rules';
import { FilterSelect, filterControl } from './filter-select';

// The inbox's filter: a plain GET form, so the filter is the page's address (bookmarked, shared, kept by
// Back) and works before any script has loaded. On a phone it folds away under its summary.

export function InboxFilters({
  site,
  filter,
  choices,
  total,
}: {
  site: string;
  filter: InboxFilter;
  choices: InboxChoices;
  total: number;
}) {
  const filtered = isFiltered(filter);
  const narrowed = isFiltered({ ...filter, q: '' });
  return (
    <form
      method="get"
      action={consolePaths.leads(site)}
      className="mb-4 rounded-site border border-black/10 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="block grow basis-64 font-semibold">
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, email, phone, stock number or rego"
            className={filterControl}
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90"
        >
          Show leads
        </button>
      </div>
      <details open={narrowed || undefined} className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand">
          More filters{narrowed ? ' (on)' : ''}
        </summary>
        <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            name="status"
            label="Status"
            value={filter.status ?? ''}
            any="Any status"
            options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          />
          <FilterSelect
            name="kind"
            label="Kind"
            value={filter.kind ?? ''}
            any="Any kind"
            options={LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }))}
          />
          {choices.dealerships.length > 1 ? (
            <FilterSelect
              name="dealership"
              label="Dealership"
              value={filter.dealership ? String(filter.dealership) : ''}
              any="Every dealership"
              options={choices.dealerships}
            />
          ) : null}
          {choices.locations.length > 1 ? (
            <FilterSelect
              name="location"
              label="Location"
              value={filter.location ? String(filter.location) : ''}
              any="Every location"
              options={choices.locations}
            />
          ) : null}
          <FilterSelect
            name="assignee"
            label="Assigned to"
            value={filter.assignee ?? ''}
            any="Anyone or nobody"
            options={[{ value: 'me', label: 'Me' }, { value: 'none', label: 'Nobody yet' }, ...choices.staff]}
          />
          <label className="block font-semibold">
            From
            <input type="date" name="from" defaultValue={filter.from ?? ''} className={filterControl} />
          </label>
          <label className="block font-semibold">
            To
            <input type="date" name="to" defaultValue={filter.to ?? ''} className={filterControl} />
          </label>
          <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
            <input
              type="checkbox"
              name="overdue"
              value="1"
              defaultChecked={filter.overdue}
              className="size-5"
            />
            Overdue only
          </label>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <span className="text-sm text-gray-700">
          {total.toLocaleString('en-AU')} {total === 1 ? 'lead' : 'leads'}
          {filtered ? ' found' : ''}
        </span>
        {filtered ? (
          <a href={consolePaths.leads(site)} className="font-semibold text-brand underline">
            Clear filters
          </a>
        ) : null}
      </div>
    </form>
  );
}

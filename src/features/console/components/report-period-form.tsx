import { consolePaths } from '@/lib/console-paths';
import { PERIOD_LABELS, PERIOD_PRESETS, type Period, type PeriodProblem } from '../reports/report-rules';
import { FilterSelect, filterControl } from './filter-select';

// The Reports screen's period and dealership: a plain GET form (the choice is the address, and it works
// before, or without, any script). A custom period takes its two dates; the presets ignore them.

export function ReportPeriodForm({
  site,
  period,
  problem,
  dealership,
  dealerships,
}: {
  site: string;
  period: Period;
  problem: PeriodProblem | null;
  dealership: number | null;
  /** The member's dealerships on the site; the filter shows only when there are several. */
  dealerships: { id: number; name: string }[];
}) {
  const errorId = 'period-problem';
  const invalid = (field: PeriodProblem['field']) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form
      method="get"
      action={consolePaths.reports(site)}
      className="mb-6 rounded-site border border-black/10 bg-white p-4"
    >
      {problem ? (
        <p id={errorId} role="alert" className="mb-3 font-semibold text-red-800">
          {problem.message} Showing {PERIOD_LABELS[period.preset].toLowerCase()} instead.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block font-semibold">
          Period
          <select name="period" defaultValue={period.preset} className={filterControl} {...invalid('period')}>
            {PERIOD_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {PERIOD_LABELS[preset]}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          From (custom)
          <input
            type="date"
            name="from"
            defaultValue={period.from}
            className={filterControl}
            {...invalid('from')}
          />
        </label>
        <label className="block font-semibold">
          To (custom)
          <input
            type="date"
            name="to"
            defaultValue={period.to}
            className={filterControl}
            {...invalid('to')}
          />
        </label>
        {dealerships.length > 1 ? (
          <FilterSelect
            name="dealership"
            label="Dealership"
            value={dealership === null ? '' : String(dealership)}
            any="All your dealerships"
            options={dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="min-h-11 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90"
        >
          Show reports
        </button>
        <span className="text-sm text-gray-700">
          {period.from} to {period.to}, on the site’s clock
        </span>
      </div>
    </form>
  );
}

import { REPORT_TITLES } from '../reports/report-rules';
import type { Report } from '../reports/report-tables';
import { ReportChart } from './report-chart';

// One report on the Reports screen: its heading, what it counts, its chart, its table (the numbers the
// chart draws, and what a screen reader reads) and its CSV. A day-by-day table folds away under its chart.

const cell = (value: string | number | null) =>
  value === null ? '—' : typeof value === 'number' ? value.toLocaleString('en-AU') : value;

function ReportTableView({ report, title }: { report: Report; title: string }) {
  const { columns, rows } = report.table;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={`py-1 pr-1 align-bottom text-xs last:pr-0 sm:pr-3 sm:text-sm ${i > 0 ? 'text-right' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/10">
        {rows.map((row) => (
          <tr key={row.slice(0, 2).join('|')}>
            {row.map((value, i) =>
              i === 0 ? (
                <th key={columns[i]} scope="row" className="py-1 pr-1 font-normal break-words sm:pr-3">
                  {cell(value)}
                </th>
              ) : (
                <td key={columns[i]} className="py-1 pr-1 text-right tabular-nums last:pr-0 sm:pr-3">
                  {cell(value)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportSection({ report, about, csv }: { report: Report; about: string; csv: string }) {
  const title = REPORT_TITLES[report.id];
  const headingId = `${report.id}-heading`;
  const table =
    report.chart?.shape === 'columns' ? (
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">The numbers for each day</summary>
        <ReportTableView report={report} title={title} />
      </details>
    ) : (
      <ReportTableView report={report} title={title} />
    );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-site border border-black/10 bg-white p-3 shadow-sm sm:p-4"
      data-report={report.id}
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <a
          href={csv}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      <p className="mb-3 text-sm text-gray-700">{about}</p>
      {report.table.rows.length === 0 ? (
        <p className="py-4 text-gray-700">Nothing in this period.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            {report.chart ? (
              <ReportChart chart={report.chart} title={title} id={`${report.id}-chart`} />
            ) : null}
          </div>
          <div className="min-w-0">{table}</div>
        </div>
      )}
    </section>
  );
}

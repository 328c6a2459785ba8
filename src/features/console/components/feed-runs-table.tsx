import { consolePaths } from '@/lib/console-paths';
import { formatNumber } from '@/lib/money';
import type { FeedRunSummary } from '../feeds/feed-runs';

// The feed runs: a table on a wide screen, a card per run on a phone (the same rows, restyled).

const COUNTS = [
  ['inserted', 'New'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['markedSold', 'Marked sold'],
  ['rejected', 'Rows refused'],
  ['kept', 'Locked values kept'],
] as const;

export function FeedRunsTable({ site, runs }: { site: string; runs: (FeedRunSummary & { when: string })[] }) {
  return (
    <table className="w-full border-collapse text-left max-md:block">
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          <th scope="col" className="p-2">
            Received
          </th>
          <th scope="col" className="p-2">
            Dealership
          </th>
          <th scope="col" className="p-2">
            Kind
          </th>
          {COUNTS.map(([key, label]) => (
            <th key={key} scope="col" className="p-2 text-right">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {runs.map((run) => (
          <tr key={run.id} className="border-b border-black/10 max-md:block max-md:py-2">
            <th scope="row" className="p-2 font-semibold max-md:block">
              <a href={consolePaths.feedRun(site, run.id)} className="text-brand underline">
                {run.when}
              </a>
            </th>
            <td className="p-2 max-md:block max-md:py-0.5">{run.dealership}</td>
            <td className="p-2 max-md:block max-md:py-0.5">
              {run.full ? 'Full feed' : 'Partial feed'}
              <span className="text-gray-700"> · {run.source}</span>
            </td>
            {COUNTS.map(([key, label]) => (
              <td
                key={key}
                className={`p-2 text-right tabular-nums max-md:inline-block max-md:py-0.5 max-md:pr-4 max-md:text-left ${
                  (key === 'rejected' || key === 'kept') && run[key] > 0 ? 'font-bold text-red-900' : ''
                }`}
              >
                <span className="md:sr-only">{label}: </span>
                {formatNumber(run[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import Link from 'next/link';
import { paths } from '@/lib/paths';
import type { CompareRow, Comparison } from '../rules';

type Props = { comparison: Comparison; onlyDifferences: boolean };

/** The compared cars side by side: a column per car, a row per figure and per feature. */
export function CompareTable({ comparison, onlyDifferences }: Props) {
  const { cars } = comparison;
  const slugs = cars.map((car) => car.slug);
  const compareUrl = (list: string[], only = onlyDifferences) => paths.compare(list, only);
  const shown = (rows: CompareRow[]) => (onlyDifferences ? rows.filter((row) => row.differs) : rows);
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href={compareUrl(slugs, !onlyDifferences)} className="font-bold text-brand-ink underline">
          {onlyDifferences ? 'Show every row' : 'Show only the differences'}
        </Link>
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">The cars compared, a column each</caption>
          <thead>
            <tr className="align-top">
              <td className="sticky left-0 w-40 bg-white p-3" />
              {cars.map((car) => (
                <th key={car.slug} scope="col" className="p-3 font-normal">
                  {car.photo && (
                    // biome-ignore lint/performance/noImgElement: a plain thumbnail, sized by the table
                    <img src={car.photo} alt="" className="mb-2 aspect-[4/3] w-full rounded object-cover" />
                  )}
                  <Link href={paths.car(car.slug)} className="block text-base font-bold hover:underline">
                    {car.title}
                  </Link>
                  {car.subtitle && <span className="block text-gray-600">{car.subtitle}</span>}
                  <div className="mt-2">{car.price}</div>
                  <Link
                    href={compareUrl(slugs.filter((slug) => slug !== car.slug))}
                    className="mt-2 inline-block text-sm underline"
                  >
                    Remove<span className="sr-only"> {car.title}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Rows rows={shown(comparison.rows)} />
            {shown(comparison.features).length > 0 && (
              <tr>
                <th colSpan={cars.length + 1} scope="colgroup" className="bg-surface p-3 text-base font-bold">
                  Features
                </th>
              </tr>
            )}
            <Rows rows={shown(comparison.features)} />
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Rows({ rows }: { rows: CompareRow[] }) {
  return rows.map((row) => (
    <tr key={row.label} className="border-t border-gray-200">
      <th scope="row" className="sticky left-0 bg-white p-3 font-semibold">
        {row.label}
      </th>
      {row.values.map((value, index) => (
        <td key={index} className="p-3">
          {value ?? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">Not listed</span>
            </>
          )}
        </td>
      ))}
    </tr>
  ));
}

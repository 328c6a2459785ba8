'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiMessage, postJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import { type GarageListItem, vehicleName } from '../garage-rules';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';

/**
 * The shopper's own vehicles, each the start of a service booking or a trade-in valuation, with Remove:
 * the page is drawn again once the server has taken it off.
 */
export function GarageVehicleList({
  vehicles,
  brandTitle,
}: {
  vehicles: GarageListItem[];
  brandTitle?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (vehicle: GarageListItem) => {
    setBusy(vehicle.id);
    const result = await postJson(apiPaths.removeGarageVehicle(), { id: vehicle.id });
    setBusy(null);
    if (result.kind === 'ok') router.refresh();
    else window.alert(apiMessage(result) || UNKNOWN_ERROR_MESSAGE);
  };

  if (!vehicles.length)
    return (
      <div className="rounded-site border border-dashed border-black/20 p-6 text-center">
        <p className="text-lg font-bold">
          {brandTitle ? `No ${brandTitle} vehicles in your garage yet.` : 'Your garage is empty.'}
        </p>
        <p className="mt-1 text-gray-700">
          Add your car: its registration and details stay here for its next service or trade-in.
        </p>
      </div>
    );
  return (
    <ul className="grid gap-3">
      {vehicles.map((vehicle) => {
        const nameId = `garage-vehicle-${vehicle.id}`;
        return (
          <li
            key={vehicle.id}
            className="flex flex-col gap-3 rounded-site border border-black/10 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <h3 id={nameId} className="text-base font-bold leading-snug">
                {vehicleName(vehicle)}
              </h3>
              <p className="text-sm text-gray-700">
                <span className="font-mono font-semibold tracking-wide text-ink">{vehicle.rego}</span>{' '}
                {vehicle.state}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                href={paths.service()}
                aria-describedby={nameId}
                className="rounded-site bg-brand px-3 py-2 text-center text-sm font-bold text-brand-contrast"
              >
                Book a service
              </Link>
              <Link
                href={paths.tradeInPlate(vehicle.rego, vehicle.state)}
                aria-describedby={nameId}
                className="rounded-site border border-black/15 px-3 py-2 text-center text-sm font-bold hover:bg-surface"
              >
                Value my trade
              </Link>
              <button
                type="button"
                onClick={() => remove(vehicle)}
                disabled={busy === vehicle.id}
                aria-label={`Remove ${vehicleName(vehicle)} (${vehicle.rego})`}
                className="rounded-site border border-black/15 px-3 py-2 text-sm font-bold hover:bg-surface disabled:opacity-60"
              >
                Remove
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

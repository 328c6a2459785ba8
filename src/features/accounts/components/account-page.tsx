import { ddMMyyyyAt } from '@/lib/dates';
import { formatAud } from '@/lib/money';
import { vehicleName } from '../garage-rules';
import type { AccountData } from '../privacy';
import { DeleteAccountButton } from './delete-account-button';

type Props = { data: AccountData; timeZone: string };

/** 'offer $18,500 accepted', 'offer $18,500', 'inspection to be booked', 'details given'. */
function valuationStatus(status: string, offer: number | null): string {
  const figure = offer === null ? '' : `offer ${formatAud(offer)}`;
  if (status === 'accepted') return `${figure} accepted`;
  if (status === 'valued') return figure;
  return status === 'inspection' ? 'inspection to be booked' : 'details given';
}

/** What the platform holds about the shopper (every site), and the way to delete it. */
export function AccountPage({ data, timeZone }: Props) {
  const { profile } = data;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Name', name || '—'],
    ['Mobile', profile.phone],
    ['Email', profile.email ?? '—'],
    [
      'Account made',
      `${ddMMyyyyAt(profile.since, timeZone)}${profile.firstSite ? ` on ${profile.firstSite}` : ''}`,
    ],
    ['Signed in now', `${data.activeSessions} ${data.activeSessions === 1 ? 'device' : 'devices'}`],
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">Your details</h1>
      <p className="mt-2 text-gray-700">
        Everything this platform holds about you, on every dealer site that uses it.
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-site border border-black/10 p-5 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-extrabold">Saved cars</h2>
      {data.savedCars.length ? (
        <ul className="mt-2 list-disc pl-5">
          {data.savedCars.map((entry) => (
            <li key={entry.site}>
              {entry.cars} on {entry.site}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-700">None.</p>
      )}
      <h2 className="mt-8 text-xl font-extrabold">Your garage</h2>
      {data.garage.length ? (
        <ul className="mt-2 list-disc pl-5">
          {data.garage.map((vehicle) => (
            <li key={`${vehicle.site} ${vehicle.state} ${vehicle.rego}`}>
              {vehicleName(vehicle)} ({vehicle.rego} {vehicle.state}) on {vehicle.site}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-700">None.</p>
      )}
      <h2 className="mt-8 text-xl font-extrabold">Saved searches</h2>
      {data.savedSearches.length ? (
        <ul className="mt-2 list-disc pl-5">
          {data.savedSearches.map((entry) => (
            <li key={entry.site}>
              {entry.searches} on {entry.site}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-700">None.</p>
      )}
      <h2 className="mt-8 text-xl font-extrabold">Trade-in valuations</h2>
      {data.valuations.length ? (
        <ul className="mt-2 list-disc pl-5">
          {data.valuations.map((v) => (
            <li key={`${v.site} ${v.at.toISOString()}`}>
              {v.year} {v.make} {v.model} ({v.rego} {v.state}) on {v.site}, {ddMMyyyyAt(v.at, timeZone)}:{' '}
              {valuationStatus(v.status, v.offer)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-700">None.</p>
      )}
      <h2 className="mt-8 text-xl font-extrabold">Sign-ins</h2>
      <ul className="mt-2 list-disc pl-5">
        {data.signIns.map((entry, index) => (
          <li key={index}>
            {ddMMyyyyAt(entry.at, timeZone)} on {entry.site}
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-site border border-red-200 bg-red-50 p-5">
        <h2 className="text-xl font-extrabold">Delete your account</h2>
        <p className="mt-2 text-gray-700">
          This deletes your account, your sessions, saved cars and searches, garage and sign-in records on
          every site. Enquiries you sent to a dealer stay with that dealer: ask them if you want those removed
          too.
        </p>
        <div className="mt-4">
          <DeleteAccountButton />
        </div>
      </div>
    </div>
  );
}

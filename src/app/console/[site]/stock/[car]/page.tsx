import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { actionLabel, changeText } from '@/features/console/audit-rules';
import { CarEditForm } from '@/features/console/components/car-edit-form';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { PhotoSection } from '@/features/console/components/photo-section';
import { CarPricePanels } from '@/features/console/components/price-market';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { siteLinkOrigin } from '@/features/console/site-link';
import { carHistory, findEditableCar } from '@/features/console/stock/car-edit';
import {
  type CarEdit,
  EDITABLE,
  LOCKABLE,
  type LockableField,
  sourceOf,
  sourceWords,
} from '@/features/console/stock/edit-rules';
import { stockViewer } from '@/features/console/stock/viewer';
import { shortDateTimeAt, stateTimeZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { staffAuth, staffCan } from '@/staff';
import { getSite } from '@/tenancy/get-site';

export const metadata: Metadata = { title: 'Car' };

export default async function CarPage({ params }: { params: Promise<{ site: string; car: string }> }) {
  const staff = await requirePageStaff();
  const { site: slug, car: raw } = await params;
  const site = await consoleSite(slug);
  if (!site || !staffCan(staff, site, 'stock.read') || !/^\d{1,10}$/.test(raw)) notFound();
  const viewer = stockViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  const { db } = await staffAuth();
  const car = viewer && (await findEditableCar(db, viewer, Number(raw)));
  if (!car) notFound();
  const [history, live] = await Promise.all([carHistory(db, site.id, car.id), getSite(slug)]);
  const timeZone = stateTimeZone(live?.config.defaultState ?? 'QLD');
  const carLink = live ? `${await siteLinkOrigin(live.config)}${paths.car(car.slug)}` : null;
  const { id, title, stocknum, dealership, thumb, updatedAt, locked } = car;
  const values = Object.fromEntries(EDITABLE.map((field) => [field, car[field]])) as CarEdit;
  const sources = Object.fromEntries(
    LOCKABLE.map((field) => {
      const source = sourceOf(car.sources, field, car.createdAt);
      return [field, source ? sourceWords(source, timeZone) : ''];
    }),
  ) as Record<LockableField, string>;
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title={title} current="stock" screens={siteScreens(staff, site)} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        {thumb ? (
          // biome-ignore lint/performance/noImgElement: a thumbnail from the media store, already sized
          <img
            src={thumb}
            alt=""
            width={160}
            height={107}
            className="h-auto w-40 rounded-site object-cover"
          />
        ) : null}
        <div>
          <p>
            Stock number {stocknum} · {dealership}
          </p>
          <p className="text-sm text-gray-700">
            Listed {shortDateTimeAt(car.createdAt, timeZone)} · last confirmed in stock{' '}
            {shortDateTimeAt(car.checkedAt, timeZone)}
          </p>
          {carLink ? (
            <a href={carLink} className="font-semibold text-brand underline">
              Its page on the site
            </a>
          ) : null}
        </div>
        <section
          aria-labelledby="listing-quality"
          className="rounded-site border border-black/10 bg-white p-3 sm:ml-auto"
        >
          <h2 id="listing-quality" className="font-bold">
            Listing quality {car.quality.score} of 100
          </h2>
          {car.quality.reasons.length === 0 ? (
            <p className="text-sm">Nothing missing.</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {car.quality.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ConsoleSection title="Price and listing">
          {staffCan(staff, site, 'stock.edit') ? (
            <CarEditForm
              site={site.slug}
              car={id}
              values={values}
              locked={locked}
              sources={sources}
              timeZoneName={car.timeZone.split('/').pop()?.replaceAll('_', ' ') ?? car.timeZone}
              seen={updatedAt.toISOString()}
            />
          ) : (
            <p>Your role reads the stock; a manager changes it.</p>
          )}
        </ConsoleSection>
        <ConsoleSection title="History">
          {history.length === 0 ? (
            <p>No change made in the console yet.</p>
          ) : (
            <ol className="space-y-3">
              {history.map((entry) => (
                <li key={entry.id} className="border-l-4 border-brand/40 pl-3">
                  <p className="break-words font-mono text-sm [overflow-wrap:anywhere]">
                    {changeText(entry.before)} → {changeText(entry.after)}
                  </p>
                  <p className="text-sm text-gray-700">
                    {actionLabel(entry.action)} · {entry.who ?? 'The platform'},{' '}
                    <time dateTime={entry.at.toISOString()}>{shortDateTimeAt(entry.at, timeZone)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </ConsoleSection>
      </div>
      {viewer ? <CarPricePanels db={db} viewer={viewer} car={id} timeZone={timeZone} /> : null}
      {viewer ? (
        <PhotoSection
          db={db}
          viewer={viewer}
          site={site.slug}
          car={id}
          title={title}
          canEdit={staffCan(staff, site, 'stock.edit')}
        />
      ) : null}
    </ConsoleFrame>
  );
}

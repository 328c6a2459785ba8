'use client';

import { useState } from 'react';
import { dayLabel } from '@/enquiries/bookings/booking-format';
import { LEAD_KIND_LABELS, LEAD_KINDS } from '@/enquiries/inbox-rules';
import type { PublicHoliday } from '@/lib/au-public-holidays';
import { consoleApiPaths } from '@/lib/console-paths';
import type { LocationSettings, SpecialDay } from '@/tenancy/location-settings';
import { Field, inputClass, TextInput } from '@/ui/field';
import { useHydrated } from '@/ui/use-hydrated';
import { ContentImageUpload } from './content-image-upload';
import { DraftRefusal, DraftSaveBar, useDraftSave } from './draft-save';

// One location's settings as a form: its week, its holiday hours (filled from the coming public holidays
// of its state with one press), its phones, where each kind of its leads is emailed and its map position.
// Saving puts them in the site's draft with the draft's other changes; times are the location's own.

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const smallButton =
  'min-h-11 rounded-site border border-brand bg-white px-3 text-sm font-semibold text-brand disabled:opacity-50';

type Props = {
  site: string;
  location: { slug: string; name: string; state: string; timeZone: string };
  settings: LocationSettings;
  holidays: PublicHoliday[];
  document: Record<string, unknown>;
  draftLocations: Record<string, unknown>;
  /** Owners also set where the location's leads are emailed. */
  leadEmails: boolean;
  /** What image files this server reads (the file input's accept, and their names). */
  images: { accept: string; kinds: string[] };
};

const asNumber = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
const byDate = (days: SpecialDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

export function LocationForm({
  site,
  location,
  settings,
  holidays,
  document,
  draftLocations,
  leadEmails,
  images,
}: Props) {
  const [value, setValue] = useState(settings);
  // Typed as text, so a half-typed '-27.' stays as typed; sent as a number when it is one.
  const [coords, setCoords] = useState({ lat: String(settings.lat), long: String(settings.long) });
  const draft = useDraftSave(site);
  const { issues } = draft;
  // Typed into before hydration, a field's text would be lost: the fields wait for the script.
  const hydrated = useHydrated();
  const prefix = `locations.${location.slug}.`;
  const issueAt = (path: string) => issues.find((issue) => issue.field === prefix + path)?.message;
  const change = (next: Partial<LocationSettings>) => {
    draft.edited();
    setValue((before) => ({ ...before, ...next }));
  };
  const setDay = (weekday: number, next: Partial<LocationSettings['week'][number]>) =>
    change({ week: value.week.map((day) => (day.weekday === weekday ? { ...day, ...next } : day)) });
  const setSpecial = (index: number, next: Partial<SpecialDay>) =>
    change({ special: value.special.map((day, at) => (at === index ? { ...day, ...next } : day)) });
  const listed = new Set(value.special.map((day) => day.date));

  const save = () =>
    draft.save({
      document,
      locations: {
        ...draftLocations,
        [location.slug]: {
          ...value,
          lat: asNumber(coords.lat),
          long: asNumber(coords.long),
          special: byDate(value.special),
        },
      },
    });

  const time = (
    id: string,
    label: string,
    current: string | null,
    onChange: (v: string | null) => void,
    message?: string,
  ) => (
    <Field id={id} label={label} error={message}>
      <TextInput
        type="time"
        step={300}
        value={current ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <DraftRefusal
          error={draft.error}
          issues={issues}
          summary={draft.summary}
          wording={(issue) => (
            <>
              {issue.field.startsWith(prefix) ? issue.field.slice(prefix.length) : issue.field}:{' '}
              {issue.message}
            </>
          )}
        />

        <fieldset className="space-y-3 rounded-site border border-black/15 bg-white p-4">
          <legend className="px-1 text-lg font-bold">Opening hours</legend>
          <p className="text-sm text-gray-700">In the location’s own time ({location.timeZone}).</p>
          {WEEK_ORDER.map((weekday) => {
            const day = value.week.find((d) => d.weekday === weekday) ?? {
              weekday,
              status: 'Closed' as const,
              open: null,
              close: null,
            };
            const id = `week-${weekday}`;
            return (
              <div
                key={weekday}
                className="grid grid-cols-2 items-end gap-3 border-b border-black/5 pb-3 sm:grid-cols-[10rem_1fr_1fr]"
              >
                <div className="col-span-2 flex min-h-11 items-center gap-3 sm:col-span-1">
                  <input
                    id={`${id}-open`}
                    type="checkbox"
                    className="size-5 shrink-0 accent-[var(--brand)]"
                    checked={day.status === 'Open'}
                    onChange={(event) =>
                      setDay(
                        weekday,
                        event.target.checked
                          ? { status: 'Open', open: day.open ?? '08:30', close: day.close ?? '17:30' }
                          : { status: 'Closed' },
                      )
                    }
                  />
                  <label htmlFor={`${id}-open`} className="font-semibold">
                    Open {DAYS[weekday]}
                  </label>
                </div>
                {day.status === 'Open' ? (
                  <>
                    {time(
                      `${id}-from`,
                      `${DAYS[weekday]} opens`,
                      day.open,
                      (open) => setDay(weekday, { open }),
                      issueAt(`week.${value.week.indexOf(day)}.open`),
                    )}
                    {time(
                      `${id}-to`,
                      `${DAYS[weekday]} closes`,
                      day.close,
                      (close) => setDay(weekday, { close }),
                      issueAt(`week.${value.week.indexOf(day)}.close`),
                    )}
                  </>
                ) : (
                  <p className="col-span-2 text-sm text-gray-700">Closed</p>
                )}
              </div>
            );
          })}
        </fieldset>

        <fieldset className="space-y-3 rounded-site border border-black/15 bg-white p-4">
          <legend className="px-1 text-lg font-bold">Holiday hours</legend>
          <p className="text-sm text-gray-700">
            A date listed here replaces its weekday’s hours: closed, or open the hours given. Past dates drop
            off.
          </p>
          {value.special.length === 0 && <p>No holiday hours are set.</p>}
          <ol className="space-y-3">
            {value.special.map((day, index) => {
              const id = `special-${index}`;
              const name = day.label || day.date || `Day ${index + 1}`;
              return (
                <li
                  key={id}
                  className="grid items-end gap-3 border-b border-black/5 pb-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_9rem_1fr_1fr_auto]"
                >
                  <Field id={`${id}-date`} label="Date" error={issueAt(`special.${index}.date`)}>
                    <TextInput
                      type="date"
                      value={day.date}
                      onChange={(event) => setSpecial(index, { date: event.target.value })}
                    />
                  </Field>
                  <Field id={`${id}-label`} label="Name" error={issueAt(`special.${index}.label`)}>
                    <TextInput
                      value={day.label ?? ''}
                      maxLength={60}
                      onChange={(event) => setSpecial(index, { label: event.target.value || null })}
                    />
                  </Field>
                  <Field id={`${id}-status`} label="Hours">
                    <select
                      id={`${id}-status`}
                      className={inputClass}
                      value={day.status}
                      onChange={(event) =>
                        setSpecial(
                          index,
                          event.target.value === 'Open'
                            ? {
                                status: 'Open',
                                startHour: day.startHour ?? '09:00',
                                endHour: day.endHour ?? '13:00',
                              }
                            : { status: 'Closed', startHour: null, endHour: null },
                        )
                      }
                    >
                      <option value="Closed">Closed</option>
                      <option value="Open">Open</option>
                    </select>
                  </Field>
                  {day.status === 'Open' ? (
                    <>
                      {time(
                        `${id}-from`,
                        'Opens',
                        day.startHour,
                        (startHour) => setSpecial(index, { startHour }),
                        issueAt(`special.${index}.startHour`),
                      )}
                      {time(
                        `${id}-to`,
                        'Closes',
                        day.endHour,
                        (endHour) => setSpecial(index, { endHour }),
                        issueAt(`special.${index}.endHour`),
                      )}
                    </>
                  ) : (
                    <p className="text-sm text-gray-700 lg:col-span-2">Closed all day</p>
                  )}
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove ${name}`}
                    onClick={() => change({ special: value.special.filter((_, at) => at !== index) })}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={smallButton}
            onClick={() =>
              change({
                special: [
                  ...value.special,
                  { date: '', label: null, status: 'Closed', startHour: null, endHour: null },
                ],
              })
            }
          >
            Add a date
          </button>
          <details className="rounded-site bg-surface p-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">
              Public holidays in {location.state} over the next year
            </summary>
            <ul className="mt-2 space-y-2">
              {holidays.map((holiday) => (
                <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-semibold">{holiday.name}</span> · {dayLabel(holiday.date)}{' '}
                    {holiday.date.slice(0, 4)}
                  </span>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={listed.has(holiday.date)}
                    aria-label={`${listed.has(holiday.date) ? 'Listed' : 'Add as closed'}: ${holiday.name} (${holiday.date})`}
                    onClick={() =>
                      change({
                        special: byDate([
                          ...value.special,
                          {
                            date: holiday.date,
                            label: holiday.name,
                            status: 'Closed',
                            startHour: null,
                            endHour: null,
                          },
                        ]),
                      })
                    }
                  >
                    {listed.has(holiday.date) ? 'Listed' : 'Add as closed'}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </fieldset>

        <fieldset className="grid gap-4 rounded-site border border-black/15 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold">Phones and email</legend>
          <Field
            id="phone"
            label="Phone"
            hint="Shown on the location’s card and page, and called from them."
            error={issueAt('phone')}
          >
            <TextInput
              type="tel"
              value={value.phone ?? ''}
              onChange={(event) => change({ phone: event.target.value || null })}
            />
          </Field>
          <Field
            id="landline"
            label="Landline"
            hint="Shown when there is no phone above."
            error={issueAt('landlinePhone')}
          >
            <TextInput
              type="tel"
              value={value.landlinePhone ?? ''}
              onChange={(event) => change({ landlinePhone: event.target.value || null })}
            />
          </Field>
          <Field
            id="licence"
            label="Dealer licence number"
            hint="Shown on the location's card and every page's footer: every state's law asks for it in every ad."
            error={issueAt('dealerLicenseNumber')}
            className="sm:col-span-2"
          >
            <TextInput
              value={value.dealerLicenseNumber ?? ''}
              onChange={(event) => change({ dealerLicenseNumber: event.target.value || null })}
            />
          </Field>
          <Field
            id="email"
            label="Email shown on the site"
            error={issueAt('email')}
            className="sm:col-span-2"
          >
            <TextInput
              type="email"
              value={value.email ?? ''}
              onChange={(event) => change({ email: event.target.value || null })}
            />
          </Field>
        </fieldset>

        <fieldset
          className="grid gap-4 rounded-site border border-black/15 bg-white p-4 sm:grid-cols-2"
          disabled={!leadEmails}
        >
          <legend className="px-1 text-lg font-bold">Where its leads are emailed</legend>
          <p className="text-sm text-gray-700 sm:col-span-2">
            {leadEmails
              ? 'Each kind of lead for this location goes to the address given; a kind left empty goes to the dealership’s lead address.'
              : 'Owners set where this location’s leads are emailed.'}
          </p>
          {LEAD_KINDS.map((kind) => (
            <Field
              key={kind}
              id={`lead-${kind}`}
              label={LEAD_KIND_LABELS[kind]}
              error={issueAt(`leadEmails.${kind}`)}
            >
              <TextInput
                type="email"
                value={value.leadEmails[kind] ?? ''}
                onChange={(event) => {
                  const next = { ...value.leadEmails };
                  if (event.target.value) next[kind] = event.target.value;
                  else delete next[kind];
                  change({ leadEmails: next });
                }}
              />
            </Field>
          ))}
        </fieldset>

        <fieldset className="space-y-3 rounded-site border border-black/15 bg-white p-4">
          <legend className="px-1 text-lg font-bold">Photo</legend>
          {value.image ? (
            // biome-ignore lint/performance/noImgElement: the console shows the uploaded photo as the site will.
            <img
              src={value.image}
              alt={`${location.name} as it is now`}
              className="h-40 w-auto rounded-site border border-black/15"
            />
          ) : (
            <p>None: the location's page shows where to find it instead.</p>
          )}
          <div className="flex flex-wrap items-start gap-3">
            <ContentImageUpload
              to={consoleApiPaths.settingsImages(site)}
              fields={{ purpose: 'location' }}
              accept={images.accept}
              kinds={images.kinds}
              label="Upload a photo"
              onUploaded={(url) => change({ image: url })}
            />
            {value.image && (
              <button type="button" className={smallButton} onClick={() => change({ image: null })}>
                Remove the photo
              </button>
            )}
          </div>
          {issueAt('image') && <p className="text-sm font-semibold text-red-700">{issueAt('image')}</p>}
        </fieldset>

        <fieldset className="grid gap-4 rounded-site border border-black/15 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold">Map position</legend>
          <Field id="lat" label="Latitude" hint="South is negative, e.g. -27.4698." error={issueAt('lat')}>
            <TextInput
              inputMode="decimal"
              value={coords.lat}
              onChange={(event) => {
                draft.edited();
                setCoords({ ...coords, lat: event.target.value });
              }}
            />
          </Field>
          <Field id="long" label="Longitude" hint="e.g. 153.0251." error={issueAt('long')}>
            <TextInput
              inputMode="decimal"
              value={coords.long}
              onChange={(event) => {
                draft.edited();
                setCoords({ ...coords, long: event.target.value });
              }}
            />
          </Field>
        </fieldset>

        <DraftSaveBar site={site} busy={draft.busy} saved={draft.saved} />
      </fieldset>
    </form>
  );
}

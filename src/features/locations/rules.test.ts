import { describe, expect, it } from 'vitest';
import { ddMMyyyy } from '@/lib/dates';
import type { SpecialHours, WeekdayHours } from '@/lib/opening-hours';
import {
  blockLocations,
  carouselSlideClass,
  closedDayLabel,
  DAY_NAMES,
  dateInWords,
  FULL_REVIEW_QUANTITY,
  formatTime,
  fullReviewList,
  hoursRows,
  type LocationType,
  locationDetailsHref,
  locationsByArea,
  locatorQuery,
  openStatus,
  openStatusText,
  ourLocationsChoice,
  reviewSummary,
  SWIPE_HINT_ABOVE,
  showsReviews,
  specialHoursText,
  starFills,
  typeChoice,
  typesOf,
  upcomingSpecialHours,
} from './rules';

const open = (weekday: number, from: string, to: string): WeekdayHours => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): WeekdayHours => ({ weekday, status: 'Closed', open: null, close: null });
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((d) => open(d, from, to));
/** Monday to Friday 8:30-5:30, Saturday 8:30-4, Sunday closed: the usual sales week. */
const salesWeek: WeekdayHours[] = [closed(0), ...weekdays('08:30', '17:30'), open(6, '08:30', '16:00')];

describe('location types (AF §2)', () => {
  it.each([
    ['', ['sales']],
    ['  ', ['sales']],
    ['sales', ['sales']],
    ['service', ['service']],
    ['parts', ['parts']],
    ['service-and-parts', ['service', 'parts']],
    ['warehouse', []],
  ])('%j counts as %j', (raw, types) => {
    expect(typesOf(raw)).toEqual(types);
  });

  it.each([
    ['one type: pre-selected, no dropdown', ['sales', ''], undefined, ['sales'], 'sales', false],
    [
      'ordered sales, service, parts',
      ['parts', 'service', ''],
      undefined,
      ['sales', 'service', 'parts'],
      'sales',
      true,
    ],
    ['the requested type', ['sales', 'service'], 'service', ['sales', 'service'], 'service', true],
    ['an unknown request: the first', ['sales', 'service'], 'boats', ['sales', 'service'], 'sales', true],
    [
      'service-and-parts alone: two options',
      ['service-and-parts'],
      undefined,
      ['service', 'parts'],
      'service',
      true,
    ],
    ['a single parts option', ['parts'], 'sales', ['parts'], 'parts', false],
    ['no locations', [], undefined, [], null, false],
  ] as const)('%s', (_label, types, requested, options, selected, showDropdown) => {
    expect(typeChoice(types, requested)).toEqual({ options, selected, showDropdown });
  });
});

describe('hours table (AF §2, §9)', () => {
  it.each([
    ['08:30', '8:30 am'],
    ['00:00', '12:00 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
    ['24:00', '12:00 am'],
  ])('%s reads %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it.each([
    [
      'weekdays 1-5, Saturday 6, Sunday 0 (Sunday last)',
      salesWeek,
      [
        { days: 'Monday - Friday', hours: '8:30 am - 5:30 pm' },
        { days: 'Saturday', hours: '8:30 am - 4:00 pm' },
        { days: 'Sunday', hours: null },
      ],
    ],
    [
      'a late Thursday splits the weekdays',
      [...salesWeek.filter((d) => d.weekday !== 4), open(4, '08:30', '20:00')],
      [
        { days: 'Monday - Wednesday', hours: '8:30 am - 5:30 pm' },
        { days: 'Thursday', hours: '8:30 am - 8:00 pm' },
        { days: 'Friday', hours: '8:30 am - 5:30 pm' },
        { days: 'Saturday', hours: '8:30 am - 4:00 pm' },
        { days: 'Sunday', hours: null },
      ],
    ],
    [
      'closed Saturday and Sunday keep a row each',
      [closed(0), ...weekdays('07:00', '17:00'), closed(6)],
      [
        { days: 'Monday - Friday', hours: '7:00 am - 5:00 pm' },
        { days: 'Saturday', hours: null },
        { days: 'Sunday', hours: null },
      ],
    ],
    [
      'every day the same: the weekdays, Saturday and Sunday',
      [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, '09:00', '17:00')),
      [
        { days: 'Monday - Friday', hours: '9:00 am - 5:00 pm' },
        { days: 'Saturday', hours: '9:00 am - 5:00 pm' },
        { days: 'Sunday', hours: '9:00 am - 5:00 pm' },
      ],
    ],
    [
      'a Friday like Saturday stays with the weekdays',
      [
        ...weekdays('08:00', '17:00').filter((d) => d.weekday !== 5),
        open(5, '08:00', '12:00'),
        open(6, '08:00', '12:00'),
        closed(0),
      ],
      [
        { days: 'Monday - Thursday', hours: '8:00 am - 5:00 pm' },
        { days: 'Friday', hours: '8:00 am - 12:00 pm' },
        { days: 'Saturday', hours: '8:00 am - 12:00 pm' },
        { days: 'Sunday', hours: null },
      ],
    ],
    [
      'missing days and nonsense hours are closed',
      [open(1, '09:00', '17:00'), open(2, '17:00', '09:00')],
      [
        { days: 'Monday', hours: '9:00 am - 5:00 pm' },
        { days: 'Tuesday - Friday', hours: null },
        { days: 'Saturday', hours: null },
        { days: 'Sunday', hours: null },
      ],
    ],
  ])('%s', (_label, week, rows) => {
    expect(hoursRows(week)).toEqual(rows);
  });

  it.each([
    ['service', true, 'Enquire Now'],
    ['service-and-parts', true, 'Enquire Now'],
    ['service', false, 'Closed'],
    ['sales', true, 'Closed'],
    ['', true, 'Closed'],
    ['parts', true, 'Closed'],
  ] as const)('a closed day at a %s location (Enquire Now asked: %s) reads %s', (type, asked, label) => {
    expect(closedDayLabel(type, asked)).toBe(label);
  });

  it('lists the special hours still to come, soonest first', () => {
    const day = (date: string): SpecialHours => ({ date, status: 'Closed', startHour: null, endHour: null });
    const special = [day('2026-12-26'), day('2026-12-24'), day('2026-12-25'), day('2027-01-01')];
    expect(upcomingSpecialHours(special, '2026-12-25').map((s) => s.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
    expect(specialHoursText(day('2026-12-25'))).toBeNull();
    expect(
      specialHoursText({ date: '2026-12-26', status: 'Open', startHour: '10:00', endHour: '16:00' }),
    ).toBe('10:00 am - 4:00 pm');
  });
});

describe('open now, on the location’s own clock (AF §3, §9)', () => {
  // 2026-01-14 is a Wednesday; January is daylight saving in Sydney and Adelaide, not in Brisbane or Perth.
  // 2026-07-15 is a Wednesday in winter: no daylight saving anywhere.
  it.each([
    [
      'Sydney 8:29 am (21:29Z, UTC+11)',
      '2026-01-13T21:29:00Z',
      'Australia/Sydney',
      'Closed · Opens at 8:30 am',
    ],
    ['Sydney 8:30 am opens', '2026-01-13T21:30:00Z', 'Australia/Sydney', 'Open now · Closes 5:30 pm'],
    ['Sydney 5:29 pm', '2026-01-14T06:29:00Z', 'Australia/Sydney', 'Open now · Closes 5:30 pm'],
    [
      'Sydney 5:30 pm has closed',
      '2026-01-14T06:30:00Z',
      'Australia/Sydney',
      'Closed · Opens tomorrow at 8:30 am',
    ],
    [
      'the same instant is 7:30 am in Brisbane (UTC+10)',
      '2026-01-13T21:30:00Z',
      'Australia/Brisbane',
      'Closed · Opens at 8:30 am',
    ],
    ['Brisbane 8:30 am', '2026-01-13T22:30:00Z', 'Australia/Brisbane', 'Open now · Closes 5:30 pm'],
    [
      'Adelaide 8:30 am (UTC+10:30)',
      '2026-01-13T22:00:00Z',
      'Australia/Adelaide',
      'Open now · Closes 5:30 pm',
    ],
    ['Adelaide 8:29 am', '2026-01-13T21:59:00Z', 'Australia/Adelaide', 'Closed · Opens at 8:30 am'],
    ['Perth 8:30 am (UTC+8)', '2026-01-14T00:30:00Z', 'Australia/Perth', 'Open now · Closes 5:30 pm'],
    ['Perth 8:29 am', '2026-01-14T00:29:00Z', 'Australia/Perth', 'Closed · Opens at 8:30 am'],
    [
      'Sydney in winter 8:30 am (UTC+10)',
      '2026-07-14T22:30:00Z',
      'Australia/Sydney',
      'Open now · Closes 5:30 pm',
    ],
    ['Sydney in winter 8:29 am', '2026-07-14T22:29:00Z', 'Australia/Sydney', 'Closed · Opens at 8:30 am'],
    [
      'Saturday 4 pm closes for Sunday: opens Monday',
      '2026-01-17T05:00:00Z',
      'Australia/Sydney',
      'Closed · Opens Monday at 8:30 am',
    ],
    [
      'Sunday: opens tomorrow',
      '2026-01-18T01:00:00Z',
      'Australia/Sydney',
      'Closed · Opens tomorrow at 8:30 am',
    ],
    // 2026-04-05 3:00 am Sydney daylight saving ends: Sunday; 2026-10-04 2:00 am it starts.
    [
      'Monday after daylight saving ends (UTC+10 again)',
      '2026-04-05T22:30:00Z',
      'Australia/Sydney',
      'Open now · Closes 5:30 pm',
    ],
    [
      'Monday after daylight saving starts (UTC+11)',
      '2026-10-04T21:30:00Z',
      'Australia/Sydney',
      'Open now · Closes 5:30 pm',
    ],
    ['…one minute earlier', '2026-10-04T21:29:00Z', 'Australia/Sydney', 'Closed · Opens at 8:30 am'],
  ])('%s', (_label, instant, zone, text) => {
    expect(openStatusText(openStatus(new Date(instant), zone, salesWeek, []))).toBe(text);
  });

  it.each([
    [
      'a closure overrides the weekday',
      [{ date: '2026-01-14', status: 'Closed', startHour: null, endHour: null }],
      '2026-01-13T23:00:00Z',
      'Closed · Opens tomorrow at 8:30 am',
    ],
    [
      'special hours replace the day’s',
      [{ date: '2026-01-14', status: 'Open', startHour: '10:00', endHour: '14:00' }],
      '2026-01-13T22:30:00Z',
      'Closed · Opens at 10:00 am',
    ],
    [
      'a special Sunday opening',
      [{ date: '2026-01-18', status: 'Open', startHour: '10:00', endHour: '16:00' }],
      '2026-01-18T00:00:00Z',
      'Open now · Closes 4:00 pm',
    ],
  ] as const)('%s', (_label, special, instant, text) => {
    expect(openStatusText(openStatus(new Date(instant), 'Australia/Sydney', salesWeek, special))).toBe(text);
  });

  it('a week of closures: opens on a date; none within two weeks: Closed', () => {
    const closures: SpecialHours[] = Array.from({ length: 8 }, (_, i) => ({
      date: `2026-01-${String(14 + i).padStart(2, '0')}`,
      status: 'Closed',
      startHour: null,
      endHour: null,
    }));
    expect(
      openStatusText(openStatus(new Date('2026-01-13T23:00:00Z'), 'Australia/Sydney', salesWeek, closures)),
    ).toBe('Closed · Opens on 22/01/2026 at 8:30 am');
    expect(openStatusText(openStatus(new Date('2026-01-13T23:00:00Z'), 'Australia/Sydney', [], []))).toBe(
      'Closed',
    );
  });

  it('closing at 24:00 stays open until midnight', () => {
    const allNight = [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, '06:00', '24:00'));
    expect(openStatus(new Date('2026-01-14T12:59:00Z'), 'Australia/Sydney', allNight, [])).toEqual({
      open: true,
      closesAt: '12:00 am',
    });
  });
});

describe('stars (AF §2)', () => {
  it.each([
    [4.3, [1, 1, 1, 1, 0.3]],
    [4, [1, 1, 1, 1, 0]],
    [4.95, [1, 1, 1, 1, 1]],
    [5, [1, 1, 1, 1, 1]],
    [0, [0, 0, 0, 0, 0]],
    [0.1, [0.1, 0, 0, 0, 0]],
    [3.7, [1, 1, 1, 0.7, 0]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
  ])('%s → %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });
});

describe('which reviews show (AF §5, §9)', () => {
  const config = { show: true, minimumRating: 4 };
  it.each([
    ['4.0 is not above the minimum', 4, config, false],
    ['4.1 is', 4.1, config, true],
    ['3.9', 3.9, config, false],
    ['no rating', null, config, false],
    ['hidden by the site', 4.8, { show: false, minimumRating: 4 }, false],
    ['a lower minimum', 3.5, { show: true, minimumRating: 3 }, true],
  ] as const)('%s', (_label, rating, c, shown) => {
    expect(showsReviews(rating, c)).toBe(shown);
  });

  it.each([
    ['no reviews: no rating', 0, 0, null],
    ['one five', 1, 5, { average: 5, count: 1 }],
    ['5, 4 and 5 in tenths', 3, 14, { average: 4.7, count: 3 }],
    ['4.05 rounds up to 4.1', 20, 81, { average: 4.1, count: 20 }],
    ['4.04 rounds down to 4.0', 25, 101, { average: 4, count: 25 }],
  ] as const)('summary: %s', (_label, count, total, summary) => {
    expect(reviewSummary(count, total)).toEqual(summary);
  });

  it('the full list holds the newest 12', () => {
    const reviews = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      reviewDate: `2026-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const list = fullReviewList(reviews);
    expect(FULL_REVIEW_QUANTITY).toBe(12);
    expect(list).toHaveLength(12);
    expect(list[0].reviewDate).toBe('2026-01-20');
    expect(list.at(-1)?.reviewDate).toBe('2026-01-09');
    expect(fullReviewList(reviews.slice(0, 11))).toHaveLength(11);
    expect(fullReviewList(reviews, 3)).toHaveLength(3);
  });
});

describe('dates (AF §3, §9)', () => {
  it.each([
    ['2026-01-03', '03/01/2026'],
    ['2025-12-31', '31/12/2025'],
  ])('%s → %s', (date, text) => {
    expect(ddMMyyyy(date)).toBe(text);
  });

  it.each([
    ['2026-03-15', '2026-03-15', 'today'],
    ['2026-03-14', '2026-03-15', '1 day ago'],
    ['2026-03-09', '2026-03-15', '6 days ago'],
    ['2026-03-08', '2026-03-15', '1 week ago'],
    ['2026-02-16', '2026-03-15', '3 weeks ago'],
    ['2026-02-15', '2026-03-15', '1 month ago'],
    ['2025-12-15', '2026-03-15', '3 months ago'],
    ['2025-12-16', '2026-03-15', '2 months ago'],
    ['2025-03-16', '2026-03-15', '11 months ago'],
    ['2025-03-15', '2026-03-15', '1 year ago'],
    ['2023-06-01', '2026-03-15', '2 years ago'],
  ])('%s on %s: %s', (date, today, words) => {
    expect(dateInWords(date, today)).toBe(words);
  });
});

describe('links and lists', () => {
  it.each([
    [false, '/locations/coastal-toyota-tingalpa'],
    [true, '/contact'],
  ])('View Details on a site whose location links go to /contact: %s → %s', (linksToContact, href) => {
    expect(locationDetailsHref('coastal-toyota-tingalpa', linksToContact)).toBe(href);
  });

  const l = (id: number, locationType: string, primary = false) => ({ id, locationType, primary });
  const all = [l(1, 'sales'), l(2, 'service', true), l(3, 'parts'), l(4, 'service-and-parts'), l(5, '')];
  it.each([
    ['primary', { block: 'primary' }, [2]],
    ['sales (empty counts)', { block: 'sales' }, [1, 5]],
    ['service', { block: 'service' }, [2, 4]],
    ['parts', { block: 'parts' }, [3, 4]],
    ['service-and-parts', { block: 'service-and-parts' }, [2, 3, 4]],
    ['all', { block: 'all' }, [1, 2, 3, 4, 5]],
    ['by id', { block: 'by-id', locationId: 3 }, [3]],
    ['by an id not the site’s', { block: 'by-id', locationId: 99 }, []],
  ] as const)('block %s', (_label, config, ids) => {
    expect(blockLocations(all, config).map((x) => x.id)).toEqual(ids);
  });

  it('block primary without a primary: the first', () => {
    expect(blockLocations([l(7, 'sales'), l(8, 'sales')], { block: 'primary' }).map((x) => x.id)).toEqual([
      7,
    ]);
  });

  it('groups a group site’s locations by area, in the areas’ order', () => {
    const at = (name: string, dealershipSlug: string) => ({ name, dealershipSlug });
    const groups = locationsByArea(
      [
        at('Kia', 'summit-kia-ipswich'),
        at('Mazda', 'summit-mazda-springwood'),
        at('Ford', 'summit-ford-ipswich'),
        at('Lone', 'lone-dealer'),
      ],
      [
        { name: 'Springwood', slug: 'springwood', visible: true },
        { name: 'Ipswich', slug: 'ipswich', visible: true },
        { name: 'Newstead', slug: 'newstead', visible: true },
      ],
      'Other locations',
    );
    expect(groups.map((g) => [g.area.name, g.locations.map((x) => x.name)])).toEqual([
      ['Springwood', ['Mazda']],
      ['Ipswich', ['Kia', 'Ford']],
      ['Newstead', []],
      ['Other locations', ['Lone']],
    ]);
    const hidden = locationsByArea(
      [at('Kia', 'summit-kia-ipswich')],
      [{ name: 'Ipswich', slug: 'ipswich', visible: false }],
      'Other',
    );
    // A hidden area keeps its locations out of 'Other locations'.
    expect(hidden.map((g) => [g.area.visible, g.locations.length])).toEqual([[false, 1]]);
  });

  it('names the days Sunday first, as weekday numbers do', () => {
    expect(DAY_NAMES[0]).toBe('Sunday');
  });
});

describe('the locator’s address', () => {
  it.each([
    [{}, { postcode: null, position: null, type: null }],
    [{ postcode: ' 4000 ' }, { postcode: '4000', position: null, type: null }],
    [
      { postcode: ['2148', '3000'], type: 'service' },
      { postcode: '2148', position: null, type: 'service' },
    ],
    [
      { lat: '-27.5', long: '153' },
      { postcode: null, position: { lat: -27.5, long: 153 }, type: null },
    ],
    [
      { lat: '-27.5', long: '' },
      { postcode: null, position: null, type: null },
    ],
    [
      { lat: '91', long: '153' },
      { postcode: null, position: null, type: null },
    ],
    [
      { lat: 'abc', long: '153' },
      { postcode: null, position: null, type: null },
    ],
    [
      { postcode: '4000', lat: '-33', long: '151' },
      { postcode: '4000', position: null, type: null },
    ],
  ])('%j', (params, query) => {
    expect(locatorQuery(params)).toEqual(query);
  });
});

describe("carouselSlideClass: the 'Our Locations' cards' width by how many there are", () => {
  it.each([
    [1, '[--slide-size:100%]'],
    [2, '[--slide-size:100%] sm:[--slide-size:50%]'],
    [3, '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%]'],
    [4, '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%]'],
    [5, '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%] xl:[--slide-size:25%]'],
    [6, '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%] xl:[--slide-size:25%]'],
    [
      7,
      '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%] xl:[--slide-size:25%] xxl:[--slide-size:20%]',
    ],
  ])('%d cards → %s', (count, classes) => {
    expect(carouselSlideClass(count)).toBe(classes);
  });

  it('hints at swiping above 3 cards', () => {
    expect(SWIPE_HINT_ABOVE).toBe(3);
  });
});

describe("ourLocationsChoice: the 'Our Locations' carousel narrowed by type and area", () => {
  type Card = { slug: string; types: LocationType[]; area: string | null };
  const card = (slug: string, types: LocationType[], area: string | null = null): Card => ({
    slug,
    types,
    area,
  });
  const group = [
    card('kia-ipswich', ['sales'], 'Ipswich'),
    card('kia-service', ['service'], 'Ipswich'),
    card('mazda-springwood', ['sales'], 'Springwood'),
    card('mazda-service-parts', ['service', 'parts'], 'Springwood'),
    card('trucks-parts', ['parts'], 'Brendale'),
  ];
  const areaOrder = ['Springwood', 'Ipswich', 'Brendale'];
  const slugs = (cards: Card[]) => cards.map((c) => c.slug);

  it.each([
    ['nothing chosen: sales first, every area', {}, 'sales', null, ['kia-ipswich', 'mazda-springwood']],
    ['service', { type: 'service' }, 'service', null, ['kia-service', 'mazda-service-parts']],
    ['parts', { type: 'parts' }, 'parts', null, ['mazda-service-parts', 'trucks-parts']],
    ['sales in Ipswich', { type: 'sales', area: 'Ipswich' }, 'sales', 'Ipswich', ['kia-ipswich']],
    ['an unknown type: sales', { type: 'showroom' }, 'sales', null, ['kia-ipswich', 'mazda-springwood']],
    [
      'an area without the type: every area',
      { type: 'sales', area: 'Brendale' },
      'sales',
      null,
      ['kia-ipswich', 'mazda-springwood'],
    ],
    ['an unknown area: every area', { area: 'Cairns' }, 'sales', null, ['kia-ipswich', 'mazda-springwood']],
  ] as const)('%s', (_label, chosen, type, area, shown) => {
    const choice = ourLocationsChoice(group, areaOrder, chosen);
    expect(choice.type).toBe(type);
    expect(choice.area).toBe(area);
    expect(slugs(choice.cards)).toEqual(shown);
  });

  it('counts each type, and offers the areas holding the chosen type in the site’s order', () => {
    const choice = ourLocationsChoice(group, areaOrder, { type: 'parts' });
    expect(choice.types).toEqual([
      { type: 'sales', count: 2 },
      { type: 'service', count: 2 },
      { type: 'parts', count: 2 },
    ]);
    expect(choice.areas).toEqual(['Springwood', 'Brendale']);
  });

  it('takes no area on a site of one area, or of none', () => {
    expect(ourLocationsChoice(group, ['Ipswich'], { area: 'Ipswich' }).area).toBeNull();
    const plain = [card('a', ['sales']), card('b', ['service'])];
    expect(ourLocationsChoice(plain, [], {}).areas).toEqual([]);
    expect(slugs(ourLocationsChoice(plain, [], {}).cards)).toEqual(['a']);
  });

  it('shows every card when none has a type to choose by', () => {
    const untyped = [card('a', []), card('b', [])];
    const choice = ourLocationsChoice(untyped, [], {});
    expect(choice.type).toBeNull();
    expect(slugs(choice.cards)).toEqual(['a', 'b']);
  });
});

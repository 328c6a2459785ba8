import type { reviews } from '../../src/db/schema';
import type { Random } from './random';

// Customer reviews: 8-20 per dealership spread over its locations, written the way Australian Google
// reviews read, mostly 4 and 5 stars with a few 3s, some with the dealership's reply.

const FIRST = [
  'Sarah',
  'Liam',
  'Olivia',
  'Jack',
  'Chloe',
  'Noah',
  'Emily',
  'Thomas',
  'Mia',
  'James',
  'Jessica',
  'Lachlan',
  'Priya',
  'Arjun',
  'Minh',
  'Linh',
  'Wei',
  'Mei',
  'Giulia',
  'Marco',
  'Eleni',
  'Nick',
  'Aroha',
  'Tane',
  'Fatima',
  'Omar',
  'Hannah',
  'Ben',
  'Kate',
  'Daniel',
  'Sione',
  'Leilani',
  'Grace',
  'Harrison',
  'Zoe',
  'Matt',
  'Bec',
  'Shane',
  'Kylie',
  'Darren',
  'Tegan',
  'Brodie',
  'Anh',
  'Raj',
  'Deepa',
  'Sam',
  'Georgia',
  'Cooper',
  'Isla',
];
const LAST = [
  'Mitchell',
  'Nguyen',
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thompson',
  'Walker',
  'Patel',
  'Singh',
  'Tran',
  'Chen',
  'Wang',
  'Rossi',
  'Papadopoulos',
  'Kelly',
  "O'Brien",
  'Murphy',
  'Fraser',
  'Campbell',
  'Harris',
  'Robinson',
  'Lee',
  'Kaur',
  'Ali',
  'Tui',
  'Fonoti',
  'Henderson',
  'Clarke',
  'Bennett',
];
const STAFF = [
  'Dave',
  'Jason',
  'Michelle',
  'Tony',
  'Kris',
  'Bianca',
  'Luke',
  'Sam',
  'Priya',
  'Ash',
  'Rhys',
  'Jo',
];
const VEHICLES = [
  'HiLux',
  'RAV4',
  'CX-5',
  'Ranger',
  'i30',
  'Sportage',
  'Triton',
  'D-Max',
  'Corolla',
  'Outback',
  'new ute',
  'first car',
  'caravan',
  'bike',
];

const FIVE = [
  '{staff} made buying my {vehicle} completely stress free. No pressure, straight answers and the car was detailed and ready on the day they promised. Highly recommend.',
  'Fantastic service from start to finish. {staff} went above and beyond to find the right spec and got us a fair price on our trade-in.',
  'Second car we have bought here and won’t be the last. Friendly team, easy finance and a great handover of the {vehicle}.',
  'Booked a service online, dropped it off at 7:30 and had it back by lunch with a full report. Great communication the whole way.',
  'Drove up from the Gold Coast because the price was right and I’m glad I did. {staff} had all the paperwork ready so we were in and out in an hour.',
  'Couldn’t fault them. Honest about the history of the car, gave me the report up front and fixed a couple of small things before delivery.',
  'Really impressed with the after-sales follow up. {staff} rang a week later to make sure everything was going well with the {vehicle}.',
  'Great range in stock and they let us take a long test drive on the motorway. Very happy with our purchase.',
];
const FOUR = [
  'Good experience overall. {staff} was helpful and knowledgeable, just a bit of a wait on the day of pickup.',
  'Happy with the {vehicle} and the price. Finance took a little longer than expected but the team kept us updated.',
  'Service was done well and on time. Would have liked a courtesy car but the shuttle to the station was handy.',
  'Solid dealership, fair trade-in offer and no hard sell. Parking can be tight on a Saturday.',
  'Friendly staff and a clean showroom. The car needed a second detail before handover but they sorted it quickly.',
];
const THREE = [
  'The car is great but communication during the delivery could have been better. Had to chase a few times for an update.',
  'Okay experience. The service itself was fine but it took longer than quoted and nobody called to let me know.',
  'Sales team were nice enough but the trade-in offer was on the low side compared with other dealers.',
];
const REPLIES = [
  'Thanks so much for the kind words, {first}! Enjoy the new wheels and we’ll see you at your first service.',
  'Hi {first}, thank you for taking the time to leave a review. We’ll pass your feedback on to the team.',
  'Thanks {first}, great to hear you had a good experience. Happy motoring!',
  'Hi {first}, thanks for the honest feedback. We’re sorry about the wait and have shared this with our team so we can do better.',
];

const fill = (template: string, rng: Random, first: string) =>
  template
    .replace(/\{staff\}/g, rng.pick(STAFF))
    .replace(/\{vehicle\}/g, rng.pick(VEHICLES))
    .replace(/\{first\}/g, first);

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

export function reviewRows(
  dealershipId: number,
  locationIds: number[],
  now: Date,
  rng: Random,
): (typeof reviews.$inferInsert)[] {
  const count = rng.int(8, 20);
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted([
      [5, 62],
      [4, 29],
      [3, 9],
    ] as const);
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const customerName = rng.chance(0.55) ? `${first} ${last}` : `${first} ${last.charAt(0)}.`;
    const template = rating === 5 ? rng.pick(FIVE) : rating === 4 ? rng.pick(FOUR) : rng.pick(THREE);
    const reviewed = now.getTime() - rng.int(1, 730) * DAY;
    const replied = rng.chance(rating === 3 ? 0.9 : 0.45);
    const replyAt = Math.min(now.getTime(), reviewed + rng.int(1, 5) * DAY);
    rows.push({
      dealershipId,
      locationId: locationIds.length ? rng.pick(locationIds) : null,
      customerName,
      text: fill(template, rng, first),
      rating,
      reviewDate: isoDate(reviewed),
      replyText: replied ? fill(rating === 3 ? REPLIES[3] : rng.pick(REPLIES.slice(0, 3)), rng, first) : null,
      replyDate: replied ? isoDate(replyAt) : null,
    });
  }
  return rows;
}

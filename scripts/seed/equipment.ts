import type { MediaBody } from '../../src/lib/media-names';
import type { SimpleFuel } from './powertrains';
import type { Random } from './random';

// Standard equipment lists (10-40 items) and dealer comments (empty, separators only, short, or long).

const SAFETY = [
  'Autonomous emergency braking',
  'Lane keep assist',
  'Lane departure warning',
  'Blind spot monitoring',
  'Rear cross traffic alert',
  'Adaptive cruise control',
  'Traffic sign recognition',
  'Driver attention alert',
  'Tyre pressure monitoring',
  '7 airbags',
  'Hill start assist',
  'Electronic stability control',
  'Auto high beam',
];
const COMFORT = [
  'Air conditioning',
  'Dual-zone climate control',
  'Power windows',
  'Cruise control',
  'Keyless entry',
  'Push button start',
  'Electric parking brake',
  'Rain-sensing wipers',
  'Auto-dimming rear-view mirror',
  'Leather-accented seats',
  'Heated front seats',
  'Ventilated front seats',
  'Power driver seat',
  'Sunroof',
  'Panoramic glass roof',
  'Rear air vents',
];
const TECH = [
  'Apple CarPlay',
  'Android Auto',
  'Bluetooth',
  'Satellite navigation',
  'Reversing camera',
  '360-degree camera',
  'Front parking sensors',
  'Rear parking sensors',
  'Wireless phone charger',
  'Digital instrument cluster',
  'Head-up display',
  'Premium sound system',
  'USB-C ports',
  'DAB+ digital radio',
];
const LUXURY = new Set([
  'Leather-accented seats',
  'Heated front seats',
  'Ventilated front seats',
  'Sunroof',
  'Panoramic glass roof',
  'Head-up display',
  'Premium sound system',
  '360-degree camera',
]);
const EXTERIOR = [
  'LED headlights',
  'LED daytime running lights',
  'Alloy wheels',
  'Privacy glass',
  'Fog lights',
  'Power-folding mirrors',
];
const UTE = [
  'Tub liner',
  'Tow bar',
  'Rear differential lock',
  'Hill descent control',
  'Side steps',
  'Sports bar',
  'Tonneau cover',
  'Snorkel',
  'Bull bar',
  'Under body protection',
  'Trailer sway control',
  '12V socket in tray',
];
const SUV = [
  'Power tailgate',
  'Roof rails',
  'Terrain select',
  'Third-row seating',
  'Rear seat entertainment',
];
const EV = [
  'Vehicle-to-load (V2L)',
  'DC fast charging',
  'Heat pump',
  'Regenerative braking paddles',
  'Type 2 charging cable',
];
const HYBRID = ['Hybrid drive mode selector', 'EV mode', 'Energy monitor display'];
const MOTO = [
  'ABS',
  'Traction control',
  'Ride modes',
  'Quickshifter',
  'TFT display',
  'LED lighting',
  'Cruise control',
  'Heated grips',
  'Slipper clutch',
  'USB charging',
  'Crash bars',
  'Hand guards',
  'Bash plate',
  'Adjustable suspension',
  'Tubeless tyres',
  'Bluetooth connectivity',
];
const CARAVAN = [
  'Ensuite with separate shower and toilet',
  'Queen island bed',
  'Diesel heater',
  '2 x 200Ah lithium batteries',
  '3 x 200W solar panels',
  '3000W inverter',
  'Reverse-cycle air conditioner',
  '190L compressor fridge',
  '4-burner cooktop with grill',
  'Microwave',
  'Front-loading washing machine',
  '2 x 95L fresh water tanks',
  'Grey water tank',
  'Independent coil suspension',
  'Electric brakes',
  'External slide-out kitchen',
  'Roll-out awning',
  'Stone guard',
  'Jerry can holders',
  'Gas bottle holders',
  'Gas/electric hot water system',
  'TV with antenna',
  'Reversing camera',
  'Off-road hitch',
  'All-terrain tyres',
  'Battery management system',
];
const TRUCK = [
  'Air suspension seat',
  'Reversing camera',
  'Electronic stability control',
  'Exhaust brake',
  'Cruise control',
  'Bluetooth',
  'Apple CarPlay',
  'Driver airbag',
  'Lane departure warning',
  'Autonomous emergency braking',
  'Power windows',
  'Central locking',
  'Tow hitch',
  'Tail lift',
  'Dual fuel tanks',
  'Air conditioning',
  'Tachograph',
  'Side under-run protection',
];

/** A plausible equipment list for the vehicle (more items on dearer cars). */
export function equipmentList(
  rng: Random,
  v: { body: MediaBody; fuel: SimpleFuel | null; price: number; seats: number | null },
): string[] {
  // Dearer vehicles list more equipment: about 12 items on a $20k car, 30 on a $90k one, 40 at most.
  const count = Math.max(10, Math.min(40, Math.round(8 + v.price / 4000 + rng.int(-3, 3))));
  let pool: string[];
  if (v.body === 'motorcycle') pool = MOTO;
  else if (v.body === 'caravan' || v.body === 'camper-trailer') pool = CARAVAN;
  else if (v.body === 'truck') pool = TRUCK;
  else {
    const luxury = v.price >= 45000 || v.price === 0;
    pool = [
      ...SAFETY,
      ...COMFORT.filter((item) => luxury || !LUXURY.has(item)),
      ...TECH.filter((item) => luxury || !LUXURY.has(item)),
      ...EXTERIOR,
    ];
    if (v.body === 'ute' || v.body === 'cab-chassis') pool.push(...UTE);
    if (v.body === 'suv' || v.body === 'people-mover')
      pool.push(...SUV.filter((s) => s !== 'Third-row seating' || (v.seats ?? 5) > 5));
    if (v.fuel === 'Electric') pool.push(...EV);
    if (v.fuel === 'Hybrid' || v.fuel === 'Plug-in Hybrid') pool.push(...HYBRID);
  }
  // Basics first (every car has them), then a random selection, longer for dearer cars.
  const basics = pool.slice(0, 4);
  const extra = rng.sample(pool.slice(4), Math.max(0, Math.min(pool.length - 4, count - 4)));
  return [...basics, ...extra].slice(0, 40);
}

const INTROS_USED = [
  'Fresh trade-in!',
  'Just arrived and priced to sell.',
  'One of the best examples on the market.',
  'Immaculate condition inside and out.',
  'Don’t miss this one!',
  'Well looked after by its previous owner.',
  'Hard to find in this condition.',
];
const INTROS_NEW = [
  'Brand new and ready to drive away today.',
  'Demonstrator with low kilometres and the balance of new-car warranty.',
  'In stock now — no waiting lists.',
  'Runout pricing on the outgoing model year.',
];
const HISTORY = [
  'Comes with full service history and two keys.',
  'One owner from new with complete logbook servicing.',
  'Balance of factory warranty remaining.',
  'Independently inspected with a 180-point check.',
  'New tyres and a fresh service before delivery.',
  'Roadworthy and safety certificate supplied.',
  'Clear PPSR report and no accident history.',
];
const FINANCE = [
  'Finance available on approved credit — ask us about low weekly repayments.',
  'Trade-ins welcome, we buy all types of vehicles.',
  'Extended warranty options available for added peace of mind.',
  'Nationwide delivery can be arranged to your door.',
];
const CTA = [
  'Enquire online or call our friendly team today to book a test drive.',
  'Visit us in store to see it in person — open seven days.',
  'Be quick, vehicles like this do not last long.',
];
const SEPARATORS = ['---', '***', '   ', '- - -', '***\n***'];

/** Dealer comments: '' for some, separators only for some, short for some, over 400 characters for many. */
export function dealerComments(
  rng: Random,
  v: {
    year: number;
    make: string;
    model: string;
    badge: string | null;
    colour: string;
    km: number;
    isNew: boolean;
    features: string[];
  },
): string {
  const r = rng.next();
  if (r < 0.12) return '';
  if (r < 0.18) return rng.pick(SEPARATORS);
  const title = [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ');
  const intro = rng.pick(v.isNew ? INTROS_NEW : INTROS_USED);
  if (r < 0.38) return `${intro} ${title} in ${v.colour}.`;
  const kms = v.km > 0 ? ` and has travelled just ${v.km.toLocaleString('en-AU')} km` : '';
  const features = rng.sample(v.features, 4);
  const parts = [
    intro,
    `This ${title} is finished in ${v.colour}${kms}.`,
    features.length >= 3
      ? `Features include ${features.slice(0, -1).join(', ').toLowerCase()} and ${features[features.length - 1].toLowerCase()}.`
      : '',
    v.isNew ? 'Includes full manufacturer warranty and capped price servicing.' : rng.pick(HISTORY),
    rng.pick(HISTORY),
    rng.pick(FINANCE),
    rng.pick(FINANCE),
    rng.pick(CTA),
  ];
  let text = parts.filter(Boolean).join(' ');
  if (text.length <= 400) text += ` ${rng.pick(CTA)} ${rng.pick(FINANCE)}`;
  return text;
}

import type { locations } from '../../src/db/schema';
import { locationImageUrl } from '../../src/lib/media-names';
import type { VehicleKind } from './catalogue';
import type { Random } from './random';

// The demo dealerships: what each sells (franchise makes for new and demo stock, the pool its used
// trade-ins come from), how the stock splits between new, demo and used, and where its sales, service
// and parts locations are (real suburbs, postcodes and coordinates, plausible street addresses).

export type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts';
export type State = 'QLD' | 'NSW' | 'VIC' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

export type LocationSeed = {
  name: string;
  type: LocationType;
  street: string;
  city: string;
  postcode: string;
  lat: number;
  long: number;
  primary?: boolean;
  subtypes?: string[];
};

export type DealershipProfile = {
  slug: string;
  name: string;
  state: State;
  /** Manufacturer names whose new and demo stock this dealership sells. */
  franchises: string[];
  mix: { new: number; demo: number; used: number };
  /** Vehicle kinds its used stock comes from. */
  usedKinds: VehicleKind[];
  /** Share of its site's stock. */
  share: number;
  stockPrefix: string;
  /** Phone exchange prefix of its area (e.g. '07 3390'). */
  exchange: string;
  locations: LocationSeed[];
};

const loc = (
  name: string,
  type: LocationType,
  street: string,
  city: string,
  postcode: string,
  lat: number,
  long: number,
  extra: Partial<LocationSeed> = {},
): LocationSeed => ({ name, type, street, city, postcode, lat, long, ...extra });

const car: VehicleKind[] = ['car'];
const franchise = { new: 0.42, demo: 0.1, used: 0.48 };

export const PROFILES: DealershipProfile[] = [
  {
    slug: 'coastal-toyota-tingalpa',
    name: 'Coastal Toyota Tingalpa',
    state: 'QLD',
    franchises: ['Toyota'],
    mix: franchise,
    usedKinds: car,
    share: 0.56,
    stockPrefix: 'CT',
    exchange: '07 3390',
    locations: [
      loc('Coastal Toyota Tingalpa', 'sales', '1420 Wynnum Road', 'Tingalpa', '4173', -27.4738, 153.1262, {
        primary: true,
      }),
      loc(
        'Coastal Toyota Tingalpa Service Centre',
        'service',
        '1436 Wynnum Road',
        'Tingalpa',
        '4173',
        -27.4741,
        153.1275,
      ),
      loc('Coastal Toyota Genuine Parts', 'parts', '14 Fleming Road', 'Hemmant', '4174', -27.447, 153.13),
      loc(
        'Coastal Toyota Wynnum Used Cars',
        'sales',
        '150 Tingal Road',
        'Wynnum',
        '4178',
        -27.4432,
        153.166,
        {
          subtypes: ['used'],
        },
      ),
    ],
  },
  {
    slug: 'coastal-toyota-capalaba',
    name: 'Coastal Toyota Capalaba',
    state: 'QLD',
    franchises: ['Toyota'],
    mix: franchise,
    usedKinds: car,
    share: 0.44,
    stockPrefix: 'CC',
    exchange: '07 3245',
    locations: [
      loc('Coastal Toyota Capalaba', 'sales', '45 Redland Bay Road', 'Capalaba', '4157', -27.53, 153.1925, {
        primary: true,
      }),
      loc(
        'Coastal Toyota Capalaba Service & Parts',
        'service-and-parts',
        '5 Smith Street',
        'Capalaba',
        '4157',
        -27.5235,
        153.196,
      ),
      loc(
        'Coastal Toyota Cleveland Express Service',
        'service',
        '162 Shore Street West',
        'Cleveland',
        '4163',
        -27.5285,
        153.26,
      ),
    ],
  },
  {
    slug: 'carzone-rocklea',
    name: 'CarZone Rocklea',
    state: 'QLD',
    franchises: [],
    mix: { new: 0, demo: 0, used: 1 },
    usedKinds: car,
    share: 0.4,
    stockPrefix: 'ZR',
    exchange: '07 3274',
    locations: [
      loc(
        'CarZone Rocklea Megastore',
        'sales',
        '88 Ipswich Motorway',
        'Rocklea',
        '4106',
        -27.5437,
        153.0044,
        {
          primary: true,
          subtypes: ['buying'],
        },
      ),
      loc(
        'CarZone Rocklea Reconditioning Centre',
        'service',
        '1730 Ipswich Road',
        'Rocklea',
        '4106',
        -27.5515,
        153.003,
      ),
      loc('CarZone Moorooka', 'sales', '172 Beaudesert Road', 'Moorooka', '4105', -27.5357, 153.0251),
    ],
  },
  {
    slug: 'carzone-blacktown',
    name: 'CarZone Blacktown',
    state: 'NSW',
    franchises: [],
    mix: { new: 0, demo: 0, used: 1 },
    usedKinds: car,
    share: 0.32,
    stockPrefix: 'ZB',
    exchange: '02 9621',
    locations: [
      loc(
        'CarZone Blacktown Megastore',
        'sales',
        'Blacktown Auto Mall, 35 Sunnyholt Road',
        'Blacktown',
        '2148',
        -33.7644,
        150.9111,
        {
          primary: true,
          subtypes: ['buying'],
        },
      ),
      loc('CarZone Blacktown Service', 'service', '2 Penny Place', 'Arndell Park', '2148', -33.787, 150.877),
      loc('CarZone Prospect', 'sales', '350 Great Western Highway', 'Prospect', '2148', -33.803, 150.915),
    ],
  },
  {
    slug: 'carzone-dandenong',
    name: 'CarZone Dandenong',
    state: 'VIC',
    franchises: [],
    mix: { new: 0, demo: 0, used: 1 },
    usedKinds: car,
    share: 0.28,
    stockPrefix: 'ZD',
    exchange: '03 9794',
    locations: [
      loc(
        'CarZone Dandenong Megastore',
        'sales',
        '120 Princes Highway',
        'Dandenong',
        '3175',
        -37.987,
        145.205,
        {
          primary: true,
          subtypes: ['buying'],
        },
      ),
      loc(
        'CarZone Dandenong South Service',
        'service-and-parts',
        '45 National Drive',
        'Dandenong South',
        '3175',
        -38.016,
        145.215,
      ),
      loc('CarZone Keysborough', 'sales', '1 Cheltenham Road', 'Keysborough', '3173', -37.996, 145.168),
    ],
  },
  {
    slug: 'summit-mazda-springwood',
    name: 'Summit Mazda Springwood',
    state: 'QLD',
    franchises: ['Mazda'],
    mix: franchise,
    usedKinds: car,
    share: 0.1,
    stockPrefix: 'SMZ',
    exchange: '07 3208',
    locations: [
      loc(
        'Summit Mazda Springwood',
        'sales',
        '3350 Pacific Highway',
        'Springwood',
        '4127',
        -27.6118,
        153.1282,
        { primary: true },
      ),
      loc('Summit Mazda Service Centre', 'service', '12 Dennis Road', 'Springwood', '4127', -27.608, 153.132),
      loc('Summit Mazda Parts', 'parts', '14 Dennis Road', 'Springwood', '4127', -27.6085, 153.133),
      loc('Summit Mazda Loganholme', 'sales', '3901 Pacific Highway', 'Loganholme', '4129', -27.683, 153.185),
      loc(
        'Summit Mazda Loganholme Service',
        'service',
        '10 Bryants Road',
        'Loganholme',
        '4129',
        -27.685,
        153.187,
      ),
    ],
  },
  {
    slug: 'summit-hyundai-springwood',
    name: 'Summit Hyundai Springwood',
    state: 'QLD',
    franchises: ['Hyundai'],
    mix: franchise,
    usedKinds: car,
    share: 0.1,
    stockPrefix: 'SHY',
    exchange: '07 3299',
    locations: [
      loc(
        'Summit Hyundai Springwood',
        'sales',
        '3366 Pacific Highway',
        'Springwood',
        '4127',
        -27.6125,
        153.127,
        { primary: true },
      ),
      loc(
        'Summit Hyundai Service & Parts',
        'service-and-parts',
        '8 Murrajong Road',
        'Springwood',
        '4127',
        -27.615,
        153.13,
      ),
      loc(
        'Summit Hyundai Shailer Park',
        'sales',
        '26 Bryants Road',
        'Shailer Park',
        '4128',
        -27.654,
        153.177,
      ),
      loc(
        'Summit Hyundai Underwood Express Service',
        'service',
        '3188 Logan Road',
        'Underwood',
        '4119',
        -27.606,
        153.111,
      ),
    ],
  },
  {
    slug: 'summit-kia-ipswich',
    name: 'Summit Kia Ipswich',
    state: 'QLD',
    franchises: ['Kia'],
    mix: franchise,
    usedKinds: car,
    share: 0.09,
    stockPrefix: 'SKI',
    exchange: '07 3282',
    locations: [
      loc('Summit Kia Ipswich', 'sales', '152 Brisbane Road', 'Booval', '4304', -27.613, 152.788, {
        primary: true,
      }),
      loc('Summit Kia Service', 'service', '9 Station Road', 'Booval', '4304', -27.615, 152.79),
      loc('Summit Kia Parts', 'parts', '11 Station Road', 'Booval', '4304', -27.6152, 152.7905),
      loc('Summit Kia Yamanto', 'sales', '455 Warwick Road', 'Yamanto', '4305', -27.659, 152.738),
    ],
  },
  {
    slug: 'summit-ford-ipswich',
    name: 'Summit Ford Ipswich',
    state: 'QLD',
    franchises: ['Ford'],
    mix: franchise,
    usedKinds: car,
    share: 0.1,
    stockPrefix: 'SFD',
    exchange: '07 3816',
    locations: [
      loc('Summit Ford Ipswich', 'sales', '212 Brisbane Road', 'Bundamba', '4304', -27.608, 152.809, {
        primary: true,
      }),
      loc(
        'Summit Ford Service & Parts',
        'service-and-parts',
        '6 Alice Street',
        'Bundamba',
        '4304',
        -27.6095,
        152.811,
      ),
      loc(
        'Summit Ford Springfield',
        'sales',
        '1 Main Street',
        'Springfield Central',
        '4300',
        -27.681,
        152.904,
      ),
      loc(
        'Summit Ford Redbank Plains Service',
        'service',
        '339 Redbank Plains Road',
        'Redbank Plains',
        '4301',
        -27.648,
        152.856,
      ),
    ],
  },
  {
    slug: 'summit-mitsubishi-toowoomba',
    name: 'Summit Mitsubishi Toowoomba',
    state: 'QLD',
    franchises: ['Mitsubishi'],
    mix: franchise,
    usedKinds: car,
    share: 0.08,
    stockPrefix: 'SMT',
    exchange: '07 4639',
    locations: [
      loc(
        'Summit Mitsubishi Toowoomba',
        'sales',
        '720 Ruthven Street',
        'Toowoomba City',
        '4350',
        -27.57,
        151.953,
        { primary: true },
      ),
      loc(
        'Summit Mitsubishi Service',
        'service',
        '45 Campbell Street',
        'Toowoomba City',
        '4350',
        -27.562,
        151.95,
      ),
      loc(
        'Summit Mitsubishi Parts',
        'parts',
        '47 Campbell Street',
        'Toowoomba City',
        '4350',
        -27.5622,
        151.9503,
      ),
      loc('Summit Mitsubishi Dalby', 'sales', '23 Drayton Street', 'Dalby', '4405', -27.183, 151.265),
    ],
  },
  {
    slug: 'summit-nissan-toowoomba',
    name: 'Summit Nissan Toowoomba',
    state: 'QLD',
    franchises: ['Nissan'],
    mix: franchise,
    usedKinds: car,
    share: 0.07,
    stockPrefix: 'SNT',
    exchange: '07 4636',
    locations: [
      loc(
        'Summit Nissan Toowoomba',
        'sales',
        '910 Ruthven Street',
        'Kearneys Spring',
        '4350',
        -27.59,
        151.948,
        { primary: true },
      ),
      loc(
        'Summit Nissan Service & Parts',
        'service-and-parts',
        '2 Carroll Street',
        'Wilsonton',
        '4350',
        -27.547,
        151.922,
      ),
      loc('Summit Nissan Oakey', 'sales', '80 Campbell Street', 'Oakey', '4401', -27.433, 151.72),
      loc(
        'Summit Nissan Harristown Service',
        'service',
        '322 South Street',
        'Harristown',
        '4350',
        -27.58,
        151.93,
      ),
    ],
  },
  {
    slug: 'summit-volkswagen-southport',
    name: 'Summit Volkswagen Southport',
    state: 'QLD',
    franchises: ['Volkswagen', 'Skoda', 'Cupra'],
    mix: franchise,
    usedKinds: car,
    share: 0.07,
    stockPrefix: 'SVW',
    exchange: '07 5591',
    locations: [
      loc('Summit Volkswagen Southport', 'sales', '113 Ferry Road', 'Southport', '4215', -27.977, 153.405, {
        primary: true,
      }),
      loc(
        'Summit Volkswagen Service Centre',
        'service',
        '20 Cotton Street',
        'Southport',
        '4215',
        -27.98,
        153.401,
      ),
      loc('Summit Volkswagen Parts', 'parts', '22 Cotton Street', 'Southport', '4215', -27.9802, 153.4015),
      loc('Summit Volkswagen Molendinar', 'sales', '6 Ashmore Road', 'Molendinar', '4214', -27.975, 153.364),
    ],
  },
  {
    slug: 'summit-subaru-southport',
    name: 'Summit Subaru Southport',
    state: 'QLD',
    franchises: ['Subaru'],
    mix: franchise,
    usedKinds: car,
    share: 0.07,
    stockPrefix: 'SSB',
    exchange: '07 5532',
    locations: [
      loc('Summit Subaru Southport', 'sales', '99 Ferry Road', 'Southport', '4215', -27.974, 153.406, {
        primary: true,
      }),
      loc(
        'Summit Subaru Service & Parts',
        'service-and-parts',
        '15 Bailey Crescent',
        'Southport',
        '4215',
        -27.972,
        153.398,
      ),
      loc('Summit Subaru Robina', 'sales', '11 Robina Town Centre Drive', 'Robina', '4226', -28.077, 153.385),
      loc('Summit Subaru Nerang Service', 'service', '2 Lawrence Drive', 'Nerang', '4211', -27.996, 153.338),
    ],
  },
  {
    slug: 'summit-mg-caboolture',
    name: 'Summit MG Caboolture',
    state: 'QLD',
    franchises: ['MG', 'LDV', 'GWM', 'Chery'],
    mix: franchise,
    usedKinds: car,
    share: 0.07,
    stockPrefix: 'SMG',
    exchange: '07 5495',
    locations: [
      loc('Summit MG Caboolture', 'sales', '8 Lee Street', 'Caboolture', '4510', -27.084, 152.956, {
        primary: true,
      }),
      loc('Summit MG Service', 'service', '4 Enterprise Street', 'Caboolture', '4510', -27.076, 152.962),
      loc('Summit MG Morayfield', 'sales', '251 Morayfield Road', 'Morayfield', '4506', -27.11, 152.948),
      loc('Summit MG Parts', 'parts', '6 Enterprise Street', 'Caboolture', '4510', -27.0762, 152.9625),
    ],
  },
  {
    slug: 'summit-isuzu-ute-caboolture',
    name: 'Summit Isuzu UTE Caboolture',
    state: 'QLD',
    franchises: ['Isuzu'],
    mix: franchise,
    usedKinds: car,
    share: 0.07,
    stockPrefix: 'SIU',
    exchange: '07 5499',
    locations: [
      loc('Summit Isuzu UTE Caboolture', 'sales', '30 Lee Street', 'Caboolture', '4510', -27.0855, 152.9545, {
        primary: true,
      }),
      loc(
        'Summit Isuzu UTE Service & Parts',
        'service-and-parts',
        '9 Enterprise Street',
        'Caboolture',
        '4510',
        -27.077,
        152.963,
      ),
      loc('Summit Isuzu UTE Burpengary', 'sales', '131 Station Road', 'Burpengary', '4505', -27.157, 152.957),
      loc(
        'Summit Isuzu UTE Narangba Service',
        'service',
        '22 Main Drive',
        'Narangba',
        '4504',
        -27.201,
        152.959,
      ),
    ],
  },
  {
    slug: 'summit-trucks-brendale',
    name: 'Summit Trucks Brendale',
    state: 'QLD',
    franchises: ['Isuzu Trucks', 'Fuso', 'Hino', 'UD Trucks'],
    mix: { new: 0.5, demo: 0.05, used: 0.45 },
    usedKinds: ['truck'],
    share: 0.06,
    stockPrefix: 'STB',
    exchange: '07 3205',
    locations: [
      loc('Summit Trucks Brendale', 'sales', '200 South Pine Road', 'Brendale', '4500', -27.325, 152.985, {
        primary: true,
      }),
      loc(
        'Summit Trucks Brendale Service',
        'service',
        '28 Kremzow Road',
        'Brendale',
        '4500',
        -27.32,
        152.978,
      ),
      loc('Summit Trucks Parts', 'parts', '30 Kremzow Road', 'Brendale', '4500', -27.3203, 152.9785),
      loc(
        'Summit Trucks Eagle Farm',
        'service-and-parts',
        '655 Kingsford Smith Drive',
        'Eagle Farm',
        '4009',
        -27.43,
        153.086,
      ),
      loc('Summit Trucks Yatala', 'sales', '55 Darlington Drive', 'Yatala', '4207', -27.737, 153.223),
    ],
  },
  {
    slug: 'summit-motorcycles-brendale',
    name: 'Summit Motorcycles Brendale',
    state: 'QLD',
    franchises: ['Yamaha', 'Kawasaki', 'Honda Motorcycles', 'Suzuki Motorcycles', 'KTM', 'Royal Enfield'],
    mix: { new: 0.55, demo: 0.05, used: 0.4 },
    usedKinds: ['motorcycle'],
    share: 0.07,
    stockPrefix: 'SMB',
    exchange: '07 3881',
    locations: [
      loc(
        'Summit Motorcycles Brendale',
        'sales',
        '315 South Pine Road',
        'Brendale',
        '4500',
        -27.326,
        152.99,
        { primary: true },
      ),
      loc(
        'Summit Motorcycles Workshop',
        'service-and-parts',
        '7 Leitchs Road',
        'Brendale',
        '4500',
        -27.329,
        152.976,
      ),
      loc(
        'Summit Motorcycles Strathpine',
        'sales',
        '420 Gympie Road',
        'Strathpine',
        '4500',
        -27.304,
        152.989,
      ),
    ],
  },
  {
    slug: 'summit-prestige-newstead',
    name: 'Summit Prestige Newstead',
    state: 'QLD',
    franchises: ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Volvo', 'Land Rover', 'Genesis', 'Polestar'],
    mix: { new: 0.35, demo: 0.15, used: 0.5 },
    usedKinds: car,
    share: 0.05,
    stockPrefix: 'SPN',
    exchange: '07 3252',
    locations: [
      loc(
        'Summit Prestige Newstead',
        'sales',
        '50 Breakfast Creek Road',
        'Newstead',
        '4006',
        -27.445,
        153.045,
        { primary: true },
      ),
      loc(
        'Summit Prestige Service Centre',
        'service',
        '17 Doggett Street',
        'Newstead',
        '4006',
        -27.449,
        153.042,
      ),
      loc('Summit Prestige Parts', 'parts', '19 Doggett Street', 'Newstead', '4006', -27.4492, 153.0425),
      loc(
        'Summit Prestige Fortitude Valley',
        'sales',
        '1000 Ann Street',
        'Fortitude Valley',
        '4006',
        -27.454,
        153.039,
      ),
      loc(
        'Summit Prestige Albion Express Service',
        'service',
        '300 Sandgate Road',
        'Albion',
        '4010',
        -27.43,
        153.043,
      ),
    ],
  },
  {
    slug: 'outback-rv-townsville',
    name: 'Outback RV Townsville',
    state: 'QLD',
    franchises: ['Jayco', 'New Age', 'Lotus Caravans', 'Zone RV', 'Crusader', 'Avan'],
    mix: { new: 0.55, demo: 0, used: 0.45 },
    usedKinds: ['caravan'],
    share: 0.6,
    stockPrefix: 'ORV',
    exchange: '07 4779',
    locations: [
      loc('Outback RV Townsville', 'sales', '310 Bruce Highway', 'Garbutt', '4814', -19.26, 146.77, {
        primary: true,
      }),
      loc(
        'Outback RV Service Centre',
        'service-and-parts',
        '18 Leyland Street',
        'Garbutt',
        '4814',
        -19.264,
        146.776,
      ),
      loc('Outback RV Bohle Yard', 'sales', '12 Enterprise Street', 'Bohle', '4818', -19.266, 146.7),
    ],
  },
  {
    slug: 'outback-moto-cairns',
    name: 'Outback Moto Cairns',
    state: 'QLD',
    franchises: ['Yamaha', 'Kawasaki', 'KTM', 'Harley-Davidson', 'Royal Enfield', 'Triumph'],
    mix: { new: 0.5, demo: 0.05, used: 0.45 },
    usedKinds: ['motorcycle'],
    share: 0.4,
    stockPrefix: 'OMC',
    exchange: '07 4031',
    locations: [
      loc('Outback Moto Cairns', 'sales', '275 Mulgrave Road', 'Westcourt', '4870', -16.933, 145.757, {
        primary: true,
      }),
      loc(
        'Outback Moto Workshop',
        'service-and-parts',
        '40 Aumuller Street',
        'Portsmith',
        '4870',
        -16.942,
        145.764,
      ),
      loc('Outback Moto Smithfield', 'sales', '28 Kennedy Highway', 'Smithfield', '4878', -16.835, 145.69),
    ],
  },
];

const byslug = new Map(PROFILES.map((p) => [p.slug, p]));

/** 'summit-mazda-springwood' → 'Summit Mazda Springwood' (short words upper-cased: 'Summit MG ...'). */
export const nameFromSlug = (slug: string): string =>
  slug
    .split('-')
    .map((w) => (w.length <= 2 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * The profile of a dealership slug. A dealership a site file names that has no profile here (a site added
 * later) gets a used-car yard with two locations in Brisbane, so the seed never fails on new config.
 */
export function profileFor(slug: string, index: number): DealershipProfile {
  const known = byslug.get(slug);
  if (known) return known;
  const name = nameFromSlug(slug);
  const initials = slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
  return {
    slug,
    name,
    state: 'QLD',
    franchises: [],
    mix: { new: 0, demo: 0, used: 1 },
    usedKinds: car,
    share: 1,
    stockPrefix: `${initials}${index}`,
    exchange: '07 3000',
    locations: [
      loc(name, 'sales', `${100 + index} Logan Road`, 'Woolloongabba', '4102', -27.4875, 153.0345, {
        primary: true,
      }),
      loc(
        `${name} Service`,
        'service',
        `${102 + index} Logan Road`,
        'Woolloongabba',
        '4102',
        -27.488,
        153.035,
      ),
    ],
  };
}

export const STATE_OF_POSTCODE = (postcode: string): State => {
  const p = Number(postcode);
  if (p >= 800 && p < 1000) return 'NT';
  if ((p >= 2600 && p <= 2620) || (p >= 2900 && p <= 2920)) return 'ACT';
  if (p >= 2000 && p < 3000) return 'NSW';
  if (p >= 3000 && p < 4000) return 'VIC';
  if (p >= 4000 && p < 5000) return 'QLD';
  if (p >= 5000 && p < 6000) return 'SA';
  if (p >= 6000 && p < 7000) return 'WA';
  return 'TAS';
};

// ── Opening hours ──────────────────────────────────────────────────────────────────────────────────

export type Hours = { weekday: number; status: 'Open' | 'Closed'; open: string | null; close: string | null };

/** A week of hours (0 = Sunday) typical for the location type, with some variety between dealers. */
export function weekHours(type: LocationType, rng: Random, usedSupermarket: boolean): Hours[] {
  const week: Hours[] = [];
  const open = (weekday: number, from: string, to: string): Hours => ({
    weekday,
    status: 'Open',
    open: from,
    close: to,
  });
  const closed = (weekday: number): Hours => ({ weekday, status: 'Closed', open: null, close: null });
  if (type === 'sales') {
    const [from, to] = rng.pick([
      ['08:30', '17:30'],
      ['08:00', '17:30'],
      ['08:30', '18:00'],
    ] as const);
    const lateThursday = rng.chance(0.3);
    for (let d = 1; d <= 5; d++) week.push(open(d, from, d === 4 && lateThursday ? '20:00' : to));
    week.push(open(6, '08:30', rng.pick(['16:00', '16:00', '17:00', '15:00'])));
    week.unshift(usedSupermarket || rng.chance(0.3) ? open(0, '10:00', '16:00') : closed(0));
  } else if (type === 'service' || type === 'service-and-parts') {
    const [from, to] = rng.pick([
      ['07:00', '17:00'],
      ['07:30', '17:30'],
      ['07:00', '17:30'],
    ] as const);
    for (let d = 1; d <= 5; d++) week.push(open(d, from, to));
    week.push(type === 'service-and-parts' && rng.chance(0.5) ? open(6, '08:00', '12:00') : closed(6));
    week.unshift(closed(0));
  } else {
    for (let d = 1; d <= 5; d++) week.push(open(d, '07:30', '17:00'));
    week.push(open(6, '08:00', '12:00'));
    week.unshift(closed(0));
  }
  return week;
}

/** The next occurrence (on or after today) of a month/day, as 'YYYY-MM-DD'. */
function nextDate(now: Date, month: number, day: number): string {
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const candidate = Date.UTC(year, month - 1, day);
  const y = candidate >= today ? year : year + 1;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type SpecialHours = {
  date: string;
  label: string;
  status: 'Open' | 'Closed';
  startHour: string | null;
  endHour: string | null;
};

/** Public holiday hours: the next Christmas Day, Boxing Day, New Year's Day and Australia Day. */
export function holidayHours(type: LocationType, now: Date, rng: Random): SpecialHours[] {
  const sales = type === 'sales';
  const closed = (date: string, label: string): SpecialHours => ({
    date,
    label,
    status: 'Closed',
    startHour: null,
    endHour: null,
  });
  const open = (date: string, label: string, from: string, to: string): SpecialHours => ({
    date,
    label,
    status: 'Open',
    startHour: from,
    endHour: to,
  });
  return [
    closed(nextDate(now, 12, 25), 'Christmas Day'),
    sales && rng.chance(0.6)
      ? open(nextDate(now, 12, 26), 'Boxing Day', '10:00', '16:00')
      : closed(nextDate(now, 12, 26), 'Boxing Day'),
    closed(nextDate(now, 1, 1), "New Year's Day"),
    sales && rng.chance(0.5)
      ? open(nextDate(now, 1, 26), 'Australia Day', '09:00', '15:00')
      : closed(nextDate(now, 1, 26), 'Australia Day'),
  ];
}

// ── Location rows ──────────────────────────────────────────────────────────────────────────────────

const PLACE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function licenceNumber(state: State, rng: Random): string {
  if (state === 'NSW') return `MD${rng.int(10000, 99999)}`;
  if (state === 'VIC') return `LMCT ${rng.int(10000, 13999)}`;
  return String(rng.int(3000000, 3999999));
}

export type LocationInsert = typeof locations.$inferInsert;

/** The location rows of one dealership (ids assigned by the database). */
export function locationRows(
  profile: DealershipProfile,
  dealershipId: number,
  rng: Random,
  imageCounter: { next: number },
  sitePhones: { sales: string; service?: string; parts?: string } | null,
): LocationInsert[] {
  const licence = licenceNumber(profile.state, rng);
  return profile.locations.map((seed, index) => {
    const r = rng.fork('location', index);
    const slug = seed.name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const number = `${profile.exchange} ${r.int(1000, 9899)}`;
    // The site's published numbers belong to the first dealership's main sales, service and parts sites.
    const firstOfType = profile.locations.findIndex((l) => l.type === seed.type) === index;
    const published =
      sitePhones && firstOfType
        ? seed.type === 'sales'
          ? sitePhones.sales
          : seed.type === 'parts'
            ? sitePhones.parts
            : sitePhones.service
        : undefined;
    const phone = published ?? number;
    const emailUser = seed.type === 'sales' ? 'sales' : seed.type === 'parts' ? 'parts' : 'service';
    const hasImage = r.chance(0.62);
    const placeId = `ChIJ${r.chars(PLACE_ALPHABET, 23)}`;
    return {
      dealershipId,
      name: seed.name,
      slug,
      primary: Boolean(seed.primary),
      visible: true,
      locationType: seed.type,
      locationSubtype: seed.subtypes ?? [],
      manufacturers: profile.franchises,
      dealerLicenseNumber: seed.type === 'sales' ? licence : null,
      motorVehicleRepairer:
        seed.type !== 'sales' && profile.state === 'NSW' ? `MVRL${r.int(40000, 59999)}` : null,
      image: hasImage ? locationImageUrl((((imageCounter.next++ % 40) + 40) % 40) + 1) : null,
      street: seed.street,
      city: seed.city,
      state: STATE_OF_POSTCODE(seed.postcode),
      postcode: seed.postcode,
      placeId,
      placeUrl: `https://www.google.com/maps/place/?q=place_id:${placeId}`,
      lat: seed.lat,
      long: seed.long,
      mapKey: null,
      phone,
      landlinePhone: number,
      email: `${emailUser}@${profile.slug}.example.com.au`,
      distributionLocations: [],
    };
  });
}

import type { MediaBody, MediaColour } from '../../src/lib/media-names';
import { type Badge, type Generation, parseBadges, parseGenerations } from './generations';

// The manufacturers (about 150 makes seen in Australia: cars, motorcycles, trucks, caravans) and their
// models with real badges, an approximate current new price per badge (whole dollars), the powertrains
// and drivetrains sold, and the model years a used example can have. Series codes belong to generations
// and badges may carry the years they were sold (see ./generations). `weight` is the make's share of
// the used market (and a model's share of its make's stock).

export type VehicleKind = 'car' | 'motorcycle' | 'truck' | 'caravan';

export type Weighted<T> = readonly (readonly [T, number])[];

export type ModelDef = {
  name: string;
  slug: string;
  body: MediaBody;
  badges: Badge[];
  generations: Generation[];
  from: number;
  to: number | null; // last model year; null = on sale now
  powertrains: Weighted<string>;
  drives: Weighted<string>;
  seats: number | null;
  doors: number | null;
  weight: number;
  config: string | null; // body configuration override (e.g. 'Adventure', 'Pop Top')
};

export type MakeDef = {
  name: string; // manufacturer name (unique)
  slug: string;
  /** The make written on the stock (e.g. 'Honda' for the 'Honda Motorcycles' manufacturer). */
  carMake: string;
  kind: VehicleKind;
  logo: boolean;
  certified: boolean;
  weight: number;
  prestige: boolean;
  models: ModelDef[];
};

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const DEFAULT_DRIVES: Record<MediaBody, string> = {
  sedan: 'fwd',
  hatch: 'fwd',
  suv: 'fwd*2,awd*3',
  ute: '4x4*4,4x2',
  wagon: 'fwd,awd',
  van: 'rwd',
  coupe: 'rwd',
  convertible: 'rwd',
  'people-mover': 'fwd',
  'cab-chassis': '4x4*3,4x2',
  truck: '4x2',
  motorcycle: 'chain',
  caravan: 'none',
  'camper-trailer': 'none',
};

const DEFAULT_SEATS: Record<MediaBody, [number | null, number | null]> = {
  sedan: [5, 4],
  hatch: [5, 5],
  suv: [5, 5],
  ute: [5, 4],
  wagon: [5, 5],
  van: [3, 4],
  coupe: [4, 2],
  convertible: [2, 2],
  'people-mover': [8, 5],
  'cab-chassis': [3, 2],
  truck: [3, 2],
  motorcycle: [2, null],
  caravan: [null, 1],
  'camper-trailer': [null, null],
};

/** 'd2.8t*3,p2.7' → [['d2.8t', 3], ['p2.7', 1]] */
function weights(spec: string): Weighted<string> {
  return spec.split(',').map((part) => {
    const [key, w] = part.split('*');
    return [key.trim(), w ? Number(w) : 1] as const;
  });
}

type ModelOptions = {
  s?: string; // generations: 'KE:2012|KF:2017' (series code: first model year)
  y?: number; // first model year (default: the first generation's, else 2008)
  to?: number; // last model year (used only)
  pt?: string; // powertrains
  d?: string; // drives
  st?: number; // seats
  dr?: number; // doors
  w?: number; // weight
  cfg?: string;
};

/** A model: name, body, 'Badge:price in $k[@from-to]|...' and options. */
function m(name: string, body: MediaBody, badges: string, o: ModelOptions = {}): ModelDef {
  const [seats, doors] = DEFAULT_SEATS[body];
  const firstGeneration = o.s?.split('|')[0].split(':')[1];
  const from = o.y ?? (firstGeneration ? Number(firstGeneration) : 2008);
  return {
    name,
    slug: slugify(name),
    body,
    badges: parseBadges(badges),
    generations: parseGenerations(o.s, from, o.to ?? null),
    from,
    to: o.to ?? null,
    powertrains: weights(o.pt ?? (body === 'caravan' || body === 'camper-trailer' ? 'none' : 'p2.0')),
    drives: weights(o.d ?? DEFAULT_DRIVES[body]),
    seats: o.st ?? seats,
    doors: o.dr ?? doors,
    weight: o.w ?? 1,
    config: o.cfg ?? null,
  };
}

type MakeOptions = {
  logo?: boolean;
  certified?: boolean;
  w?: number;
  carMake?: string;
  slug?: string;
  prestige?: boolean;
};

function make(name: string, kind: VehicleKind, o: MakeOptions, models: ModelDef[]): MakeDef {
  return {
    name,
    slug: o.slug ?? slugify(name),
    carMake: o.carMake ?? name,
    kind,
    logo: o.logo ?? false,
    certified: o.certified ?? false,
    weight: o.w ?? 0.2,
    prestige: o.prestige ?? false,
    models,
  };
}

const car = (name: string, o: MakeOptions, models: ModelDef[]) => make(name, 'car', o, models);
const bike = (name: string, o: MakeOptions, models: ModelDef[]) => make(name, 'motorcycle', o, models);
const truck = (name: string, o: MakeOptions, models: ModelDef[]) => make(name, 'truck', o, models);
const van = (name: string, o: MakeOptions, models: ModelDef[]) => make(name, 'caravan', o, models);

export const MAKES: MakeDef[] = [
  // ── Cars ──────────────────────────────────────────────────────────────────────────────────────────
  car('Toyota', { logo: true, certified: true, w: 18 }, [
    m('HiLux', 'ute', 'Workmate:38|SR:52|SR5:63|Rogue:73@2018|Rugged X:76@2019|GR Sport:80@2023', {
      s: 'KUN26R:2005|GUN126R:2016',
      pt: 'd2.8t*4,p2.7',
      y: 2005,
      w: 10,
    }),
    m('LandCruiser 300', 'suv', 'GX:100|GXL:112|VX:125|Sahara:140|GR Sport:145@2022|Sahara ZX:150', {
      s: 'FJA300R:2021',
      pt: 'd3.3',
      d: '4x4c',
      st: 7,
      y: 2021,
      w: 3,
    }),
    m('LandCruiser 70', 'cab-chassis', 'Workmate:78|GX:82|GXL:88', {
      s: 'VDJ79R:2008|GDJ79R:2024',
      pt: 'd2.8t*2,d4.5',
      d: '4x4',
      w: 2,
    }),
    m('RAV4', 'suv', 'CV:30@-2012|GX:40@2013|GXL:45@2013|XSE:52@2022|Cruiser:54|Edge:58@2016', {
      s: 'ACA33R:2008|ZSA42R:2013|AXAH54R:2019',
      pt: 'h2.5*2,p2.5',
      d: 'fwd,awd',
      w: 9,
    }),
    m('Corolla', 'hatch', 'Ascent:22@-2012|Ascent Sport:31@2013|SX:36|ZR:40', {
      s: 'ZRE152R:2008|ZRE182R:2013|ZWE211R:2018',
      pt: 'h1.8,p2.0',
      w: 7,
    }),
    m('Corolla Cross', 'suv', 'GX:38|GXL:42|Atmos:50', { s: 'MXGH10R:2022', pt: 'h2.0', w: 3 }),
    m('Camry', 'sedan', 'Ascent:40|SL:52|SX:50@2018', {
      s: 'ACV40R:2008|ASV50R:2012|AXVH70R:2018|AXVH80R:2025',
      pt: 'h2.5*3,p2.5',
      w: 5,
    }),
    m('Kluger', 'suv', 'GX:58|GXL:68|Grande:85', {
      s: 'GSU45R:2008|GSU55R:2014|AXUH78R:2021',
      pt: 'h2.5*2,p3.5',
      d: 'fwd,awd*2',
      st: 7,
      w: 4,
    }),
    m('Prado', 'suv', 'GX:75|GXL:85|VX:95|Kakadu:105', {
      s: 'KDJ150R:2009|GDJ150R:2016|GDJ250R:2024',
      pt: 'd2.8t',
      d: '4x4c',
      st: 7,
      w: 5,
    }),
    m('Yaris Cross', 'suv', 'GX:31|GXL:35|Urban:38', { s: 'MXPJ10R:2020', pt: 'h1.5*2,p1.5', w: 4 }),
    m('Yaris', 'hatch', 'Ascent Sport:27|SX:30|ZR:33', { pt: 'p1.5,h1.5', w: 3 }),
    m('C-HR', 'suv', 'GXL:40|Koba:46|GR Sport:55', { pt: 'h1.8,h2.0', y: 2017, w: 2 }),
    m('HiAce', 'van', 'LWB:50|SLWB:58|Commuter:75', { s: 'KDH201R:2008|GDH300R:2019', pt: 'd2.8t', w: 3 }),
    m('Fortuner', 'suv', 'GX:52|GXL:56|Crusade:64', {
      s: 'GUN156R:2015',
      pt: 'd2.8t',
      d: '4x4',
      st: 7,
      w: 2,
    }),
    m('GR86', 'coupe', 'GT:48|GTS:52', { pt: 'p2.5', y: 2022, w: 0.6 }),
    m('86', 'coupe', 'GT:32|GTS:37', { pt: 'p2.0', y: 2012, to: 2021, w: 0.6 }),
    m('bZ4X', 'suv', 'GXL:60|Touring:68', { pt: 'ev', y: 2022, w: 0.6 }),
    m('Granvia', 'people-mover', 'Granvia:70|Premium:80', { pt: 'd2.8t', y: 2019, w: 0.4 }),
  ]),
  car('Lexus', { logo: true, certified: true, w: 1.5, prestige: true }, [
    m('NX', 'suv', 'NX250 Luxury:70|NX350h Sports Luxury:85|NX450h+ F Sport:100', {
      pt: 'h2.5*2,p2.5,phev',
      d: 'fwd,awd*2',
      w: 3,
    }),
    m('RX', 'suv', 'RX350h Luxury:100|RX500h F Sport:125', { pt: 'h2.5', d: 'awd', w: 2 }),
    m('IS', 'sedan', 'IS300 Luxury:65|IS300h F Sport:75|IS500 F Sport:95', {
      pt: 'p2.0t,h2.5',
      d: 'rwd',
      w: 2,
    }),
    m('ES', 'sedan', 'ES300h Luxury:70|ES300h Sports Luxury:80', { pt: 'h2.5', w: 1 }),
    m('UX', 'suv', 'UX300h Luxury:55|UX300h F Sport:62', { pt: 'h2.0', y: 2019, w: 1.5 }),
    m('LX', 'suv', 'LX600 Luxury:170|LX600 Sports Luxury:190', { pt: 'p3.0tt', d: '4x4c', st: 7, w: 0.3 }),
  ]),
  car('Mazda', { logo: true, w: 9 }, [
    m('CX-5', 'suv', 'Maxx:37|Maxx Sport:41|Touring:45|GT SP:50@2021|Akera:54@2015', {
      s: 'KE:2012|KF:2017',
      pt: 'p2.5*3,p2.0,d2.2t*0.5',
      d: 'fwd,awd*2',
      w: 10,
    }),
    m('CX-3', 'suv', 'Neo Sport:29|Maxx Sport:32|Akari:38', { s: 'DK:2015', pt: 'p2.0', w: 5 }),
    m('CX-30', 'suv', 'G20 Pure:35|G20 Evolve:38|G25 Touring:43|G25 Astina:48', {
      pt: 'p2.0,p2.5',
      y: 2020,
      w: 5,
    }),
    m('CX-60', 'suv', 'G40e Evolve:60|D50e GT:70|P50e Azami:85', {
      pt: 'p3.5,d3.3,phev',
      d: 'awd',
      y: 2023,
      w: 2,
    }),
    m('CX-90', 'suv', 'G50e Touring:75|D50e GT:85|G50e Azami:92', {
      pt: 'p3.5,d3.3',
      d: 'awd',
      st: 7,
      y: 2024,
      w: 1.5,
    }),
    m('BT-50', 'ute', 'XS:44@2018|XT:50|GT:60|SP:65@2021|Thunder:70@2023', {
      s: 'UN:2008|UP:2011|UR:2016|TF:2021',
      pt: 'd3.0t*3,d1.9t',
      w: 6,
    }),
    m(
      'Mazda3',
      'hatch',
      'Maxx:26@-2018|SP25:30@-2018|G20 Pure:32@2019|G20 Evolve:35@2019|G25 GT:40@2019|G25 Astina:45@2019',
      {
        s: 'BK:2008|BL:2009|BM:2014|BP:2019',
        pt: 'p2.0,p2.5',
        w: 7,
      },
    ),
    m('Mazda2', 'hatch', 'G15 Pure:25|G15 GT:28', { pt: 'p1.5', w: 3 }),
    m('MX-5', 'convertible', 'Roadster:43|Roadster GT RS:52@2021', {
      s: 'NC:2008|ND:2015',
      pt: 'p2.0',
      w: 1,
    }),
    m('Mazda6', 'sedan', 'Sport:35|Touring:40|GT SP:46|Atenza:50', { pt: 'p2.5', to: 2023, w: 2 }),
    m('CX-8', 'suv', 'Sport:45|Touring:52|Asaki:65', { pt: 'p2.5,d2.2t', st: 7, y: 2018, to: 2024, w: 2 }),
    m('CX-9', 'suv', 'Sport:46|Touring:52|Azami:66', { pt: 'p2.5t', d: 'fwd,awd', st: 7, to: 2023, w: 2 }),
  ]),
  car('Ford', { logo: true, w: 8 }, [
    m('Ranger', 'ute', 'XL:45|XLS:52|XLT:62|Sport:66@2022|Wildtrak:72@2011|Platinum:80@2022|Raptor:92@2018', {
      s: 'PK:2008|PX:2011|PY:2022',
      pt: 'd3.0v6*3,d2.0t*2',
      w: 12,
    }),
    m('Everest', 'suv', 'Ambiente:55|Trend:65|Sport:68|Platinum:82', {
      pt: 'd3.0v6,d2.0t',
      d: '4x4',
      st: 7,
      y: 2015,
      w: 4,
    }),
    m('Mustang', 'coupe', 'EcoBoost:65|GT:75|Dark Horse:105@2024', {
      s: 'FM:2016|S650:2024',
      pt: 'p5.0*3,p2.3t',
      w: 2,
    }),
    m('Puma', 'suv', 'Puma:35|ST-Line:38|ST-Line V:42', { pt: 'p1.0t', y: 2020, w: 2 }),
    m('Escape', 'suv', 'Escape:40|ST-Line:45|Vignale:52', { pt: 'p2.0t,phev', d: 'fwd,awd', w: 2 }),
    m('Transit Custom', 'van', 'Trend:55|Sport:65', { pt: 'd2.0t', d: 'fwd', w: 2 }),
    m('Focus', 'hatch', 'Trend:28|ST-Line:32|ST:45', { pt: 'p1.5t', to: 2022, w: 2 }),
    m('Falcon', 'sedan', 'XT:38|G6:42|XR6:45|XR8:58', {
      s: 'FG:2008|FG X:2015',
      pt: 'p4.0*3,p5.0',
      d: 'rwd',
      to: 2016,
      w: 2,
    }),
    m('Territory', 'suv', 'TX:40|TS:48|Titanium:55@2011', {
      s: 'SY:2008|SZ:2011',
      pt: 'p4.0,d2.8t',
      d: 'rwd,awd',
      st: 7,
      to: 2016,
      w: 1,
    }),
    m('Endura', 'suv', 'Trend:50|ST-Line:55|Titanium:60', {
      pt: 'd2.0t',
      d: 'fwd,awd',
      y: 2019,
      to: 2020,
      w: 0.5,
    }),
  ]),
  car('Hyundai', { logo: true, w: 8 }, [
    m('i30', 'hatch', 'i30:30|Elite:35|N Line:38@2020|N Line Premium:42@2020|N:52@2018', {
      s: 'FD:2008|GD:2012|PD:2017',
      pt: 'p2.0*3,p1.6t',
      w: 8,
    }),
    m('Tucson', 'suv', 'Tucson:38|Elite:44|N Line:50@2021|Highlander:55', {
      s: 'TL:2015|NX4:2021',
      pt: 'p2.0*2,p1.6t,d2.0t',
      d: 'fwd,awd',
      w: 8,
    }),
    m('Santa Fe', 'suv', 'Santa Fe:55|Elite:65|Calligraphy:78@2024', {
      s: 'CM:2008|DM:2012|TM:2018|MX5:2024',
      pt: 'h1.6t*2,p2.5t',
      d: 'fwd,awd*2',
      st: 7,
      w: 4,
    }),
    m('Kona', 'suv', 'Kona:33|N Line:40@2021|Premium:42|Electric:55@2019', {
      s: 'OS:2017|SX2:2023',
      pt: 'p2.0*3,h1.6t,ev',
      w: 5,
    }),
    m('Ioniq 5', 'suv', 'Dynamiq:65|Epiq:80|N:110', { pt: 'ev,ev-awd', y: 2022, w: 2 }),
    m('Staria', 'people-mover', 'Staria:55|Elite:65|Highlander:75', { pt: 'd2.2t*2,p3.5', y: 2021, w: 1.5 }),
    m('Venue', 'suv', 'Venue:27|Active:29|Elite:32', { pt: 'p1.6', y: 2019, w: 3 }),
    m('Palisade', 'suv', 'Palisade:65|Highlander:80', {
      pt: 'd2.2t,p3.5',
      d: 'fwd,awd',
      st: 8,
      y: 2021,
      w: 1,
    }),
    m('iLoad', 'van', 'iLoad:38|Crew Cab:41', { pt: 'd2.2t', to: 2021, w: 1 }),
    m('Accent', 'hatch', 'Active:18|Sport:21', { pt: 'p1.6', to: 2019, w: 2 }),
  ]),
  car('Kia', { logo: true, w: 7 }, [
    m('Sportage', 'suv', 'S:37|SX:42|SX+:48@2016|GT-Line:54@2016', {
      s: 'KM:2008|SL:2011|QL:2016|NQ5:2022',
      pt: 'p2.0*3,d2.0t,h1.6t',
      d: 'fwd,awd',
      w: 9,
    }),
    m('Seltos', 'suv', 'S:30|Sport:33|Sport+:37|GT-Line:42', {
      pt: 'p2.0*2,p1.6t',
      d: 'fwd*2,awd',
      y: 2020,
      w: 5,
    }),
    m('Sorento', 'suv', 'S:52|Sport:56|Sport+:62@2021|GT-Line:72@2015|GT-Line PHEV:82@2022', {
      s: 'BL:2008|XM:2009|UM:2015|MQ4:2021',
      pt: 'd2.2t*2,p3.5,phev*0.5',
      d: 'fwd,awd',
      st: 7,
      w: 4,
    }),
    m('Carnival', 'people-mover', 'S:52|Sport:56|Sport+:62@2021|GT-Line:74@2021', {
      s: 'VQ:2008|YP:2015|KA4:2021',
      pt: 'd2.2t*2,p3.5,h1.6t',
      w: 4,
    }),
    m('Cerato', 'hatch', 'S:27|Sport:30|Sport+:34|GT:39', { pt: 'p2.0*3,p1.6t', to: 2024, w: 5 }),
    m('EV6', 'suv', 'Air:72|GT-Line:82|GT:100', { pt: 'ev,ev-awd', y: 2022, w: 1.5 }),
    m('Picanto', 'hatch', 'S:18|GT-Line:21', { pt: 'p1.2', w: 3 }),
    m('Stonic', 'suv', 'S:27|Sport:29|GT-Line:32', { pt: 'p1.0t', y: 2021, w: 1.5 }),
    m('Tasman', 'ute', 'S:50|SX:55|X-Line:65|X-Pro:75', { pt: 'd2.2t', y: 2025, w: 2 }),
    m('K4', 'sedan', 'S:30|Sport:33|GT-Line:40', { pt: 'p2.0', y: 2025, w: 1.5 }),
  ]),
  car('Mitsubishi', { logo: true, w: 6 }, [
    m('Triton', 'ute', 'GLX:40|GLX+:47@2016|GLS:55|GSR:62@2022', {
      s: 'ML:2008|MN:2009|MQ:2015|MR:2019|MV:2024',
      pt: 'd2.4t',
      w: 10,
    }),
    m('Outlander', 'suv', 'ES:37|LS:42|Aspire:46@2022|Exceed:52|PHEV Exceed:65@2014', {
      s: 'ZH:2008|ZJ:2013|ZK:2015|ZL:2018|ZM:2022',
      pt: 'p2.5*3,phev',
      d: 'fwd,awd',
      st: 7,
      w: 7,
    }),
    m('ASX', 'suv', 'GS:28|LS:32|Exceed:35', { pt: 'p2.0', y: 2010, w: 6 }),
    m('Pajero Sport', 'suv', 'GLX:50|GLS:55|Exceed:60', {
      s: 'QE:2016|QF:2020',
      pt: 'd2.4t',
      d: '4x4',
      st: 7,
      w: 4,
    }),
    m('Eclipse Cross', 'suv', 'ES:33|LS:38|Exceed:42', { pt: 'p1.5t,phev', d: 'fwd,awd', y: 2018, w: 2 }),
    m('Pajero', 'suv', 'GLX:45|GLS:50|Exceed:60', {
      s: 'NS:2008|NT:2010|NW:2012|NX:2015',
      pt: 'd3.2t',
      d: '4x4',
      st: 7,
      to: 2021,
      w: 2,
    }),
    m('Lancer', 'sedan', 'ES:22|LS:25|GSR:28', { pt: 'p2.0', to: 2017, w: 2 }),
    m('Mirage', 'hatch', 'ES:16|LS:18', { pt: 'p1.2', to: 2022, w: 1 }),
  ]),
  car('Nissan', { logo: true, w: 5 }, [
    m('Navara', 'ute', 'SL:45|ST:52|ST-X:60|PRO-4X:65@2021', {
      s: 'D40:2008|D23:2015',
      pt: 'd2.3t',
      w: 7,
    }),
    m('X-Trail', 'suv', 'ST:37|ST-L:45|Ti:52|e-Power Ti-L:60@2023', {
      s: 'T31:2008|T32:2014|T33:2022',
      pt: 'p2.5*3,h1.6t',
      d: 'fwd,awd',
      w: 6,
    }),
    m('Patrol', 'suv', 'Ti:85|Ti-L:100|Warrior:100@2022', {
      s: 'GU:2008|Y62:2013',
      pt: 'p5.6',
      d: '4x4',
      st: 8,
      w: 3,
    }),
    m('Qashqai', 'suv', 'ST:35|ST+:38|Ti:45|e-Power N-Design:52@2023', {
      s: 'J10:2008|J11:2014|J12:2022',
      pt: 'p1.3t*3,h1.5',
      w: 5,
    }),
    m('Pathfinder', 'suv', 'ST:55|ST-L:62|Ti:70', { pt: 'p3.5', d: 'fwd,awd', st: 7, w: 2 }),
    m('Juke', 'suv', 'ST:30|ST+:33|Ti:38', { pt: 'p1.0t', w: 1.5 }),
    m('Leaf', 'hatch', 'Leaf:50|e+:60', { pt: 'ev', y: 2012, w: 0.8 }),
    m('Pulsar', 'hatch', 'ST:22|SSS:30', { pt: 'p1.6', to: 2017, w: 1.5 }),
  ]),
  car('Volkswagen', { logo: true, w: 4 }, [
    m('Amarok', 'ute', 'Core:55|Life:60|Style:68|PanAmericana:75|Aventura:80', {
      pt: 'd2.0t*2,d3.0v6',
      w: 5,
    }),
    m('Golf', 'hatch', 'Life:38@2021|R-Line:45|GTI:58|R:70@2010', {
      s: 'Mk5:2008|Mk6:2009|Mk7:2013|Mk8:2021',
      pt: 'p1.4t*3,p2.0t',
      w: 6,
    }),
    m('Tiguan', 'suv', 'Life:45|Elegance:55|R-Line:62', { pt: 'p1.4t*2,p2.0t', d: 'fwd,awd', w: 5 }),
    m('T-Roc', 'suv', 'CityLife:38|Style:42|R-Line:48', { pt: 'p1.4t', y: 2020, w: 3 }),
    m('Polo', 'hatch', 'Life:28|Style:32|GTI:40', { pt: 'p1.0t*3,p2.0t', w: 3 }),
    m('Passat', 'wagon', 'Alltrack:55|Elegance:52|R-Line:60', { pt: 'p2.0t', d: 'fwd,awd', to: 2023, w: 2 }),
    m('Transporter', 'van', 'TDI340:55|TDI450:65', { pt: 'd2.0t', d: 'fwd', w: 2 }),
    m('Multivan', 'people-mover', 'Life:70|Style:85', { pt: 'p2.0t,phev', st: 7, w: 0.6 }),
    m('Touareg', 'suv', '170TDI:90|210TDI Elegance:110|R-Line:130', { pt: 'd3.0v6', d: 'awd', w: 1 }),
  ]),
  car('Subaru', { logo: true, w: 4 }, [
    m('Forester', 'suv', '2.5i:40|2.5i-L:43|2.5i Premium:45|Hybrid L:46@2020|Hybrid S:52@2020', {
      s: 'SH:2008|SJ:2013|SK:2019|S6:2025',
      pt: 'p2.5*3,h2.0',
      d: 'awd',
      w: 8,
    }),
    m('Outback', 'wagon', 'AWD:45|AWD Sport:50|AWD Touring:55|AWD Touring XT:60@2023', {
      s: 'BP:2008|BR:2010|BS:2015|BT:2021',
      pt: 'p2.5*3,p2.4t',
      d: 'awd',
      w: 6,
    }),
    m('XV', 'suv', '2.0i:30|2.0i-L:32|2.0i Premium:34|2.0i-S:37', {
      pt: 'p2.0',
      d: 'awd',
      y: 2012,
      to: 2023,
      w: 4,
    }),
    m('Crosstrek', 'suv', '2.0R:36|2.0S:41|Hybrid S:47', { pt: 'p2.0,h2.0', d: 'awd', y: 2023, w: 3 }),
    m('WRX', 'sedan', 'WRX:50|RS:58|tS:62', { pt: 'p2.4t', d: 'awd', w: 2 }),
    m('Impreza', 'hatch', '2.0i:30|2.0i-L:32|2.0i-S:35', { pt: 'p2.0', d: 'awd', w: 2 }),
    m('BRZ', 'coupe', 'BRZ:45|tS:50', { pt: 'p2.5', y: 2012, w: 0.5 }),
    m('Liberty', 'sedan', '2.5i:32|2.5i Premium:36|3.6R:45', { pt: 'p2.5*3,p3.6', d: 'awd', to: 2020, w: 1 }),
  ]),
  car('MG', { logo: true, w: 4 }, [
    m('ZS', 'suv', 'Vibe:24|Excite:27|Essence:30|EV Essence:42', { pt: 'p1.5*4,ev', y: 2018, w: 8 }),
    m('MG3', 'hatch', 'Vibe:22|Excite:25|Hybrid+ Essence:28', { pt: 'p1.5*3,h1.5', y: 2013, w: 6 }),
    m('HS', 'suv', 'Vibe:32|Excite:35|Essence:40|Essence PHEV:48', { pt: 'p1.5t*4,phev', y: 2019, w: 5 }),
    m('MG4', 'hatch', 'Excite 51:45|Essence 64:52|XPOWER:60', { pt: 'ev', d: 'rwd', y: 2023, w: 2 }),
    m('MG5', 'sedan', 'Vibe:23|Essence:26', { pt: 'p1.5', y: 2021, w: 1 }),
    m('Cyberster', 'convertible', 'Trophy:110', { pt: 'ev-awd', y: 2025, w: 0.3 }),
  ]),
  car('Isuzu', { logo: true, w: 4 }, [
    m('D-Max', 'ute', 'SX:38|LS-M:52|LS-U:58|X-Terrain:68@2019|Blade:75@2024', {
      s: 'TF:2008|RT:2012|RG:2020',
      pt: 'd3.0t*4,d1.9t',
      w: 10,
    }),
    m('MU-X', 'suv', 'LS-M:52|LS-U:58|LS-T:65', { pt: 'd3.0t', d: '4x4,4x2', st: 7, w: 5 }),
  ]),
  car('Tesla', { logo: true, w: 1.5 }, [
    m('Model 3', 'sedan', 'RWD:55|Long Range:68|Performance:82', {
      pt: 'ev*2,ev-awd',
      d: 'rwd,awd',
      y: 2019,
      w: 5,
    }),
    m('Model Y', 'suv', 'RWD:60|Long Range:70|Performance:85', {
      pt: 'ev*2,ev-awd',
      d: 'rwd,awd',
      y: 2022,
      w: 6,
    }),
  ]),
  car('BYD', { logo: true, w: 1.5 }, [
    m('Atto 3', 'suv', 'Standard Range:45|Extended Range:48', { pt: 'ev', y: 2022, w: 5 }),
    m('Seal', 'sedan', 'Dynamic:50|Premium:58|Performance:65', {
      pt: 'ev*2,ev-awd',
      d: 'rwd,awd',
      y: 2023,
      w: 3,
    }),
    m('Sealion 6', 'suv', 'Dynamic:48|Premium:55', { pt: 'phev', y: 2024, w: 4 }),
    m('Dolphin', 'hatch', 'Dynamic:35|Premium:42', { pt: 'ev', y: 2023, w: 3 }),
    m('Shark 6', 'ute', 'Premium:58', { pt: 'phev', d: '4x4', y: 2025, w: 2 }),
  ]),
  car('Honda', { logo: true, w: 3 }, [
    m('CR-V', 'suv', 'VTi:45|VTi L:50|e:HEV RS:60', { pt: 'p1.5t*3,h2.0', d: 'fwd,awd', w: 6 }),
    m('HR-V', 'suv', 'Vi X:38|e:HEV L:48', { pt: 'p1.5,h1.5', w: 5 }),
    m('Civic', 'hatch', 'VTi-LX:48|e:HEV LX:55|Type R:75', { pt: 'p1.5t*2,h2.0,p2.0t', w: 5 }),
    m('ZR-V', 'suv', 'Vi:42|LX:48|e:HEV LX:55', { pt: 'p2.0,h2.0', y: 2023, w: 2 }),
    m('Jazz', 'hatch', 'VTi:22|VTi-S:25|VTi-L:27', { pt: 'p1.5', to: 2020, w: 3 }),
    m('Accord', 'sedan', 'VTi:38|VTi-L:45|e:HEV RS:62', { pt: 'p2.5*2,h2.0', w: 1.5 }),
    m('Odyssey', 'people-mover', 'VTi:45|VTi-L:52', { pt: 'p2.5', st: 7, to: 2021, w: 1 }),
  ]),
  car('Suzuki', { logo: true, w: 2.5 }, [
    m(
      'Swift',
      'hatch',
      'GL:17@-2023|GLX Turbo:25@2017-2023|Hybrid:24@2024|Hybrid Plus:26@2024|Hybrid GLX:28@2024|Sport:32',
      { pt: 'p1.2*3,p1.4t', w: 6 },
    ),
    m('Jimny', 'suv', 'Jimny:33|Jimny XL:38', { pt: 'p1.5', d: '4x4', st: 4, dr: 3, w: 4 }),
    m('Vitara', 'suv', 'Vitara:32|Turbo:38', { pt: 'p1.6*2,p1.4t', y: 2015, w: 3 }),
    m('S-Cross', 'suv', 'S-Cross:35|Prestige:40', { pt: 'p1.4t', d: 'fwd,awd', y: 2014, w: 2 }),
    m('Baleno', 'hatch', 'GL:17|GLX:20', { pt: 'p1.5', y: 2016, to: 2022, w: 2 }),
    m('Ignis', 'hatch', 'GL:18|GLX:21', { pt: 'p1.2', y: 2017, to: 2024, w: 1 }),
  ]),
  car('GWM', { logo: true, w: 2 }, [
    m('Cannon', 'ute', 'Cannon:35|Cannon Lux:40|Cannon Ultra:45|Cannon Alpha:55', {
      pt: 'd2.0t',
      y: 2021,
      w: 6,
    }),
    m('Haval H6', 'suv', 'Premium:35|Lux:38|Ultra:42|Hybrid Ultra:48', { pt: 'p2.0t*3,h1.5', y: 2021, w: 5 }),
    m('Haval Jolion', 'suv', 'Premium:28|Lux:30|Ultra:33', { pt: 'p1.5t', y: 2021, w: 5 }),
    m('Tank 300', 'suv', 'Lux:50|Ultra:55|Hybrid Ultra:60', { pt: 'p2.0t,h2.0', d: '4x4', y: 2023, w: 1.5 }),
  ]),
  car('Great Wall', { w: 0.6 }, [
    m('Steed', 'ute', 'Steed:25', { pt: 'd2.0t,p2.4t', y: 2016, to: 2020, w: 3 }),
    m('V200', 'ute', 'K2:24', { pt: 'd2.0t', y: 2011, to: 2014, w: 2 }),
    m('X240', 'suv', 'X240:25', { pt: 'p2.4t', y: 2009, to: 2014, w: 1 }),
  ]),
  car('Haval', { w: 0.5 }, [
    m('H2', 'suv', 'Premium:25|Lux:28', { pt: 'p1.5t', y: 2017, to: 2021, w: 2 }),
    m('H6', 'suv', 'Premium:32|Lux:35', { pt: 'p2.0t', y: 2017, to: 2021, w: 2 }),
  ]),
  car('Holden', { logo: true, w: 4 }, [
    m(
      'Commodore',
      'sedan',
      'Evoke:38@2013-2017|SV6:42@-2017|Calais:48|SS:50@-2017|SS-V Redline:58@2014-2017|RS:40@2018',
      {
        s: 'VE:2008|VF:2013|VF II:2015|ZB:2018',
        pt: 'p3.6*3,p6.2',
        d: 'rwd',
        to: 2020,
        w: 10,
      },
    ),
    m('Colorado', 'ute', 'LS:40|LT:45|LTZ:50@2012|Z71:55@2017', {
      s: 'RC:2008|RG:2012',
      pt: 'd2.8t',
      to: 2020,
      w: 8,
    }),
    m('Captiva', 'suv', 'Active:30|LS:32|LTZ:40', { pt: 'p2.4t,d2.2t', st: 7, to: 2018, w: 4 }),
    m('Cruze', 'hatch', 'Equipe:22|CDX:28|SRi-V:30', { pt: 'p1.6t,p2.0', to: 2016, w: 5 }),
    m('Trax', 'suv', 'LS:25|LTZ:29', { pt: 'p1.4t', y: 2013, to: 2020, w: 2 }),
    m('Astra', 'hatch', 'R:24|RS:30|RS-V:33', { pt: 'p1.4t', y: 2017, to: 2020, w: 2 }),
    m('Trailblazer', 'suv', 'LT:45|Z71:52', { pt: 'd2.8t', d: '4x4', st: 7, y: 2017, to: 2020, w: 2 }),
    m('Ute', 'ute', 'SV6:40|SS:48|SS-V:52', { pt: 'p3.6,p6.2', d: 'rwd', st: 2, dr: 2, to: 2017, w: 2 }),
  ]),
  car('HSV', { w: 0.3, prestige: true }, [
    m('GTS', 'sedan', 'GTS:95', {
      s: 'Gen-F:2013|Gen-F2:2016',
      pt: 'p6.2',
      d: 'rwd',
      to: 2017,
      w: 1,
    }),
    m('Clubsport', 'sedan', 'R8 LSA:80', { pt: 'p6.2', d: 'rwd', to: 2017, w: 1 }),
  ]),
  car('BMW', { logo: true, w: 1.5, prestige: true }, [
    m('X3', 'suv', 'xDrive20:85|xDrive30 M Sport:95|M50:120', { pt: 'p2.0t*3,p3.0tt', d: 'awd', w: 4 }),
    m('X5', 'suv', 'xDrive30d:125|xDrive50e:145|M60i:170', { pt: 'd3.3,phev', d: 'awd', w: 2 }),
    m('3 Series', 'sedan', '320i M Sport:75|330i M Sport:85|M340i xDrive:110', {
      pt: 'p2.0t*3,p3.0tt',
      d: 'rwd,awd',
      w: 4,
    }),
    m('1 Series', 'hatch', '118i:55|120 M Sport:62|M135 xDrive:80', { pt: 'p1.5t,p2.0t', w: 3 }),
    m('X1', 'suv', 'sDrive18i:60|xDrive20i:70|iX1 xDrive30:85', { pt: 'p1.5t,p2.0t,ev-awd', w: 3 }),
    m('i4', 'sedan', 'eDrive35:85|M50:115', { pt: 'ev,ev-awd', d: 'rwd,awd', y: 2022, w: 1 }),
  ]),
  car('Mercedes-Benz', { logo: true, w: 1.5, prestige: true }, [
    m('C-Class', 'sedan', 'C 200:80|C 300:95|AMG C 43:130@2016', {
      s: 'W204:2008|W205:2015|W206:2022',
      pt: 'p2.0t',
      d: 'rwd,awd',
      w: 4,
    }),
    m('GLC', 'suv', 'GLC 300:100|AMG GLC 43:140', { pt: 'p2.0t', d: 'awd', w: 3 }),
    m('A-Class', 'hatch', 'A 200:60|A 250:70|AMG A 35:90|AMG A 45 S:120', { pt: 'p1.3t*2,p2.0t', w: 4 }),
    m('GLA', 'suv', 'GLA 200:65|GLA 250:75', { pt: 'p1.3t,p2.0t', w: 2 }),
    m('E-Class', 'sedan', 'E 200:105|E 300:125', { pt: 'p2.0t', d: 'rwd', w: 1 }),
    m('Sprinter', 'van', '316 CDI:75|319 CDI:85|519 CDI:95', { pt: 'd2.0t', w: 2 }),
    m('Vito', 'van', '116 CDI:55|119 CDI:65', { pt: 'd2.0t', w: 1.5 }),
    m('X-Class', 'ute', 'X 250d:55|X 350d:75', { pt: 'd2.3t,d3.0v6', y: 2018, to: 2020, w: 0.6 }),
  ]),
  car('Audi', { logo: true, w: 1.2, prestige: true }, [
    m('A3', 'hatch', '35 TFSI:50|40 TFSI quattro:58|S3:75', { pt: 'p1.4t*2,p2.0t', w: 3 }),
    m('Q3', 'suv', '35 TFSI:55|40 TFSI quattro:65|RS Q3:100', { pt: 'p1.4t,p2.0t', w: 3 }),
    m('Q5', 'suv', '40 TDI quattro:75|45 TFSI quattro:80|SQ5:110', { pt: 'p2.0t,d2.0t', d: 'awd', w: 3 }),
    m('A4', 'sedan', '35 TFSI:65|45 TFSI quattro:75', { pt: 'p2.0t', w: 2 }),
    m('Q7', 'suv', '45 TDI quattro:110|50 TDI quattro:125', { pt: 'd3.0v6', d: 'awd', st: 7, w: 1 }),
    m('Q4 e-tron', 'suv', '40 e-tron:80|Sportback 45 e-tron:90', { pt: 'ev', y: 2023, w: 0.8 }),
  ]),
  car('Volvo', { logo: true, w: 0.8, prestige: true }, [
    m('XC40', 'suv', 'B4 Plus:55|B5 Ultimate:65|Recharge Pure Electric:70', { pt: 'p2.0t*2,ev', w: 3 }),
    m('XC60', 'suv', 'B5 Plus:75|B5 Ultra:80|T8 Recharge:95', { pt: 'p2.0t*2,phev', d: 'awd', w: 3 }),
    m('XC90', 'suv', 'B6 Plus:100|T8 Ultra:125', { pt: 'p2.0t,phev', d: 'awd', st: 7, w: 2 }),
    m('EX30', 'suv', 'Plus:60|Ultra:70', { pt: 'ev', y: 2024, w: 1 }),
  ]),
  car('Land Rover', { logo: true, w: 0.8, prestige: true }, [
    m('Defender', 'suv', '110 D250 S:100|110 D300 X-Dynamic SE:120|130 P400 HSE:145', {
      pt: 'd3.3,p3.0tt',
      d: '4x4',
      y: 2020,
      w: 3,
    }),
    m('Range Rover Evoque', 'suv', 'P200 S:75|P250 R-Dynamic SE:85', { pt: 'p2.0t', d: 'awd', w: 2 }),
    m('Discovery Sport', 'suv', 'P250 S:75|D200 R-Dynamic SE:85', {
      pt: 'p2.0t,d2.0t',
      d: 'awd',
      st: 7,
      w: 2,
    }),
    m('Range Rover Sport', 'suv', 'D300 Dynamic SE:150|P550e Autobiography:200', {
      pt: 'd3.3,phev',
      d: '4x4',
      w: 1,
    }),
    m('Discovery', 'suv', 'TDV6 S:85|SDV6 HSE:105', { pt: 'd3.0v6', d: '4x4', st: 7, to: 2024, w: 1 }),
  ]),
  car('Genesis', { logo: true, w: 0.3, prestige: true }, [
    m('GV70', 'suv', '2.5T:70|3.5T Sport:90|Electrified:110', {
      pt: 'p2.5t,ev-awd',
      d: 'awd',
      y: 2021,
      w: 2,
    }),
    m('GV80', 'suv', '2.5T:95|3.5T Luxury:120', { pt: 'p2.5t', d: 'awd', st: 7, y: 2020, w: 1 }),
    m('G80', 'sedan', '2.5T:90|3.5T Luxury:110', { pt: 'p2.5t', d: 'rwd', y: 2020, w: 0.5 }),
  ]),
  car('Polestar', { logo: true, w: 0.3, prestige: true }, [
    m('Polestar 2', 'sedan', 'Standard Range Single Motor:68|Long Range Dual Motor:78', {
      pt: 'ev,ev-awd',
      d: 'rwd,awd',
      y: 2021,
      w: 2,
    }),
    m('Polestar 4', 'suv', 'Long Range Single Motor:75|Long Range Dual Motor:90', {
      pt: 'ev,ev-awd',
      y: 2024,
      w: 1,
    }),
  ]),
  car('Porsche', { logo: true, w: 0.3, prestige: true }, [
    m('Macan', 'suv', 'Macan:95|Macan S:120|Macan Turbo Electric:150', {
      pt: 'p2.0t,p3.0tt,ev-awd',
      d: 'awd',
      w: 2,
    }),
    m('Cayenne', 'suv', 'Cayenne:135|Cayenne S:175|Turbo E-Hybrid:260', {
      pt: 'p3.0tt,phev',
      d: 'awd',
      w: 1,
    }),
    m('911', 'coupe', 'Carrera:260|Carrera S:300|GT3:400', { pt: 'p3.0tt', w: 1 }),
  ]),
  car('Jeep', { logo: true, w: 1 }, [
    m('Wrangler', 'suv', 'Unlimited Sport S:70|Unlimited Rubicon:90', { pt: 'p3.6,p2.0t', d: '4x4', w: 3 }),
    m('Grand Cherokee', 'suv', 'Laredo:75|Limited:85|Summit Reserve:110', {
      pt: 'p3.6,phev',
      d: '4x4',
      w: 3,
    }),
    m('Compass', 'suv', 'Night Eagle:40|Limited:50', { pt: 'p2.4t', d: 'fwd,awd', w: 2 }),
    m('Gladiator', 'ute', 'Night Eagle:80|Rubicon:90', { pt: 'p3.6', d: '4x4', y: 2020, w: 1 }),
    m('Cherokee', 'suv', 'Sport:35|Limited:45|Trailhawk:50', { pt: 'p3.6', d: 'fwd,4x4', to: 2021, w: 1.5 }),
  ]),
  car('Skoda', { logo: true, w: 0.8 }, [
    m('Octavia', 'wagon', 'Style:42|Sportline:48|RS:55', { pt: 'p1.4t*2,p2.0t', w: 3 }),
    m('Kodiaq', 'suv', 'Style:50|Sportline:60|RS:70', { pt: 'p2.0t', d: 'fwd,awd*2', st: 7, y: 2017, w: 3 }),
    m('Karoq', 'suv', 'Style:40|Sportline:50', { pt: 'p1.4t,p2.0t', y: 2018, w: 2 }),
    m('Kamiq', 'suv', '85TSI:32|110TSI Monte Carlo:40', { pt: 'p1.0t,p1.4t', y: 2020, w: 1.5 }),
    m('Fabia', 'hatch', 'Monte Carlo:30', { pt: 'p1.0t', w: 1 }),
    m('Superb', 'wagon', 'Style:55|Sportline:62', { pt: 'p2.0t', d: 'fwd,awd', w: 1 }),
  ]),
  car('Peugeot', { logo: true, w: 0.6 }, [
    m('3008', 'suv', 'Allure:50|GT:55|GT Sport:60', { pt: 'p1.6t', w: 3 }),
    m('2008', 'suv', 'Allure:35|GT:45', { pt: 'p1.2', w: 2 }),
    m('308', 'hatch', 'Allure:40|GT:45', { pt: 'p1.2,p1.6t', w: 2 }),
    m('5008', 'suv', 'Allure:55|GT:60', { pt: 'p1.6t', st: 7, w: 1 }),
    m('Landtrek', 'ute', 'Active:40|Allure:45|GT:50', { pt: 'd1.9t', y: 2022, w: 0.8 }),
  ]),
  car('Renault', { logo: true, w: 0.6 }, [
    m('Koleos', 'suv', 'Life:40|Zen:45|Intens:50', { pt: 'p2.5', d: 'fwd,awd', w: 3 }),
    m('Arkana', 'suv', 'Zen:35|Intens:40', { pt: 'p1.3t', y: 2022, w: 2 }),
    m('Captur', 'suv', 'Life:32|Zen:35|Intens:38', { pt: 'p1.3t', w: 2 }),
    m('Master', 'van', 'Pro Van:65|Pro Van LWB:70', { pt: 'd2.3t', d: 'fwd', w: 1 }),
    m('Trafic', 'van', 'Pro Life:48|Premium:55', { pt: 'd2.0t', d: 'fwd', w: 1 }),
    m('Megane', 'hatch', 'Zen:30|GT-Line:35|R.S. 280:55', { pt: 'p1.3t,p2.0t', to: 2023, w: 1 }),
  ]),
  car('Chery', { logo: true, w: 0.8 }, [
    m('Tiggo 4 Pro', 'suv', 'Urban:25|Ultimate:30', { pt: 'p1.5t', y: 2024, w: 3 }),
    m('Tiggo 7 Pro', 'suv', 'Urban:32|Ultimate:38|Ultimate PHEV:45', { pt: 'p1.6t*2,phev', y: 2023, w: 3 }),
    m('Tiggo 8 Pro Max', 'suv', 'Urban:40|Ultimate:45', { pt: 'p2.0t', st: 7, y: 2023, w: 2 }),
  ]),
  car('Omoda', { w: 0.4 }, [
    m('C5', 'suv', 'BX:30|EX:34', { pt: 'p1.5t', y: 2023, w: 2 }),
    m('E5', 'suv', 'BX:40|EX:45', { pt: 'ev', y: 2024, w: 1 }),
  ]),
  car('Jaecoo', { w: 0.4 }, [
    m('J7', 'suv', 'Track:35|Vibe:38|SHS PHEV:48', { pt: 'p1.6t*2,phev', y: 2024, w: 2 }),
  ]),
  car('LDV', { logo: true, w: 0.8 }, [
    m('T60', 'ute', 'Pro:38|Luxe:45|Max Ultra:55', { pt: 'd2.0t', y: 2017, w: 4 }),
    m('D90', 'suv', 'Executive:45|Mega Pack:50', { pt: 'p2.0t,d2.0t', st: 7, y: 2018, w: 1 }),
    m('G10', 'van', 'Van:32|Van Auto:35', { pt: 'p2.0t', w: 1.5 }),
    m('Deliver 9', 'van', 'LWB Mid Roof:48|LWB High Roof:52', { pt: 'd2.0t', w: 1.5 }),
  ]),
  car('Cupra', { logo: true, w: 0.3 }, [
    m('Formentor', 'suv', 'V:55|VZe:60|VZx:70', { pt: 'p1.4t,phev,p2.0t', y: 2022, w: 2 }),
    m('Born', 'hatch', 'Born:60', { pt: 'ev', d: 'rwd', y: 2023, w: 1 }),
    m('Leon', 'hatch', 'V:40|VZx:60', { pt: 'p1.4t,p2.0t', y: 2022, w: 1 }),
  ]),
  car('Alfa Romeo', { logo: true, w: 0.2, prestige: true }, [
    m('Giulia', 'sedan', 'Sprint:70|Veloce:80|Quadrifoglio:140', {
      pt: 'p2.0t*3,p3.0tt',
      d: 'rwd',
      y: 2017,
      w: 1,
    }),
    m('Stelvio', 'suv', 'Sprint:70|Veloce:85', { pt: 'p2.0t', d: 'awd', y: 2017, w: 1 }),
    m('Tonale', 'suv', 'Ti:50|Veloce:55', { pt: 'p1.5t,phev', y: 2023, w: 1 }),
  ]),
  car('Fiat', { logo: true, w: 0.3 }, [
    m('500', 'hatch', 'Pop:20|Lounge:25', { pt: 'p1.2', st: 4, dr: 3, w: 2 }),
    m('Ducato', 'van', 'Mid Roof LWB:60|High Roof XLWB:70', { pt: 'd2.3t', d: 'fwd', w: 1 }),
  ]),
  car('Abarth', { w: 0.1 }, [
    m('595', 'hatch', '595:30|Competizione:38', { pt: 'p1.4t', st: 4, dr: 3, w: 1 }),
  ]),
  car('Mini', { logo: true, w: 0.5, prestige: true }, [
    m('Cooper', 'hatch', 'Cooper:40|Cooper S:50|John Cooper Works:60', {
      pt: 'p1.5t*2,p2.0t',
      st: 4,
      dr: 3,
      w: 3,
    }),
    m('Countryman', 'suv', 'Cooper:55|Cooper S ALL4:65', { pt: 'p1.5t,p2.0t', w: 2 }),
  ]),
  car('Citroen', { w: 0.2 }, [
    m('C5 Aircross', 'suv', 'Shine:45|Shine Plus:50', { pt: 'p1.6t', y: 2019, w: 2 }),
    m('C3', 'hatch', 'Shine:28', { pt: 'p1.2', w: 1 }),
    m('Berlingo', 'van', 'L1:35|L2:38', { pt: 'd1.9t', d: 'fwd', w: 1 }),
  ]),
  car('Jaguar', { logo: true, w: 0.2, prestige: true }, [
    m('F-Pace', 'suv', 'P250 R-Dynamic SE:85|P400e:115|SVR:160', { pt: 'p2.0t,phev', d: 'awd', w: 2 }),
    m('E-Pace', 'suv', 'P200 S:70|P250 R-Dynamic SE:80', { pt: 'p2.0t', d: 'awd', w: 1 }),
    m('XE', 'sedan', 'R-Dynamic SE:70', { pt: 'p2.0t', d: 'rwd', to: 2021, w: 1 }),
  ]),
  car('Maserati', { logo: true, w: 0.1, prestige: true }, [
    m('Ghibli', 'sedan', 'GT:140|Modena:160', { pt: 'p2.0t,p3.0tt', d: 'rwd', w: 1 }),
    m('Levante', 'suv', 'GT:145|Modena:165', { pt: 'p3.0tt', d: 'awd', w: 1 }),
    m('Grecale', 'suv', 'GT:110|Modena:130|Trofeo:150', { pt: 'p2.0t,p3.0tt', d: 'awd', y: 2023, w: 1 }),
  ]),
  car('Ferrari', { logo: true, w: 0.05, prestige: true }, [
    m('Roma', 'coupe', 'Roma:410', { pt: 'p3.0tt', w: 1 }),
    m('296 GTB', 'coupe', '296 GTB:530', { pt: 'p3.0tt', y: 2022, w: 1 }),
    m('Portofino', 'convertible', 'M:400', { pt: 'p3.0tt', st: 4, w: 1 }),
  ]),
  car('Lamborghini', { logo: true, w: 0.03, prestige: true }, [
    m('Urus', 'suv', 'S:390|Performante:450', { pt: 'p3.0tt', d: 'awd', y: 2018, w: 1 }),
  ]),
  car('Bentley', { w: 0.03, prestige: true }, [
    m('Bentayga', 'suv', 'V8:380|Azure:420', { pt: 'p3.0tt', d: 'awd', w: 1 }),
    m('Continental GT', 'coupe', 'V8:420', { pt: 'p3.0tt', d: 'awd', w: 1 }),
  ]),
  car('Rolls-Royce', { w: 0.01, prestige: true }, [
    m('Cullinan', 'suv', 'Cullinan:700', { pt: 'p3.0tt', d: 'awd', y: 2019, w: 1 }),
  ]),
  car('Aston Martin', { w: 0.02, prestige: true }, [
    m('Vantage', 'coupe', 'V8:300', { pt: 'p3.0tt', w: 1 }),
    m('DBX', 'suv', '707:370', { pt: 'p3.0tt', d: 'awd', y: 2020, w: 1 }),
  ]),
  car('McLaren', { w: 0.01, prestige: true }, [
    m('Artura', 'coupe', 'Artura:450', { pt: 'phev', d: 'rwd', y: 2022, w: 1 }),
  ]),
  car('Lotus', { w: 0.02, prestige: true }, [
    m('Emira', 'coupe', 'V6 First Edition:190|i4 Turbo:175', { pt: 'p3.5,p2.0t', y: 2022, w: 1 }),
    m('Eletre', 'suv', 'Eletre:190', { pt: 'ev-awd', y: 2024, w: 1 }),
  ]),
  car('Alpine', { w: 0.02 }, [m('A110', 'coupe', 'GT:115|S:130', { pt: 'p1.6t', y: 2018, w: 1 })]),
  car('Smart', { w: 0.1 }, [
    m('#1', 'suv', 'Pro+:50|Premium:58|Brabus:70', { pt: 'ev', y: 2023, w: 2 }),
    m('#3', 'suv', 'Pro:55|Premium:60', { pt: 'ev', y: 2024, w: 1 }),
  ]),
  car('Ineos', { w: 0.1 }, [
    m('Grenadier', 'suv', 'Trialmaster:110|Fieldmaster:110|Belstaff:130', {
      pt: 'd3.3,p3.0tt',
      d: '4x4',
      y: 2023,
      w: 1,
    }),
  ]),
  car('KGM', { slug: 'kgm', w: 0.3 }, [
    m('Musso', 'ute', 'ELX:40|Ultimate:50', { pt: 'd2.2t', y: 2023, w: 3 }),
    m('Rexton', 'suv', 'ELX:50|Ultimate:60', { pt: 'd2.2t', d: '4x4', st: 7, y: 2023, w: 1 }),
    m('Torres', 'suv', 'ELX:40|Ultimate:45', { pt: 'p1.5t', y: 2024, w: 1 }),
  ]),
  car('SsangYong', { w: 0.3 }, [
    m('Musso', 'ute', 'ELX:38|Ultimate:45', { pt: 'd2.2t', y: 2018, to: 2023, w: 3 }),
    m('Rexton', 'suv', 'ELX:45|Ultimate:55', { pt: 'd2.2t', d: '4x4', st: 7, y: 2018, to: 2023, w: 1 }),
    m('Korando', 'suv', 'ELX:30|Ultimate:40', { pt: 'p1.5t', to: 2023, w: 1 }),
    m('Tivoli', 'suv', 'ELX:27|Ultimate:32', { pt: 'p1.6', y: 2016, to: 2023, w: 1 }),
  ]),
  car('RAM', { logo: true, w: 0.5 }, [
    m('1500', 'ute', 'Express:100|Laramie:130|Limited:150', { pt: 'p5.7', d: '4x4', y: 2019, w: 3 }),
    m('2500', 'ute', 'Laramie:160', { pt: 'd6.7', d: '4x4', y: 2019, w: 1 }),
  ]),
  car('Chevrolet', { w: 0.2 }, [
    m('Silverado', 'ute', '1500 LTZ Premium:130|2500HD LTZ:160', {
      pt: 'p6.2,d6.7',
      d: '4x4',
      y: 2021,
      w: 2,
    }),
    m('Corvette', 'coupe', 'Stingray 3LT:180', { pt: 'p6.2', y: 2022, w: 1 }),
  ]),
  car('Chrysler', { w: 0.1 }, [
    m('300', 'sedan', 'C:55|SRT:75', { pt: 'p3.6,p6.2', d: 'rwd', y: 2012, to: 2021, w: 1 }),
  ]),
  car('Dodge', { w: 0.05 }, [m('Journey', 'suv', 'SXT:30|R/T:35', { pt: 'p3.6', st: 7, to: 2016, w: 1 })]),
  car('Infiniti', { w: 0.05 }, [
    m('Q50', 'sedan', 'GT:55|Red Sport:75', { pt: 'p2.0t,p3.0tt', d: 'rwd', y: 2014, to: 2020, w: 1 }),
  ]),
  car('Proton', { w: 0.03 }, [
    m('Exora', 'people-mover', 'GX:26|GXR:29', { pt: 'p1.6', st: 7, y: 2014, to: 2018, w: 1 }),
  ]),
  car('Mahindra', { w: 0.15 }, [
    m('XUV700', 'suv', 'AX7:40|AX7L:45', { pt: 'p2.0t,d2.2t', st: 7, y: 2023, w: 2 }),
    m('Scorpio', 'suv', 'Z8:40', { pt: 'd2.2t', d: '4x4', st: 7, y: 2023, w: 1 }),
    m('Pik-Up', 'ute', 'S6:32|S11:36', { pt: 'd2.2t', w: 1 }),
  ]),
  car('Foton', { w: 0.05 }, [m('Tunland', 'ute', 'FX:40|FX Super:48', { pt: 'd2.0t', w: 1 })]),
  car('Daihatsu', { w: 0.05 }, [
    m('Terios', 'suv', 'SX:22', { pt: 'p1.5', d: '4x4', to: 2011, w: 1 }),
    m('Sirion', 'hatch', 'Sirion:15', { pt: 'p1.2', to: 2011, w: 1 }),
  ]),
  car('Saab', { w: 0.02 }, [m('9-3', 'sedan', 'Linear:45|Vector:50', { pt: 'p2.0t', to: 2012, w: 1 })]),
  car('Opel', { w: 0.02 }, [
    m('Astra', 'hatch', 'Enjoy:25|Sport:28', { pt: 'p1.6t', y: 2012, to: 2013, w: 1 }),
  ]),
  car('Zeekr', { w: 0.1 }, [
    m('001', 'wagon', 'Long Range RWD:85|Performance AWD:100', {
      pt: 'ev,ev-awd',
      d: 'rwd,awd',
      y: 2024,
      w: 1,
    }),
    m('7X', 'suv', 'RWD:60|Performance:75', { pt: 'ev,ev-awd', y: 2025, w: 1 }),
  ]),
  car('Xpeng', { w: 0.1 }, [
    m('G6', 'suv', 'Standard Range:55|Long Range:62', { pt: 'ev', d: 'rwd', y: 2024, w: 2 }),
    m('G9', 'suv', 'RWD Long Range:75|AWD Performance:90', { pt: 'ev,ev-awd', y: 2024, w: 1 }),
  ]),
  car('Leapmotor', { w: 0.05 }, [
    m('C10', 'suv', 'Style:45|Design:50', { pt: 'ev', d: 'rwd', y: 2025, w: 1 }),
  ]),
  car('Deepal', { w: 0.05 }, [m('S07', 'suv', 'Core:50|Ultra:55', { pt: 'ev', d: 'rwd', y: 2024, w: 1 })]),
  car('GAC', { w: 0.05 }, [m('Aion Y', 'suv', 'Plus:45', { pt: 'ev', y: 2025, w: 1 })]),
  car('Geely', { w: 0.05 }, [m('EX5', 'suv', 'Complete:40|Inspire:45', { pt: 'ev', y: 2025, w: 1 })]),
  car('Cadillac', { w: 0.02, prestige: true }, [
    m('Lyriq', 'suv', 'Sport:130', { pt: 'ev-awd', d: 'awd', y: 2025, w: 1 }),
  ]),
  car('GMC', { w: 0.05 }, [
    m('Sierra', 'ute', '1500 Denali:150|2500HD AT4:165', { pt: 'p6.2,d6.7', d: '4x4', y: 2024, w: 1 }),
  ]),
  car('Tata', { w: 0.03 }, [m('Xenon', 'ute', 'Pik-Up:25', { pt: 'd2.2t', y: 2009, to: 2016, w: 1 })]),
  car('Skywell', { w: 0.03 }, [m('BE11', 'suv', 'Premium:48', { pt: 'ev', y: 2024, w: 1 })]),

  // ── Motorcycles ───────────────────────────────────────────────────────────────────────────────────
  bike('Yamaha', { logo: true, w: 6 }, [
    m('MT-07', 'motorcycle', 'LAMS:12|Full Power:13', { pt: 'm0.69', cfg: 'Naked', w: 6 }),
    m('Tenere 700', 'motorcycle', 'Tenere 700:18|World Raid:22', {
      pt: 'm0.69',
      cfg: 'Adventure',
      y: 2020,
      w: 5,
    }),
    m('YZF-R3', 'motorcycle', 'YZF-R3:8', { pt: 'm0.3', cfg: 'Sport', y: 2015, w: 4 }),
    m('MT-09', 'motorcycle', 'MT-09:15|SP:18', { pt: 'm0.89', cfg: 'Naked', y: 2014, w: 3 }),
    m('XSR700', 'motorcycle', 'XSR700:13', { pt: 'm0.69', cfg: 'Retro', y: 2016, w: 2 }),
    m('Tracer 9 GT', 'motorcycle', 'Tracer 9 GT:22|GT+:25', { pt: 'm0.89', cfg: 'Touring', y: 2021, w: 2 }),
    m('WR450F', 'motorcycle', 'WR450F:14', { pt: 'm0.45', cfg: 'Enduro', w: 2 }),
  ]),
  bike('Kawasaki', { logo: true, w: 5 }, [
    m('Ninja 400', 'motorcycle', 'Ninja 400:8.5|KRT Edition:9', { pt: 'm0.4', cfg: 'Sport', y: 2018, w: 5 }),
    m('Z900', 'motorcycle', 'Z900:15|SE:17', { pt: 'm0.95', cfg: 'Naked', y: 2017, w: 4 }),
    m('KLR650', 'motorcycle', 'KLR650:10|Adventure:11', { pt: 'm0.65s', cfg: 'Adventure', w: 3 }),
    m('Z650', 'motorcycle', 'Z650:11|RS:12', { pt: 'm0.65', cfg: 'Naked', y: 2017, w: 3 }),
    m('Versys 650', 'motorcycle', 'Versys 650:12|LT:13', { pt: 'm0.65', cfg: 'Touring', w: 2 }),
    m('Vulcan S', 'motorcycle', 'Vulcan S:11', { pt: 'm0.65', cfg: 'Cruiser', y: 2015, w: 2 }),
  ]),
  bike('KTM', { logo: true, w: 4 }, [
    m('390 Duke', 'motorcycle', '390 Duke:8', { pt: 'm0.37', cfg: 'Naked', y: 2013, w: 4 }),
    m('890 Adventure', 'motorcycle', '890 Adventure:20|R:23', {
      pt: 'm0.89',
      cfg: 'Adventure',
      y: 2021,
      w: 4,
    }),
    m('390 Adventure', 'motorcycle', '390 Adventure:10', { pt: 'm0.37', cfg: 'Adventure', y: 2020, w: 3 }),
    m('1290 Super Adventure', 'motorcycle', 'S:30|R:32', { pt: 'm1.3', cfg: 'Adventure', y: 2017, w: 2 }),
    m('500 EXC-F', 'motorcycle', 'Six Days:17', { pt: 'm0.45', cfg: 'Enduro', w: 2 }),
  ]),
  bike('Harley-Davidson', { logo: true, w: 2.5, prestige: true }, [
    m('Street Glide', 'motorcycle', 'Street Glide:50|Special:55', {
      pt: 'm1.9',
      d: 'belt',
      cfg: 'Touring',
      w: 3,
    }),
    m('Sportster S', 'motorcycle', 'Sportster S:28', {
      pt: 'm1.25',
      d: 'belt',
      cfg: 'Cruiser',
      y: 2021,
      w: 3,
    }),
    m('Fat Boy', 'motorcycle', '114:40', { pt: 'm1.9', d: 'belt', cfg: 'Cruiser', w: 2 }),
    m('Pan America', 'motorcycle', '1250 Special:35', { pt: 'm1.25', cfg: 'Adventure', y: 2021, w: 1 }),
    m('Nightster', 'motorcycle', 'Nightster:25|Special:27', {
      pt: 'm1.0',
      d: 'belt',
      cfg: 'Cruiser',
      y: 2022,
      w: 1,
    }),
  ]),
  bike('Royal Enfield', { logo: true, w: 2 }, [
    m('Himalayan', 'motorcycle', 'Himalayan:9.5|Himalayan 450:10.5', {
      pt: 'm0.45',
      cfg: 'Adventure',
      y: 2016,
      w: 4,
    }),
    m('Interceptor 650', 'motorcycle', 'Interceptor 650:10.5', { pt: 'm0.65', cfg: 'Retro', y: 2019, w: 3 }),
    m('Continental GT 650', 'motorcycle', 'Continental GT 650:11', {
      pt: 'm0.65',
      cfg: 'Cafe Racer',
      y: 2019,
      w: 2,
    }),
    m('Classic 350', 'motorcycle', 'Classic 350:7.5', { pt: 'm0.37', cfg: 'Retro', y: 2021, w: 3 }),
    m('Hunter 350', 'motorcycle', 'Hunter 350:6.5', { pt: 'm0.37', cfg: 'Retro', y: 2022, w: 2 }),
  ]),
  bike('Ducati', { logo: true, w: 1.5, prestige: true }, [
    m('Monster', 'motorcycle', 'Monster:22|Monster+:23|SP:27', { pt: 'm0.95', cfg: 'Naked', w: 3 }),
    m('Multistrada V4', 'motorcycle', 'S:40|Rally:45', { pt: 'm1.1', cfg: 'Adventure', y: 2021, w: 2 }),
    m('Scrambler', 'motorcycle', 'Icon:17|Full Throttle:20', { pt: 'm0.8', cfg: 'Retro', y: 2015, w: 2 }),
    m('DesertX', 'motorcycle', 'DesertX:30', { pt: 'm0.95', cfg: 'Adventure', y: 2022, w: 1 }),
  ]),
  bike('Triumph', { logo: true, w: 1.5 }, [
    m('Street Triple 765', 'motorcycle', 'R:18|RS:22', { pt: 'm0.69', cfg: 'Naked', w: 2 }),
    m('Tiger 900', 'motorcycle', 'GT:24|Rally Pro:27', { pt: 'm0.89', cfg: 'Adventure', y: 2020, w: 2 }),
    m('Bonneville T120', 'motorcycle', 'T120:22', { pt: 'm1.25', cfg: 'Retro', w: 2 }),
    m('Speed 400', 'motorcycle', 'Speed 400:7.5', { pt: 'm0.4', cfg: 'Retro', y: 2024, w: 2 }),
    m('Trident 660', 'motorcycle', 'Trident 660:13', { pt: 'm0.65', cfg: 'Naked', y: 2021, w: 2 }),
  ]),
  bike('BMW Motorrad', { logo: true, w: 1.5, carMake: 'BMW', prestige: true }, [
    m('R 1300 GS', 'motorcycle', 'R 1300 GS:38|Trophy:42', {
      pt: 'm1.3',
      d: 'shaft',
      cfg: 'Adventure',
      y: 2024,
      w: 2,
    }),
    m('R 1250 GS', 'motorcycle', 'R 1250 GS:32|Adventure:36', {
      pt: 'm1.25',
      d: 'shaft',
      cfg: 'Adventure',
      y: 2019,
      to: 2023,
      w: 2,
    }),
    m('F 900 GS', 'motorcycle', 'F 900 GS:25', { pt: 'm0.89', cfg: 'Adventure', y: 2024, w: 1 }),
    m('G 310 R', 'motorcycle', 'G 310 R:8', { pt: 'm0.3', cfg: 'Naked', y: 2017, w: 1 }),
    m('S 1000 RR', 'motorcycle', 'S 1000 RR:35|M Package:40', { pt: 'm0.95', cfg: 'Sport', w: 1 }),
  ]),
  bike('Honda Motorcycles', { logo: true, w: 5, carMake: 'Honda' }, [
    m('CB650R', 'motorcycle', 'CB650R:13|E-Clutch:14', { pt: 'm0.65', cfg: 'Naked', y: 2019, w: 3 }),
    m('Africa Twin', 'motorcycle', 'CRF1100L:24|Adventure Sports ES:29', {
      pt: 'm1.1',
      cfg: 'Adventure',
      y: 2016,
      w: 3,
    }),
    m('CRF300L', 'motorcycle', 'CRF300L:9.5|Rally:11', { pt: 'm0.3', cfg: 'Enduro', y: 2021, w: 3 }),
    m('Rebel 500', 'motorcycle', 'Rebel 500:11', { pt: 'm0.45', cfg: 'Cruiser', y: 2017, w: 3 }),
    m('CBR650R', 'motorcycle', 'CBR650R:14', { pt: 'm0.65', cfg: 'Sport', y: 2019, w: 2 }),
    m('NC750X', 'motorcycle', 'NC750X:13|DCT:14', { pt: 'm0.69', cfg: 'Touring', w: 2 }),
    m('Gold Wing', 'motorcycle', 'Tour:50', { pt: 'm1.9', d: 'shaft', cfg: 'Touring', w: 1 }),
  ]),
  bike('Suzuki Motorcycles', { logo: true, w: 3, carMake: 'Suzuki' }, [
    m('V-Strom 650', 'motorcycle', 'V-Strom 650:13|XT:14', { pt: 'm0.65', cfg: 'Adventure', w: 3 }),
    m('V-Strom 800DE', 'motorcycle', 'V-Strom 800DE:19', { pt: 'm0.8', cfg: 'Adventure', y: 2023, w: 2 }),
    m('GSX-S1000', 'motorcycle', 'GSX-S1000:18|GT:21', { pt: 'm0.95', cfg: 'Naked', w: 2 }),
    m('DR650SE', 'motorcycle', 'DR650SE:10', { pt: 'm0.65s', cfg: 'Enduro', w: 3 }),
    m('Hayabusa', 'motorcycle', 'Hayabusa:30', { pt: 'm1.3', cfg: 'Sport', w: 1 }),
  ]),
  bike('Husqvarna', { w: 1 }, [
    m('Svartpilen 401', 'motorcycle', 'Svartpilen 401:9', { pt: 'm0.37', cfg: 'Naked', y: 2018, w: 2 }),
    m('Norden 901', 'motorcycle', 'Norden 901:22|Expedition:25', {
      pt: 'm0.89',
      cfg: 'Adventure',
      y: 2022,
      w: 1,
    }),
    m('TE 300', 'motorcycle', 'TE 300:17', { pt: 'm0.3', cfg: 'Enduro', w: 1 }),
  ]),
  bike('Aprilia', { w: 0.6 }, [
    m('RS 660', 'motorcycle', 'RS 660:18', { pt: 'm0.65', cfg: 'Sport', y: 2021, w: 1 }),
    m('Tuareg 660', 'motorcycle', 'Tuareg 660:21', { pt: 'm0.65', cfg: 'Adventure', y: 2022, w: 1 }),
  ]),
  bike('Moto Guzzi', { w: 0.3 }, [
    m('V85 TT', 'motorcycle', 'V85 TT:20|Travel:22', {
      pt: 'm0.89',
      d: 'shaft',
      cfg: 'Adventure',
      y: 2019,
      w: 1,
    }),
    m('V7', 'motorcycle', 'Stone:15|Special:16', { pt: 'm0.89', d: 'shaft', cfg: 'Retro', w: 1 }),
  ]),
  bike('Indian', { logo: true, w: 0.6 }, [
    m('Scout', 'motorcycle', 'Scout:28|Bobber:30', { pt: 'm1.25', d: 'belt', cfg: 'Cruiser', w: 2 }),
    m('Chief', 'motorcycle', 'Dark Horse:35', { pt: 'm1.9', d: 'belt', cfg: 'Cruiser', y: 2022, w: 1 }),
  ]),
  bike('CFMoto', { w: 1 }, [
    m('450MT', 'motorcycle', '450MT:9', { pt: 'm0.45', cfg: 'Adventure', y: 2024, w: 2 }),
    m('800MT', 'motorcycle', 'Touring:16|Explore:19', { pt: 'm0.8', cfg: 'Adventure', y: 2022, w: 1 }),
    m('300NK', 'motorcycle', '300NK:5.5', { pt: 'm0.3', cfg: 'Naked', y: 2019, w: 1 }),
  ]),
  bike('Benelli', { w: 0.5 }, [
    m('TRK 502', 'motorcycle', 'TRK 502:9|502X:9.5', { pt: 'm0.45', cfg: 'Adventure', y: 2018, w: 2 }),
    m('Leoncino 500', 'motorcycle', 'Leoncino 500:8', { pt: 'm0.45', cfg: 'Retro', y: 2018, w: 1 }),
  ]),
  bike('GasGas', { w: 0.3 }, [
    m('EC 300', 'motorcycle', 'EC 300:16', { pt: 'm0.3', cfg: 'Enduro', y: 2021, w: 1 }),
  ]),
  bike('Vespa', { w: 0.4 }, [
    m('GTS 300', 'motorcycle', 'Super:12|Super Sport:13', { pt: 'm0.3', d: 'belt', cfg: 'Scooter', w: 2 }),
    m('Primavera 150', 'motorcycle', 'Primavera 150:7', { pt: 'm0.3', d: 'belt', cfg: 'Scooter', w: 1 }),
  ]),
  bike('MV Agusta', { w: 0.05, prestige: true }, [
    m('Brutale 800', 'motorcycle', 'RR:28', { pt: 'm0.8', cfg: 'Naked', w: 1 }),
  ]),
  bike('Zero', { w: 0.05 }, [
    m('SR/F', 'motorcycle', 'Standard:30|Premium:33', { pt: 'm-ev', d: 'belt', cfg: 'Naked', y: 2020, w: 1 }),
  ]),
  bike('Beta', { w: 0.1 }, [
    m('RR 300', 'motorcycle', 'Race Edition:15', { pt: 'm0.3', cfg: 'Enduro', w: 1 }),
  ]),
  bike('Sherco', { w: 0.05 }, [m('300 SE', 'motorcycle', 'Factory:16', { pt: 'm0.3', cfg: 'Enduro', w: 1 })]),
  bike('Kymco', { w: 0.2 }, [
    m('Like 150i', 'motorcycle', 'Like 150i:4.5', { pt: 'm0.3', d: 'belt', cfg: 'Scooter', w: 1 }),
  ]),
  bike('SYM', { w: 0.1 }, [
    m('Jet 14', 'motorcycle', '200:4.8', { pt: 'm0.3', d: 'belt', cfg: 'Scooter', w: 1 }),
  ]),
  bike('Can-Am', { w: 0.1 }, [
    m('Ryker', 'motorcycle', '600:18|Rally:22', { pt: 'm0.65', d: 'belt', cfg: 'Trike', y: 2019, w: 1 }),
  ]),
  bike('Moto Morini', { w: 0.05 }, [
    m('X-Cape', 'motorcycle', '650:13', { pt: 'm0.65', cfg: 'Adventure', y: 2022, w: 1 }),
  ]),
  bike('Norton', { w: 0.02, prestige: true }, [
    m('Commando 961', 'motorcycle', 'Sport MkII:38', { pt: 'm0.95', cfg: 'Retro', w: 1 }),
  ]),

  // ── Trucks ───────────────────────────────────────────────────────────────────────────────────────
  truck('Isuzu Trucks', { logo: true, w: 5, carMake: 'Isuzu' }, [
    m('NLR', 'truck', '45-150 AMT:60', { pt: 'td3.0', s: 'N Series', w: 2 }),
    m('NPR', 'truck', '45-155 AMT:75|75-190 AMT:82', { pt: 'td5.2', s: 'N Series', w: 4 }),
    m('NQR', 'truck', '87-190 AMT:95', { pt: 'td5.2', s: 'N Series', w: 2 }),
    m('FRR', 'truck', '110-240 Auto:120', { pt: 'td5.2', s: 'F Series', w: 1.5 }),
    m('FVR', 'truck', '165-300 Auto:150', { pt: 'td7.8', s: 'F Series', w: 2 }),
  ]),
  truck('Fuso', { logo: true, w: 3 }, [
    m('Canter', 'truck', '515 Wide:70|918 Wide:90', { pt: 'td3.0', w: 4 }),
    m('Fighter', 'truck', '1627 Auto:150|2427:170', { pt: 'td7.8', w: 2 }),
    m('Shogun', 'truck', 'FS 2650:300', { pt: 'td13', w: 1 }),
  ]),
  truck('Hino', { logo: true, w: 3 }, [
    m('300 Series', 'truck', '616 Auto:70|717 Hybrid:80|917 Auto:88', { pt: 'td4.0', w: 4 }),
    m('500 Series', 'truck', 'FC 1124:130|FD 1124:150|FG 1628:170', { pt: 'td7.8', w: 2 }),
    m('700 Series', 'truck', 'FS 2848:280', { pt: 'td13', w: 1 }),
  ]),
  truck('UD Trucks', { logo: true, w: 1.5 }, [
    m('Croner', 'truck', 'PKE 250:140|PDE 250:150', { pt: 'td7.8', y: 2016, w: 2 }),
    m('Quon', 'truck', 'GW 26 460:280', { pt: 'td13', w: 1 }),
  ]),
  truck('Volvo Trucks', { w: 1, carMake: 'Volvo' }, [
    m('FH', 'truck', 'FH 540:350', { pt: 'td13', w: 2 }),
    m('FM', 'truck', 'FM 460:300', { pt: 'td13', w: 1 }),
    m('FE', 'truck', 'FE 320:200', { pt: 'td7.8', w: 1 }),
  ]),
  truck('Kenworth', { w: 1 }, [
    m('T610', 'truck', 'T610 SAR:380', { pt: 'td13', w: 2 }),
    m('T410', 'truck', 'T410:280', { pt: 'td13', w: 1 }),
  ]),
  truck('Mack', { w: 0.5 }, [m('Granite', 'truck', 'Granite:330', { pt: 'td13', w: 1 })]),
  truck('Scania', { w: 0.5 }, [m('R Series', 'truck', 'R 500:330', { pt: 'td13', w: 1 })]),
  truck('Mercedes-Benz Trucks', { w: 0.5, carMake: 'Mercedes-Benz' }, [
    m('Actros', 'truck', '2653:320', { pt: 'td13', w: 1 }),
    m('Atego', 'truck', '1530:160', { pt: 'td7.8', w: 1 }),
  ]),
  truck('Iveco', { w: 0.6 }, [
    m('Daily', 'truck', '50C18:85|70C21:95', { pt: 'td3.0', w: 2 }),
    m('Eurocargo', 'truck', 'ML160:150', { pt: 'td7.8', w: 1 }),
  ]),
  truck('DAF', { w: 0.3 }, [m('XF', 'truck', 'XF 530:320', { pt: 'td13', w: 1 })]),
  truck('Western Star', { w: 0.2 }, [m('4800', 'truck', '4864FXC:380', { pt: 'td13', w: 1 })]),
  truck('Freightliner', { w: 0.2 }, [m('Cascadia', 'truck', '126:400', { pt: 'td13', y: 2020, w: 1 })]),
  truck('International', { w: 0.1 }, [m('ProStar', 'truck', 'Eagle:250', { pt: 'td13', to: 2019, w: 1 })]),
  truck('MAN', { w: 0.1 }, [m('TGX', 'truck', '26.540:340', { pt: 'td13', w: 1 })]),

  // ── Caravans and camper trailers ─────────────────────────────────────────────────────────────────
  van('Jayco', { logo: true, w: 6 }, [
    m('Journey', 'caravan', 'Outback 19ft:92|Outback 21ft:99', { cfg: 'Caravan', w: 4 }),
    m('Crosstrak', 'camper-trailer', 'Crosstrak 14ft:72', { cfg: 'Hybrid Camper', y: 2020, w: 3 }),
    m('Conquest', 'caravan', 'Outback 22ft:108|Outback 24ft:118', { cfg: 'Caravan', w: 2 }),
    m('Starcraft', 'caravan', 'Starcraft 17ft:62|Starcraft 19ft:68', { cfg: 'Caravan', w: 3 }),
    m('Swan', 'camper-trailer', 'Outback 12ft:42', { cfg: 'Camper Trailer', w: 2 }),
    m('Silverline', 'caravan', 'Outback 21ft:125', { cfg: 'Caravan', w: 1 }),
  ]),
  van('New Age', { logo: true, w: 3 }, [
    m('Manta Ray', 'caravan', 'MR19ERS:85|MR21ERS2:95', { cfg: 'Caravan', w: 3 }),
    m('Big Red', 'caravan', 'BR19ERS:105|BR22ERS2:120', { cfg: 'Caravan', w: 2 }),
    m('Road Owl', 'caravan', 'RO17:75', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Lotus Caravans', { logo: true, w: 2 }, [
    m('Trooper', 'caravan', 'Trooper 20ft:135|Trooper 22ft:148', { cfg: 'Caravan', w: 2 }),
    m('Off-Grid', 'caravan', 'Off-Grid 19ft:122|Off-Grid 21ft:135', { cfg: 'Caravan', w: 2 }),
    m('Freelander', 'caravan', 'Freelander 20ft:110', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Zone RV', { logo: true, w: 1.5 }, [
    m('Z-3', 'caravan', 'Z-3 18ft:115|Z-3 20ft:128', { cfg: 'Caravan', y: 2016, w: 2 }),
    m('Z-4', 'caravan', 'Z-4 21ft:140', { cfg: 'Caravan', y: 2018, w: 1 }),
  ]),
  van('Crusader', { logo: true, w: 1.5 }, [
    m('Exclusive', 'caravan', 'Exclusive 21ft:98|Exclusive 23ft:108', { cfg: 'Caravan', w: 2 }),
    m('Excalibur', 'caravan', 'Excalibur 20ft:95', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Avan', { logo: true, w: 1.5 }, [
    m('Cruiseliner', 'camper-trailer', 'Cruiseliner 14ft:55|Cruiseliner 16ft:62', { cfg: 'Pop Top', w: 3 }),
    m('Aspire', 'caravan', 'Aspire 17ft:72', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Coromal', { logo: true, w: 1 }, [
    m('Element', 'caravan', 'Element 17ft:72|Element 19ft:79', { cfg: 'Caravan', w: 2 }),
    m('Lustre', 'caravan', 'Lustre 20ft:85', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Windsor', { w: 0.8 }, [
    m('Genesis', 'caravan', 'Genesis 18ft:68', { cfg: 'Caravan', w: 1 }),
    m('Rapid', 'caravan', 'Rapid 16ft:58', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Roadstar', { w: 0.6 }, [m('Voyager', 'caravan', 'Voyager 20ft:82', { cfg: 'Caravan', w: 1 })]),
  van('Supreme', { w: 0.5 }, [m('Getaway', 'caravan', 'Getaway 18ft:70', { cfg: 'Caravan', w: 1 })]),
  van('Snowy River', { w: 0.8 }, [
    m('SRC-19', 'caravan', 'SRC-19:62', { cfg: 'Caravan', w: 1 }),
    m('SRT-16', 'camper-trailer', 'SRT-16:55', { cfg: 'Hybrid Camper', w: 1 }),
  ]),
  van('Kokoda', { w: 0.4 }, [m('Keira', 'caravan', 'Keira 19ft:75', { cfg: 'Caravan', w: 1 })]),
  van('Royal Flair', { w: 0.4 }, [m('Phoenix', 'caravan', 'Phoenix 21ft:90', { cfg: 'Caravan', w: 1 })]),
  van('Retreat', { w: 0.3 }, [
    m('Port Douglas', 'caravan', 'Port Douglas 21ft:85', { cfg: 'Caravan', w: 1 }),
  ]),
  van('Design RV', { w: 0.2 }, [m('Zion', 'caravan', 'Zion 20ft:100', { cfg: 'Caravan', y: 2019, w: 1 })]),
  van('Bushtracker', { w: 0.2 }, [m('21ft', 'caravan', 'Off Road:160', { cfg: 'Caravan', w: 1 })]),
  van('Kedron', { w: 0.1 }, [m('XC3', 'caravan', 'XC3 20ft:140', { cfg: 'Caravan', w: 1 })]),
  van('Essential', { w: 0.2 }, [m('Ruggid', 'caravan', 'Ruggid 16ft:85', { cfg: 'Caravan', w: 1 })]),
  van('Track Trailer', { w: 0.3 }, [
    m('Tvan', 'camper-trailer', 'Tvan MK5:60', { cfg: 'Camper Trailer', w: 1 }),
  ]),
  van('Black Series', { w: 0.5 }, [
    m('HQ19', 'caravan', 'HQ19:85', { cfg: 'Caravan', y: 2017, w: 1 }),
    m('Alpha', 'camper-trailer', 'Alpha:40', { cfg: 'Camper Trailer', w: 1 }),
  ]),
  van('MDC', { w: 0.4 }, [m('XT12', 'camper-trailer', 'XT12 HR:30', { cfg: 'Camper Trailer', w: 1 })]),
  van('Opus', { w: 0.3 }, [m('OP4', 'camper-trailer', 'OP4:50', { cfg: 'Camper Trailer', y: 2018, w: 1 })]),
  van('Cub Campers', { w: 0.2 }, [
    m('Supa Drifta', 'camper-trailer', 'Supa Drifta:45', { cfg: 'Camper Trailer', w: 1 }),
  ]),
  van('Ezytrail', { w: 0.2 }, [
    m('Stirling GT', 'camper-trailer', 'Stirling GT:25', { cfg: 'Camper Trailer', w: 1 }),
  ]),
  van('Complete Campsite', { w: 0.1 }, [
    m('Exodus', 'camper-trailer', 'Exodus 10:30', { cfg: 'Camper Trailer', w: 1 }),
  ]),
  van('Kimberley', { w: 0.1 }, [
    m('Kruiser', 'camper-trailer', 'Platinum:85', { cfg: 'Hybrid Camper', w: 1 }),
  ]),
  van('Sunland', { w: 0.2 }, [m('Patriot', 'caravan', 'Patriot 19ft:70', { cfg: 'Caravan', w: 1 })]),
  van('Golf', { w: 0.2 }, [m('Savoy', 'caravan', 'Savoy 16ft:32', { cfg: 'Caravan', to: 2012, w: 1 })]),
  van('Regent', { w: 0.2 }, [m('Cruiser', 'caravan', 'Cruiser 21ft:90', { cfg: 'Caravan', w: 1 })]),
  van('Millard', { w: 0.1 }, [
    m('Classic', 'caravan', 'Classic 15ft:28', { cfg: 'Caravan', to: 2012, w: 1 }),
  ]),
  van('Franklin', { w: 0.1 }, [
    m('Castlereagh', 'caravan', 'Castlereagh 18ft:35', { cfg: 'Caravan', to: 2014, w: 1 }),
  ]),
  van('Wonderland', { w: 0.2 }, [m('Tasman', 'caravan', 'Tasman 20ft:75', { cfg: 'Caravan', w: 1 })]),
  van('Concept', { w: 0.1 }, [m('Sterling', 'caravan', 'Sterling 20ft:80', { cfg: 'Caravan', w: 1 })]),
];

export const makeByName = new Map(MAKES.map((mk) => [mk.name, mk]));

/** Real paint names per make and the image colour family each one is drawn in. */
export type Paint = readonly [name: string, family: MediaColour];

const GENERIC: Paint[] = [
  ['Pure White', 'white'],
  ['Midnight Black', 'black'],
  ['Titanium Silver', 'silver'],
  ['Graphite Grey', 'grey'],
  ['Ocean Blue', 'blue'],
  ['Flame Red', 'red'],
  ['Forest Green', 'green'],
  ['Bronze Metallic', 'bronze'],
  ['Sunset Orange', 'orange'],
  ['Solar Yellow', 'yellow'],
];

export const PAINTS: Record<string, Paint[]> = {
  Toyota: [
    ['Glacier White', 'white'],
    ['Frosted White', 'white'],
    ['Crystal Pearl', 'white'],
    ['Silver Pearl', 'silver'],
    ['Graphite', 'grey'],
    ['Eclipse Black', 'black'],
    ['Saturn Blue', 'blue'],
    ['Oxide Bronze', 'bronze'],
    ['Feverish Red', 'red'],
    ['Eclectic Green', 'green'],
  ],
  Lexus: [
    ['Sonic Quartz', 'white'],
    ['Graphite Black', 'black'],
    ['Sonic Titanium', 'silver'],
    ['Sonic Chrome', 'grey'],
    ['Celestial Blue', 'blue'],
    ['Red Mica', 'red'],
  ],
  Mazda: [
    ['Snowflake White Pearl', 'white'],
    ['Rhodium White', 'white'],
    ['Jet Black', 'black'],
    ['Machine Grey', 'grey'],
    ['Polymetal Grey', 'grey'],
    ['Sonic Silver', 'silver'],
    ['Soul Red Crystal', 'red'],
    ['Deep Crystal Blue', 'blue'],
    ['Zircon Sand', 'bronze'],
  ],
  Ford: [
    ['Arctic White', 'white'],
    ['Shadow Black', 'black'],
    ['Meteor Grey', 'grey'],
    ['Aluminium', 'silver'],
    ['Blue Lightning', 'blue'],
    ['Sedona Orange', 'orange'],
    ['True Red', 'red'],
    ['Equinox Bronze', 'bronze'],
    ['Conquer Grey', 'grey'],
  ],
  Hyundai: [
    ['Polar White', 'white'],
    ['Phantom Black', 'black'],
    ['Shimmering Silver', 'silver'],
    ['Amazon Grey', 'grey'],
    ['Intense Blue', 'blue'],
    ['Fiery Red', 'red'],
    ['Gravity Gold', 'bronze'],
  ],
  Kia: [
    ['Clear White', 'white'],
    ['Snow White Pearl', 'white'],
    ['Aurora Black', 'black'],
    ['Steel Grey', 'grey'],
    ['Silky Silver', 'silver'],
    ['Runway Red', 'red'],
    ['Yacht Blue', 'blue'],
    ['Jungle Wood Green', 'green'],
  ],
  Mitsubishi: [
    ['White Solid', 'white'],
    ['White Diamond', 'white'],
    ['Black Mica', 'black'],
    ['Titanium Grey', 'grey'],
    ['Sterling Silver', 'silver'],
    ['Red Diamond', 'red'],
    ['Impulse Blue', 'blue'],
    ['Yellow Metallic', 'yellow'],
  ],
  Nissan: [
    ['Polar White', 'white'],
    ['Ivory Pearl', 'white'],
    ['Diamond Black', 'black'],
    ['Brilliant Silver', 'silver'],
    ['Gun Metallic', 'grey'],
    ['Burning Red', 'red'],
    ['Caspian Blue', 'blue'],
    ['Forged Copper', 'bronze'],
  ],
  Volkswagen: [
    ['Pure White', 'white'],
    ['Deep Black Pearl', 'black'],
    ['Reflex Silver', 'silver'],
    ['Indium Grey', 'grey'],
    ['Kings Red', 'red'],
    ['Atlantic Blue', 'blue'],
    ['Kurkuma Yellow', 'yellow'],
  ],
  Subaru: [
    ['Crystal White', 'white'],
    ['Crystal Black Silica', 'black'],
    ['Ice Silver', 'silver'],
    ['Magnetite Grey', 'grey'],
    ['Autumn Green', 'green'],
    ['Horizon Blue', 'blue'],
    ['WR Blue Pearl', 'blue'],
    ['Pure Red', 'red'],
  ],
  MG: [
    ['Dover White', 'white'],
    ['Pebble Black', 'black'],
    ['Tied Silver', 'silver'],
    ['Clipper Blue', 'blue'],
    ['Diamond Red', 'red'],
  ],
  Isuzu: [
    ['Mineral White', 'white'],
    ['Cobalt Black', 'black'],
    ['Mercury Silver', 'silver'],
    ['Obsidian Grey', 'grey'],
    ['Valencia Orange', 'orange'],
    ['Cobalt Blue', 'blue'],
  ],
  Tesla: [
    ['Pearl White', 'white'],
    ['Solid Black', 'black'],
    ['Stealth Grey', 'grey'],
    ['Quicksilver', 'silver'],
    ['Deep Blue', 'blue'],
    ['Ultra Red', 'red'],
  ],
  BYD: [
    ['Ski White', 'white'],
    ['Cosmos Black', 'black'],
    ['Boulder Grey', 'grey'],
    ['Surf Blue', 'blue'],
    ['Parkour Red', 'red'],
  ],
  Holden: [
    ['Heron White', 'white'],
    ['Phantom Black', 'black'],
    ['Nitrate Silver', 'silver'],
    ['Prussian Steel', 'grey'],
    ['Red Hot', 'red'],
    ['Slipstream Blue', 'blue'],
  ],
  Honda: [
    ['Platinum White', 'white'],
    ['Crystal Black', 'black'],
    ['Lunar Silver', 'silver'],
    ['Meteoroid Grey', 'grey'],
    ['Ignite Red', 'red'],
    ['Grand Prix Red', 'red'],
    ['Matte Black', 'black'],
  ],
  Yamaha: [
    ['Icon Blue', 'blue'],
    ['Tech Black', 'black'],
    ['Cyan Storm', 'grey'],
    ['Ceramic Ice', 'white'],
  ],
  Kawasaki: [
    ['Lime Green', 'green'],
    ['Metallic Spark Black', 'black'],
    ['Pearl Robotic White', 'white'],
    ['Candy Persimmon Red', 'red'],
  ],
  KTM: [
    ['Orange', 'orange'],
    ['Black', 'black'],
    ['White', 'white'],
  ],
  'Harley-Davidson': [
    ['Vivid Black', 'black'],
    ['Billiard Red', 'red'],
    ['Gunship Grey', 'grey'],
    ['Atlas Silver', 'silver'],
  ],
  'Royal Enfield': [
    ['Slate Himalayan Salt', 'grey'],
    ['Kaza Brown', 'bronze'],
    ['Baja Orange', 'orange'],
    ['Rocky Red', 'red'],
  ],
  'Honda Motorcycles': [
    ['Grand Prix Red', 'red'],
    ['Matte Gunpowder Black', 'black'],
    ['Pearl Glare White', 'white'],
    ['Matte Jeans Blue', 'blue'],
  ],
  'Suzuki Motorcycles': [
    ['Pearl Vigor Blue', 'blue'],
    ['Glass Sparkle Black', 'black'],
    ['Champion Yellow', 'yellow'],
    ['Metallic Matte Grey', 'grey'],
  ],
  'BMW Motorrad': [
    ['Light White', 'white'],
    ['Racing Red', 'red'],
    ['Blackstorm Metallic', 'black'],
    ['Racing Blue', 'blue'],
  ],
  Ducati: [
    ['Ducati Red', 'red'],
    ['Dark Stealth', 'black'],
    ['Iceberg White', 'white'],
  ],
};

const MOTORCYCLE_PAINTS: Paint[] = [
  ['Gloss Black', 'black'],
  ['Racing Red', 'red'],
  ['Matte Grey', 'grey'],
  ['Pearl White', 'white'],
  ['Competition Green', 'green'],
  ['Race Blue', 'blue'],
  ['Orange', 'orange'],
];
const TRUCK_PAINTS: Paint[] = [
  ['Arc White', 'white'],
  ['Arc White', 'white'],
  ['Fleet Red', 'red'],
  ['Fleet Blue', 'blue'],
];
const CARAVAN_PAINTS: Paint[] = [
  ['White with Charcoal Composite', 'grey'],
  ['White with Black Composite', 'black'],
  ['White with Silver Checkerplate', 'silver'],
  ['Gloss White', 'white'],
];

export function paintsFor(mk: MakeDef): Paint[] {
  if (mk.kind === 'truck') return TRUCK_PAINTS;
  if (mk.kind === 'caravan') return CARAVAN_PAINTS;
  if (mk.kind === 'motorcycle') return PAINTS[mk.name] ?? MOTORCYCLE_PAINTS;
  return PAINTS[mk.name] ?? PAINTS[mk.carMake] ?? GENERIC;
}

import type { MediaBody } from '../../../src/lib/media-names';
import type { Drawing } from './draw';
import { hashText, luminance, mix, SvgDoc, shade } from './svg';
import { renderVehicle } from './vehicle-render';
import { vehicleModel } from './vehicle-shapes';

// Brand logo tiles (a text wordmark with a monogram emblem), brand banners and dealership location
// photos. Everything varies deterministically with the slug or number.

const UPPER = new Set([
  'bmw',
  'mg',
  'ktm',
  'byd',
  'gwm',
  'ldv',
  'hsv',
  'ram',
  'ud',
  'rv',
  'kgm',
  'gac',
  'mv',
  'ute',
  'daf',
  'man',
  'mdc',
]);
const SPECIAL: Record<string, string> = {
  'mercedes-benz': 'Mercedes-Benz',
  'harley-davidson': 'Harley-Davidson',
  'rolls-royce': 'Rolls-Royce',
  cfmoto: 'CFMoto',
  mclaren: 'McLaren',
  gasgas: 'GasGas',
};

/** 'isuzu-ute' → 'Isuzu UTE', 'royal-enfield' → 'Royal Enfield', 'mercedes-benz' → 'Mercedes-Benz'. */
export function titleFromSlug(slug: string): string {
  if (SPECIAL[slug]) return SPECIAL[slug];
  return slug
    .split('-')
    .map((word) => (UPPER.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

const MOTO =
  /yamaha|kawasaki|ktm|motorcycles|royal-enfield|harley|ducati|triumph|motorrad|husqvarna|aprilia|guzzi|indian|cfmoto|benelli|gasgas|vespa|piaggio|agusta|moto/;
const TRUCK = /trucks|fuso|hino|kenworth|mack|scania|iveco|daf|freightliner|western-star|fleet/;
const CARAVAN =
  /jayco|new-age|lotus-caravans|zone-rv|crusader|avan|coromal|windsor|caravan|rv|kokoda|snowy|supreme|roadstar|bushtracker|retreat/;

function brandBody(slug: string): MediaBody {
  if (MOTO.test(slug)) return 'motorcycle';
  if (TRUCK.test(slug)) return 'truck';
  if (CARAVAN.test(slug)) return 'caravan';
  if (/ute|isuzu|triton|ranger|ford/.test(slug)) return 'ute';
  return 'suv';
}

/** A brand colour from the slug: a hue, kept dark enough for white text. */
function brandColour(slug: string): string {
  const hues = [
    '#0b3d91',
    '#c8102e',
    '#1a1a1a',
    '#005a3c',
    '#6b2c91',
    '#00677f',
    '#b4541a',
    '#3c4a5c',
    '#8a1538',
    '#1f5faa',
  ];
  return hues[hashText(slug) % hues.length];
}

export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 410;

export function drawLogo(slug: string): Drawing {
  const doc = new SvgDoc(LOGO_WIDTH, LOGO_HEIGHT);
  const title = titleFromSlug(slug);
  const colour = brandColour(slug);
  const h = hashText(slug);
  doc.rect(0, 0, LOGO_WIDTH, LOGO_HEIGHT, '#ffffff');
  const cx = LOGO_WIDTH / 2;
  const cy = 150;
  const shapeKind = h % 4;
  const emblemFill = doc.linear([
    [0, mix(colour, '#ffffff', 0.25)],
    [1, shade(colour, 0.8)],
  ]);
  if (shapeKind === 0) doc.ellipse(cx, cy, 105, 105, emblemFill);
  else if (shapeKind === 1) doc.ellipse(cx, cy, 140, 88, emblemFill);
  else if (shapeKind === 2)
    doc.poly(
      [
        [cx - 100, cy - 95],
        [cx + 100, cy - 95],
        [cx + 100, cy + 10],
        [cx, cy + 105],
        [cx - 100, cy + 10],
      ],
      emblemFill,
    );
  else
    doc.poly(
      [
        [cx, cy - 110],
        [cx + 120, cy],
        [cx, cy + 110],
        [cx - 120, cy],
      ],
      emblemFill,
    );
  const monogram = title
    .split(/[\s-]+/)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
  doc.text(cx, cy + 36, monogram, { size: monogram.length > 1 ? 96 : 120, fill: '#ffffff', weight: 700 });
  const size = Math.min(64, 430 / (0.84 * Math.max(3, title.length)));
  doc.text(cx, 345, title.toUpperCase(), {
    size,
    fill: shade(colour, 0.9),
    weight: 700,
    extra: 'letter-spacing="1"',
  });
  return { svg: doc.toString(), width: LOGO_WIDTH, height: LOGO_HEIGHT };
}

export const CERTIFIED_WIDTH = 520;
export const CERTIFIED_HEIGHT = 160;

/**
 * A make's certified pre-owned programme badge: a seal with a tick in the brand's colour beside the
 * make's name and 'CERTIFIED PRE-OWNED', on white with a coloured frame, so it reads on any photo.
 */
export function drawCertifiedBadge(slug: string): Drawing {
  const doc = new SvgDoc(CERTIFIED_WIDTH, CERTIFIED_HEIGHT);
  const title = titleFromSlug(slug).toUpperCase();
  const colour = brandColour(slug);
  doc.add(
    `<rect x="4" y="4" width="${CERTIFIED_WIDTH - 8}" height="${CERTIFIED_HEIGHT - 8}" rx="28" fill="#ffffff" stroke="${colour}" stroke-width="8"/>`,
  );
  const cx = 84;
  const cy = CERTIFIED_HEIGHT / 2;
  // A twelve-point seal.
  const seal: [number, number][] = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 === 0 ? 58 : 48;
    const a = (Math.PI * i) / 12;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  doc.poly(seal, colour);
  doc.add(
    `<path d="M${cx - 24} ${cy + 2} l16 16 l32 -34" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const size = Math.min(56, 330 / (0.74 * Math.max(4, title.length)));
  doc.text(160, cy + 2, title, { size, fill: shade(colour, 0.9), weight: 700, anchor: 'start' });
  doc.text(160, cy + 44, 'CERTIFIED PRE-OWNED', { size: 23, fill: '#1f2937', weight: 700, anchor: 'start' });
  return { svg: doc.toString(), width: CERTIFIED_WIDTH, height: CERTIFIED_HEIGHT };
}

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export function drawBanner(slug: string): Drawing {
  const doc = new SvgDoc(BANNER_WIDTH, BANNER_HEIGHT);
  const title = titleFromSlug(slug);
  const colour = brandColour(slug);
  doc.rect(
    0,
    0,
    BANNER_WIDTH,
    BANNER_HEIGHT,
    doc.linear(
      [
        [0, shade(colour, 0.45)],
        [0.55, shade(colour, 0.9)],
        [1, mix(colour, '#ffffff', 0.25)],
      ],
      { x2: 1, y2: 0.3 },
    ),
  );
  doc.poly(
    [
      [820, 0],
      [1600, 0],
      [1600, 500],
      [640, 500],
    ],
    '#ffffff',
    'opacity="0.08"',
  );
  doc.rect(
    0,
    380,
    BANNER_WIDTH,
    120,
    doc.linear([
      [0, '#000', 0],
      [1, '#000', 0.35],
    ]),
  );
  const size = Math.min(96, 700 / (0.66 * Math.max(4, title.length)));
  doc.text(80, 230, title, { size, fill: '#ffffff', weight: 700, anchor: 'start' });
  doc.rect(84, 262, 120, 8, '#ffffff', 'opacity="0.85"');
  const paint = ['#eceef0', '#aeb4ba', '#b0131e', '#1d4f9c', '#de6a1c', '#2c6a40'][hashText(slug) % 6];
  renderVehicle(doc, vehicleModel(brandBody(slug)), {
    colour: luminance(paint) > 0.5 && luminance(colour) > 0.5 ? '#18191d' : paint,
    azimuth: 35,
    elevation: 9,
    fit: { x: 860, y: 70, w: 660, h: 360 },
  });
  return { svg: doc.toString(), width: BANNER_WIDTH, height: BANNER_HEIGHT };
}

const SKIES: [string, string][] = [
  ['#4f8fd1', '#cfe4f5'],
  ['#6aa3dc', '#e6f1f8'],
  ['#3f76b5', '#b9d6ee'],
  ['#f0a35e', '#fbe2c0'],
];
const FASCIAS = ['#c8102e', '#0b2545', '#ff5a1f', '#b4541a', '#1f5faa', '#2f4f3a', '#1a1a1a', '#d4a017'];

/** A dealership seen from its forecourt: showroom, fascia, pylon sign, trees and stock out front. */
export function drawLocation(n: number): string {
  const W = 1200;
  const H = 800;
  const doc = new SvgDoc(W, H);
  const h = hashText(`location-${n}`);
  const [skyTop, skyBottom] = SKIES[n % SKIES.length];
  const fascia = FASCIAS[h % FASCIAS.length];
  const horizon = 470;
  doc.rect(
    0,
    0,
    W,
    horizon,
    doc.linear([
      [0, skyTop],
      [1, skyBottom],
    ]),
  );
  for (let k = 0; k < 4; k++) {
    const x = ((h >>> (k * 3)) % 1000) + 100;
    doc.ellipse(x, 80 + k * 30, 90 + k * 10, 22, '#ffffff', 'opacity="0.6"');
  }
  // Forecourt and kerb.
  doc.rect(
    0,
    horizon,
    W,
    H - horizon,
    doc.linear([
      [0, '#9a9ea3'],
      [1, '#c4c7ca'],
    ]),
  );
  doc.rect(0, H - 60, W, 60, '#7f8388');
  for (let x = 0; x < W; x += 160) doc.rect(x + 40, 640, 90, 6, '#f4f4f0', 'opacity="0.8"');
  // Showroom: glazed front, solid side wing, fascia band.
  const left = 140 + (h % 80);
  const right = 1060 - ((h >>> 4) % 80);
  const roof = 190 + ((h >>> 8) % 50);
  doc.rect(left - 40, roof + 40, 200, horizon - roof - 40, '#d9dadc');
  doc.rect(
    left + 140,
    roof + 70,
    right - left - 140,
    horizon - roof - 70,
    doc.linear([
      [0, '#32404f'],
      [0.5, '#5b7189'],
      [1, '#2b3642'],
    ]),
  );
  for (let x = left + 140; x < right; x += 70) doc.rect(x, roof + 70, 4, horizon - roof - 70, '#c9ced4');
  doc.rect(left + 120, roof, right - left - 100, 70, fascia);
  doc.rect(left + 120, roof + 62, right - left - 100, 8, shade(fascia, 0.7));
  doc.text((left + right) / 2 + 20, roof + 48, 'SALES  •  SERVICE  •  PARTS', {
    size: 30,
    fill: luminance(fascia) > 0.55 ? '#111' : '#fff',
    weight: 700,
  });
  // Pylon sign.
  const pylon = n % 2 === 0 ? 70 : W - 110;
  doc.rect(pylon, 160, 44, horizon - 160, '#dcdde0');
  doc.rect(pylon - 10, 150, 64, 120, fascia);
  doc.ellipse(pylon + 22, 210, 22, 16, 'none', 'stroke="#ffffff" stroke-width="5"');
  // Flags and trees.
  for (let k = 0; k < 3; k++) {
    const x = left + 200 + k * 60;
    doc.rect(x, horizon - 170, 3, 170, '#eee');
    doc.poly(
      [
        [x + 3, horizon - 170],
        [x + 45, horizon - 160],
        [x + 3, horizon - 145],
      ],
      k % 2 ? fascia : '#ffffff',
    );
  }
  for (const tx of [left - 80, right + 40]) {
    doc.rect(tx - 6, horizon - 120, 12, 120, '#6b4f35');
    doc.ellipse(tx, horizon - 140, 70, 60, '#4e7a45');
    doc.ellipse(tx - 30, horizon - 110, 50, 40, '#5f8c55');
  }
  // Stock on the forecourt.
  const bodies: MediaBody[] = ['suv', 'ute', 'hatch', 'sedan', 'wagon', 'people-mover'];
  const paints = ['#eceef0', '#18191d', '#aeb4ba', '#b0131e', '#1d4f9c', '#5b6169'];
  for (let k = 0; k < 3; k++) {
    const body = bodies[(h >>> (k * 2)) % bodies.length];
    const paint = paints[(h >>> (k * 3 + 1)) % paints.length];
    renderVehicle(doc, vehicleModel(body), {
      colour: paint,
      azimuth: 30 + k * 12,
      elevation: 8,
      fit: { x: 120 + k * 340, y: 470, w: 300, h: 190 },
    });
  }
  return doc.toString();
}

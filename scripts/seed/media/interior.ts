import type { CarTrim, InteriorTrim } from '../../../src/lib/media-names';
import { mix, n1, SvgDoc, shade } from './svg';

// Interior photos. Car and caravan interiors are a 360° panorama around the seat position: each element
// sits at a compass angle (0 = straight ahead through the windscreen, +90 = the driver's door on the right
// of a right-hand-drive car), so rotating the view angle turns the whole cabin — the 36 interior spin
// frames are simply the panorama every 10 degrees. Close-ups zoom into the same panorama. Motorcycle
// "interior" images are detail shots (dash, engine, brakes...).

const W = 1200;
const H = 800;

type Palette = {
  seat: string;
  dash: string;
  accent: string;
  headliner: string;
  carpet: string;
  stitch: string;
};

const TRIMS: Record<CarTrim, Palette> = {
  black: {
    seat: '#2a2b30',
    dash: '#1d1e22',
    accent: '#45484f',
    headliner: '#3a3b40',
    carpet: '#18191c',
    stitch: '#77797f',
  },
  grey: {
    seat: '#707580',
    dash: '#2b2d32',
    accent: '#9ca1a9',
    headliner: '#c9c9c6',
    carpet: '#3a3c40',
    stitch: '#c4c7cc',
  },
  beige: {
    seat: '#cdb996',
    dash: '#3d372e',
    accent: '#e2d3b5',
    headliner: '#e6dfd1',
    carpet: '#5b5246',
    stitch: '#f4ead6',
  },
  tan: {
    seat: '#9c6a42',
    dash: '#28241f',
    accent: '#c48d5c',
    headliner: '#d9d3c8',
    carpet: '#2f2a25',
    stitch: '#e7c49f',
  },
};

/** Signed angle difference in (-180, 180]. */
const wrap = (deg: number) => {
  const d = (((deg + 180) % 360) + 360) % 360;
  return d - 180;
};

type Ctx = { doc: SvgDoc; yaw: number; pxPerDeg: number };

/** Screen x of a panorama angle, or null when it is far outside the view. */
const xAt = (ctx: Ctx, angle: number) => W / 2 + wrap(angle - ctx.yaw) * ctx.pxPerDeg;

/** A horizontal span of the panorama [from, to] (degrees, increasing), split where it wraps. */
function span(ctx: Ctx, from: number, to: number, draw: (x0: number, x1: number) => void) {
  const width = (to - from) * ctx.pxPerDeg;
  const start = xAt(ctx, from);
  // The span may be visible at `start` or one full turn either side of it.
  for (const offset of [-360, 0, 360]) {
    const x0 = start + offset * ctx.pxPerDeg;
    const x1 = x0 + width;
    if (x1 < -50 || x0 > W + 50) continue;
    draw(x0, x1);
  }
}

function at(ctx: Ctx, angle: number, halfWidthDeg: number, draw: (x: number) => void) {
  const x = xAt(ctx, angle);
  const margin = halfWidthDeg * ctx.pxPerDeg + 60;
  if (x < -margin || x > W + margin) return;
  draw(x);
}

function outsideView(ctx: Ctx, top: number, bottom: number) {
  const { doc } = ctx;
  doc.rect(
    0,
    top,
    W,
    bottom - top,
    doc.linear([
      [0, '#9cc3e6'],
      [0.6, '#d7e8f4'],
      [1, '#e9eef0'],
    ]),
  );
  // Trees and buildings at fixed compass angles, so they turn with the cabin.
  for (let a = -180; a < 180; a += 15) {
    const h = 30 + ((((a * 7919) % 40) + 40) % 40);
    const isTree = ((a / 15) | 0) % 3 !== 0;
    at(ctx, a, 8, (x) => {
      const w = 7 * ctx.pxPerDeg;
      if (isTree) doc.ellipse(x, bottom - h * 0.7, w * 0.6, h, '#7f9a7a', 'opacity="0.75"');
      else doc.rect(x - w / 2, bottom - h * 1.6, w, h * 1.6, '#b7bec6', 'opacity="0.8"');
    });
  }
}

function carPanorama(doc: SvgDoc, trim: CarTrim, yaw: number, pxPerDeg: number) {
  const p = TRIMS[trim];
  const ctx: Ctx = { doc, yaw, pxPerDeg };
  const winTop = 120;
  const winBottom = 400;

  // Headliner and the view out of the windows.
  doc.rect(
    0,
    0,
    W,
    winTop + 20,
    doc.linear([
      [0, shade(p.headliner, 0.8)],
      [1, p.headliner],
    ]),
  );
  outsideView(ctx, winTop, winBottom);
  doc.rect(
    0,
    winBottom - 10,
    W,
    H - winBottom + 10,
    doc.linear([
      [0, p.dash],
      [1, p.carpet],
    ]),
  );

  // Pillars: A at ±55, B at ±100, C at ±140; the rear window between ±150.
  for (const [angle, width] of [
    [55, 9],
    [-55, 9],
    [100, 10],
    [-100, 10],
    [140, 14],
    [-140, 14],
  ] as const) {
    span(ctx, angle - width / 2, angle + width / 2, (x0, x1) => {
      const lean = angle > 0 ? -1 : 1;
      doc.poly(
        [
          [x0 + lean * 30, winTop - 10],
          [x1 + lean * 30, winTop - 10],
          [x1, winBottom],
          [x0, winBottom],
        ],
        shade(p.headliner, 0.72),
      );
    });
  }
  span(ctx, 150, 210, (x0, x1) => {
    doc.rect(x0, winTop - 10, x1 - x0, 60, shade(p.headliner, 0.85));
    doc.rect(x0, winBottom - 70, x1 - x0, 70, shade(p.headliner, 0.7));
  });

  // Dashboard across the front.
  span(ctx, -62, 62, (x0, x1) => {
    doc.poly(
      [
        [x0, winBottom + 40],
        [x0 + 60, winBottom - 20],
        [x1 - 60, winBottom - 20],
        [x1, winBottom + 40],
        [x1, 560],
        [x0, 560],
      ],
      doc.linear([
        [0, shade(p.dash, 1.5)],
        [0.25, p.dash],
        [1, shade(p.dash, 0.8)],
      ]),
    );
    doc.rect(x0 + 40, 470, x1 - x0 - 80, 14, p.accent, 'opacity="0.8"');
  });
  // Vents.
  for (const a of [-38, -8, 8, 38]) {
    at(ctx, a, 5, (x) => {
      const w = 5 * pxPerDeg;
      doc.rect(x - w / 2, 430, w, 34, '#111', 'rx="6"');
      for (let k = 1; k < 4; k++) doc.rect(x - w / 2 + 4, 430 + k * 8, w - 8, 2, '#3a3a3a');
    });
  }
  // Centre touchscreen.
  at(ctx, 0, 10, (x) => {
    const w = 17 * pxPerDeg;
    doc.rect(x - w / 2 - 6, 320, w + 12, 120, '#0c0d0f', 'rx="10"');
    doc.rect(
      x - w / 2,
      326,
      w,
      108,
      doc.linear(
        [
          [0, '#1b3a5c'],
          [1, '#0e1c2c'],
        ],
        { x2: 1, y2: 1 },
      ),
      'rx="6"',
    );
    doc.rect(x - w / 2 + 10, 336, w * 0.45, 88, '#2f6b4f', 'rx="4" opacity="0.8"');
    for (let k = 0; k < 4; k++) doc.rect(x + 8, 340 + k * 22, w * 0.4, 12, '#6f8fb0', 'rx="3" opacity="0.8"');
  });
  // Glovebox on the passenger side.
  at(ctx, -28, 14, (x) => {
    const w = 24 * pxPerDeg;
    doc.rect(x - w / 2, 490, w, 50, shade(p.dash, 1.2), 'rx="10"');
    doc.rect(x - 20, 505, 40, 8, p.accent, 'rx="3"');
  });
  // Instrument binnacle and steering wheel on the driver's side (right-hand drive).
  at(ctx, 22, 20, (x) => {
    const w = 22 * pxPerDeg;
    doc.rect(x - w / 2, 350, w, 90, '#0d0e10', 'rx="14"');
    for (const dx of [-0.25, 0.25]) {
      doc.ellipse(x + dx * w, 395, 34 * (pxPerDeg / 12), 34 * (pxPerDeg / 12), '#15202c');
      doc.ellipse(
        x + dx * w,
        395,
        30 * (pxPerDeg / 12),
        30 * (pxPerDeg / 12),
        'none',
        'stroke="#e0671d" stroke-width="3"',
      );
    }
    const r = 13 * pxPerDeg;
    doc.ellipse(
      x,
      520,
      r,
      r * 0.9,
      'none',
      `stroke="${shade(p.dash, 0.7)}" stroke-width="${n1(pxPerDeg * 2.2)}"`,
    );
    doc.ellipse(x, 520, r, r * 0.9, 'none', `stroke="${p.stitch}" stroke-width="1.5" opacity="0.5"`);
    doc.poly(
      [
        [x - r, 525],
        [x - r * 0.3, 505],
        [x + r * 0.3, 505],
        [x + r, 525],
        [x + r * 0.25, 570],
        [x - r * 0.25, 570],
      ],
      shade(p.dash, 0.8),
    );
    doc.ellipse(x, 528, r * 0.28, r * 0.22, shade(p.dash, 1.3));
    doc.ellipse(x, 528, r * 0.1, r * 0.07, '#c9ccd1');
  });
  // Centre console and gear selector.
  at(ctx, 0, 14, (x) => {
    const w = 20 * pxPerDeg;
    doc.poly(
      [
        [x - w * 0.35, 560],
        [x + w * 0.35, 560],
        [x + w * 0.6, H],
        [x - w * 0.6, H],
      ],
      shade(p.dash, 1.1),
    );
    doc.rect(x - w * 0.12, 600, w * 0.24, 60, '#101113', 'rx="10"');
    doc.ellipse(x, 625, w * 0.06, w * 0.06, '#c8ccd2');
    doc.rect(x - w * 0.3, 690, w * 0.6, 90, p.seat, 'rx="18"');
  });
  // Front seat bolsters either side of the console.
  for (const a of [-30, 30]) {
    at(ctx, a, 14, (x) => {
      const w = 22 * pxPerDeg;
      doc.rect(x - w / 2, 650, w, 200, p.seat, 'rx="40"');
      doc.rect(x - w / 2 + 20, 665, w - 40, 200, shade(p.seat, 0.85), 'rx="30"');
    });
  }
  // Doors (driver +100, passenger -100, rear doors ±125).
  for (const a of [75, 120, -75, -120]) {
    span(ctx, a - 18, a + 18, (x0, x1) => {
      doc.poly(
        [
          [x0, winBottom],
          [x1, winBottom],
          [x1, H],
          [x0, H],
        ],
        doc.linear([
          [0, shade(p.dash, 1.3)],
          [0.3, p.seat],
          [1, shade(p.seat, 0.6)],
        ]),
      );
      doc.rect(x0 + 20, 500, x1 - x0 - 40, 26, shade(p.dash, 1.1), 'rx="12"');
      doc.rect(x0 + (x1 - x0) * 0.62, 455, 50, 16, '#c8ccd2', 'rx="6"');
      doc.ellipse((x0 + x1) / 2, 680, (x1 - x0) * 0.18, 40, '#151618');
      for (let k = -2; k <= 2; k++) doc.ellipse((x0 + x1) / 2 + k * 14, 680, 3, 3, '#303236');
    });
  }
  // Rear bench seat with three headrests.
  span(ctx, 150, 210, (x0, x1) => {
    doc.rect(x0 - 10, 420, x1 - x0 + 20, 300, p.seat, 'rx="30"');
    const third = (x1 - x0) / 3;
    for (let k = 0; k < 3; k++) {
      doc.rect(x0 + k * third + 12, 440, third - 24, 260, shade(p.seat, 0.9), 'rx="24"');
      doc.rect(x0 + k * third + third * 0.25, 350, third * 0.5, 70, p.seat, 'rx="18"');
      doc.rect(x0 + k * third + third * 0.25 + 6, 356, third * 0.5 - 12, 8, p.stitch, 'opacity="0.3"');
    }
    doc.rect(x0 - 10, 700, x1 - x0 + 20, 100, shade(p.seat, 0.75));
  });
}

function caravanPanorama(doc: SvgDoc, yaw: number, pxPerDeg: number) {
  const ctx: Ctx = { doc, yaw, pxPerDeg };
  const cabinet = '#efe9dd';
  const timber = '#b98c5a';
  const bench = '#3b3d42';
  doc.rect(0, 0, W, 130, '#f7f5f0');
  doc.rect(
    0,
    130,
    W,
    H - 130,
    doc.linear([
      [0, '#e9e4d8'],
      [1, '#d6cdbb'],
    ]),
  );
  doc.rect(
    0,
    700,
    W,
    100,
    doc.linear([
      [0, timber],
      [1, shade(timber, 0.8)],
    ]),
  );
  // Overhead lockers all round, downlights in the ceiling.
  doc.rect(0, 130, W, 90, cabinet);
  doc.rect(0, 216, W, 6, shade(cabinet, 0.8));
  for (let a = -180; a < 180; a += 30) {
    at(ctx, a, 2, (x) => doc.ellipse(x, 60, 16, 6, '#fffbe6'));
    at(ctx, a + 15, 8, (x) => doc.rect(x - 1, 134, 2, 82, shade(cabinet, 0.75)));
  }
  // Windows: front (over the bed), kitchen side, dinette side.
  for (const [a, w] of [
    [0, 40],
    [-90, 30],
    [90, 34],
  ] as const) {
    span(ctx, a - w / 2, a + w / 2, (x0, x1) => {
      doc.rect(x0 - 8, 232, x1 - x0 + 16, 176, '#2a2c30', 'rx="16"');
      doc.rect(
        x0,
        240,
        x1 - x0,
        160,
        doc.linear([
          [0, '#9cc3e6'],
          [1, '#e3eef4'],
        ]),
        'rx="12"',
      );
      doc.ellipse((x0 + x1) / 2, 410, (x1 - x0) * 0.45, 40, '#7f9a7a', 'opacity="0.6"');
    });
  }
  // Island bed at the front.
  span(ctx, -28, 28, (x0, x1) => {
    doc.rect(x0, 480, x1 - x0, 220, '#f4f1ea', 'rx="20"');
    doc.rect(x0 + 10, 520, x1 - x0 - 20, 180, '#4f6d8a', 'rx="18"');
    doc.rect(x0 + 40, 440, (x1 - x0) * 0.4, 70, '#ffffff', 'rx="26"');
    doc.rect(x1 - 40 - (x1 - x0) * 0.4, 440, (x1 - x0) * 0.4, 70, '#ffffff', 'rx="26"');
    doc.rect(x0 - 30, 410, 30, 290, timber);
    doc.rect(x1, 410, 30, 290, timber);
  });
  // Kitchen: benchtop, sink, cooktop, drawers.
  span(ctx, -125, -55, (x0, x1) => {
    doc.rect(x0, 470, x1 - x0, 230, cabinet);
    doc.rect(x0 - 4, 455, x1 - x0 + 8, 22, bench);
    const w = x1 - x0;
    doc.ellipse(x0 + w * 0.3, 466, w * 0.1, 8, '#9aa1a9');
    for (const dx of [0.62, 0.78])
      for (const dz of [0, 1])
        doc.ellipse(x0 + w * dx + dz * 20, 462, 18, 5, '#111', 'stroke="#666" stroke-width="2"');
    for (let k = 0; k < 3; k++) {
      doc.rect(x0 + 20, 490 + k * 68, w * 0.45 - 30, 58, shade(cabinet, 0.95), 'rx="4"');
      doc.rect(x0 + w * 0.45 + 10, 490 + k * 68, w * 0.55 - 30, 58, shade(cabinet, 0.95), 'rx="4"');
    }
  });
  // Dinette: two benches and a table.
  span(ctx, 60, 120, (x0, x1) => {
    const w = x1 - x0;
    doc.rect(x0, 520, w * 0.28, 180, '#5a4a3c', 'rx="14"');
    doc.rect(x1 - w * 0.28, 520, w * 0.28, 180, '#5a4a3c', 'rx="14"');
    doc.rect(x0 + w * 0.22, 500, w * 0.56, 24, timber, 'rx="6"');
    doc.rect(x0 + w * 0.48, 524, w * 0.04, 176, '#9aa1a9');
  });
  // Ensuite door and wardrobe at the rear, entry door by the dinette.
  span(ctx, 160, 200, (x0, x1) => {
    doc.rect(x0, 230, (x1 - x0) * 0.48, 470, cabinet, 'rx="8"');
    doc.rect(x0 + (x1 - x0) * 0.52, 230, (x1 - x0) * 0.48, 470, shade(cabinet, 0.96), 'rx="8"');
    doc.rect(x0 + (x1 - x0) * 0.4, 450, 12, 50, '#9aa1a9', 'rx="4"');
  });
  span(ctx, 128, 148, (x0, x1) => {
    doc.rect(x0, 230, x1 - x0, 470, '#f4f2ee', 'rx="10"');
    doc.rect(x0 + 20, 260, x1 - x0 - 40, 120, '#9cc3e6', 'rx="8"');
    doc.rect(x1 - 40, 460, 14, 40, '#6b6f76', 'rx="4"');
  });
}

function zoomed(doc: SvgDoc, zoom: number, fx: number, fy: number, draw: (inner: SvgDoc) => void) {
  const inner = new SvgDoc(W, H, 'z');
  draw(inner);
  // Reuse the inner document's defs by merging: the inner drawing is placed with a transform.
  const markup = inner.toString();
  const defs = markup.slice(markup.indexOf('<defs>') + 6, markup.indexOf('</defs>'));
  doc.def(defs);
  const body = markup.slice(markup.indexOf('</defs>') + 7, markup.lastIndexOf('</svg>'));
  doc.add(
    `<g transform="translate(${n1(W / 2 - fx * zoom)} ${n1(H / 2 - fy * zoom)}) scale(${Math.round(zoom * 100) / 100})">${body}</g>`,
  );
}

function seatSideView(doc: SvgDoc, p: Palette) {
  doc.rect(
    0,
    0,
    W,
    H,
    doc.linear([
      [0, shade(p.headliner, 0.9)],
      [1, shade(p.carpet, 1.2)],
    ]),
  );
  doc.rect(0, 620, W, 180, p.carpet);
  for (const x0 of [180, 640]) {
    doc.rect(x0 + 40, 470, 380, 110, p.seat, 'rx="40"');
    doc.poly(
      [
        [x0 + 330, 480],
        [x0 + 420, 470],
        [x0 + 360, 150],
        [x0 + 270, 150],
      ],
      shade(p.seat, 0.92),
    );
    doc.rect(x0 + 265, 70, 110, 90, p.seat, 'rx="30"');
    doc.rect(x0 + 80, 500, 300, 6, p.stitch, 'opacity="0.5"');
    doc.poly(
      [
        [x0 + 310, 250],
        [x0 + 380, 250],
        [x0 + 370, 300],
        [x0 + 305, 300],
      ],
      p.stitch,
      'opacity="0.25"',
    );
    doc.rect(x0 + 100, 580, 280, 40, '#111', 'rx="8"');
  }
}

function cargoArea(doc: SvgDoc, p: Palette) {
  doc.rect(0, 0, W, H, shade(p.headliner, 0.85));
  doc.poly(
    [
      [120, 180],
      [1080, 180],
      [1180, 760],
      [20, 760],
    ],
    shade(p.carpet, 1.4),
  );
  doc.poly(
    [
      [220, 120],
      [980, 120],
      [1060, 460],
      [140, 460],
    ],
    p.seat,
  );
  doc.rect(140, 440, 920, 40, shade(p.seat, 0.8));
  doc.poly(
    [
      [140, 480],
      [1060, 480],
      [1180, 760],
      [20, 760],
    ],
    doc.linear([
      [0, shade(p.carpet, 1.2)],
      [1, p.carpet],
    ]),
  );
  for (const x of [300, 900]) doc.rect(x - 30, 600, 60, 16, '#b9bdc3', 'rx="6"');
  doc.rect(0, 0, 60, H, '#2a2c30');
  doc.rect(W - 60, 0, 60, H, '#2a2c30');
}

/** A big alloy wheel, as photographed for a listing's detail shots. */
function wheelDetail(doc: SvgDoc, tint: string) {
  doc.rect(
    0,
    0,
    W,
    H,
    doc.linear([
      [0, '#d9dde2'],
      [1, '#8e949c'],
    ]),
  );
  doc.rect(0, 0, W, 260, tint, 'opacity="0.9"');
  doc.ellipse(600, 470, 330, 330, '#16171a');
  doc.ellipse(600, 470, 225, 225, '#c4c9cf');
  doc.ellipse(600, 470, 205, 205, '#9aa0a8');
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    const pts: [number, number][] = [];
    for (const [r, da] of [
      [40, -0.22],
      [200, -0.1],
      [200, 0.1],
      [40, 0.22],
    ] as const)
      pts.push([600 + r * Math.cos(a + da), 470 + r * Math.sin(a + da)]);
    doc.poly(pts, '#d9dde2');
  }
  doc.ellipse(600, 470, 110, 110, '#5f656d', 'opacity="0.5"');
  doc.ellipse(600, 470, 45, 45, '#e3e6ea');
  doc.ellipse(600, 470, 18, 18, '#2a2c30');
  doc.rect(430, 280, 90, 150, '#b0121c', 'rx="14" opacity="0.85"');
}

function motoDetail(doc: SvgDoc, view: number) {
  const shot = (view - 1) % 8;
  const tone = view > 8 ? ['#2b3036', '#111316'] : ['#dfe3e8', '#9aa1a9'];
  doc.rect(
    0,
    0,
    W,
    H,
    doc.linear([
      [0, tone[0]],
      [1, tone[1]],
    ]),
  );
  const cx = 600;
  const cy = 420;
  switch (shot) {
    case 0: {
      // TFT dash
      doc.rect(300, 220, 600, 360, '#0d0e10', 'rx="40"');
      doc.rect(340, 260, 520, 280, '#10263c', 'rx="20"');
      doc.text(600, 420, '88', { size: 150, fill: '#e9f2fb', weight: 700 });
      doc.rect(380, 300, 440, 16, '#e0671d', 'rx="8"');
      doc.text(600, 500, 'km/h', { size: 36, fill: '#8fb0cf' });
      break;
    }
    case 1: {
      // Engine cylinder fins
      doc.rect(260, 200, 680, 420, '#3b3f45', 'rx="30"');
      for (let k = 0; k < 9; k++) doc.rect(280, 220 + k * 44, 640, 22, '#8c939c', 'rx="10"');
      doc.ellipse(cx, 660, 120, 60, '#24272b');
      break;
    }
    case 2: {
      // Front brake disc and caliper
      doc.ellipse(cx, cy, 300, 300, '#1a1b1e');
      doc.ellipse(cx, cy, 230, 230, '#b9bec5');
      for (let k = 0; k < 18; k++) {
        const a = (k / 18) * Math.PI * 2;
        doc.ellipse(cx + 170 * Math.cos(a), cy + 170 * Math.sin(a), 10, 10, '#5c6269');
      }
      doc.ellipse(cx, cy, 90, 90, '#2d3035');
      doc.rect(cx + 120, cy - 190, 110, 200, '#c7321f', 'rx="24"');
      break;
    }
    case 3: {
      // Exhaust muffler
      doc.poly(
        [
          [160, 520],
          [900, 300],
          [1000, 380],
          [260, 620],
        ],
        doc.linear(
          [
            [0, '#e6e9ed'],
            [0.5, '#9aa1a9'],
            [1, '#5f656d'],
          ],
          { x2: 0, y2: 1 },
        ),
      );
      doc.ellipse(960, 340, 70, 60, '#2a2c30');
      break;
    }
    case 4: {
      // Tank and seat from above
      doc.ellipse(cx, 300, 260, 170, '#b4541a');
      doc.ellipse(cx, 300, 200, 120, '#c96a2a');
      doc.rect(cx - 150, 440, 300, 300, '#222327', 'rx="80"');
      break;
    }
    case 5: {
      // Rear tyre tread
      doc.rect(340, 80, 520, 640, '#1b1c1f', 'rx="120"');
      for (let k = 0; k < 12; k++) {
        doc.poly(
          [
            [420, 120 + k * 50],
            [600, 150 + k * 50],
            [600, 168 + k * 50],
            [420, 138 + k * 50],
          ],
          '#33353a',
        );
        doc.poly(
          [
            [780, 120 + k * 50],
            [600, 150 + k * 50],
            [600, 168 + k * 50],
            [780, 138 + k * 50],
          ],
          '#33353a',
        );
      }
      break;
    }
    case 6: {
      // Handlebar and switchgear
      doc.rect(100, 360, 1000, 60, '#202226', 'rx="30"');
      doc.rect(760, 320, 180, 140, '#2d3035', 'rx="30"');
      for (let k = 0; k < 3; k++) doc.rect(790, 340 + k * 36, 60, 22, '#e0671d', 'rx="8" opacity="0.8"');
      doc.rect(940, 350, 180, 80, '#111', 'rx="30"');
      break;
    }
    default: {
      // Headlight
      doc.ellipse(cx, cy, 260, 230, '#1f2125');
      doc.ellipse(cx, cy, 210, 185, '#dfe8f1');
      doc.ellipse(cx, cy, 120, 100, '#ffffff');
      doc.ellipse(cx - 60, cy - 50, 50, 30, '#ffffff', 'opacity="0.8"');
    }
  }
}

/** View angles and zooms of the car interior gallery (views 1..16). */
const CAR_VIEWS: { yaw: number; zoom: number; fy?: number }[] = [
  { yaw: 0, zoom: 1 },
  { yaw: 22, zoom: 1 },
  { yaw: -28, zoom: 1 },
  { yaw: 180, zoom: 1 },
  { yaw: 95, zoom: 1 },
  { yaw: -95, zoom: 1 },
  { yaw: 22, zoom: 2.1, fy: 470 },
  { yaw: 0, zoom: 2.4, fy: 380 },
  { yaw: 0, zoom: 2.2, fy: 640 },
  { yaw: 0, zoom: 1 }, // seats, drawn separately
  { yaw: 160, zoom: 1.2, fy: 520 },
  { yaw: 0, zoom: 1 }, // cargo area, drawn separately
  { yaw: -8, zoom: 2.6, fy: 445 },
  { yaw: 205, zoom: 1.2, fy: 520 },
  { yaw: 0, zoom: 1 }, // wheel detail, drawn separately
  { yaw: 45, zoom: 1.3, fy: 420 },
];

export function drawInterior(trim: InteriorTrim, view: number): string {
  const doc = new SvgDoc(W, H);
  if (trim === 'moto') {
    motoDetail(doc, view);
    return doc.toString();
  }
  if (trim === 'caravan') {
    const yaw = [0, -90, 90, 180, -45, 45, 135, -135, 0, -90, 90, 180, -20, 20, 150, -150][view - 1] ?? 0;
    const zoom = view > 8 ? 1.6 : 1;
    if (zoom === 1) caravanPanorama(doc, yaw, 12);
    else zoomed(doc, zoom, W / 2, 470, (inner) => caravanPanorama(inner, yaw, 12));
    return doc.toString();
  }
  const p = TRIMS[trim];
  const v = CAR_VIEWS[view - 1] ?? CAR_VIEWS[0];
  if (view === 10) seatSideView(doc, p);
  else if (view === 12) cargoArea(doc, p);
  else if (view === 15) wheelDetail(doc, mix(p.seat, '#5c6b7a', 0.6));
  else if (v.zoom === 1) carPanorama(doc, trim, v.yaw, 12);
  else zoomed(doc, v.zoom, W / 2, v.fy ?? H / 2, (inner) => carPanorama(inner, trim, v.yaw, 12));
  return doc.toString();
}

/** Frame f of the 36-frame interior spin: the cabin panorama turned f x 10 degrees. */
export function drawInteriorSpin(trim: CarTrim, frame: number): string {
  const doc = new SvgDoc(W, H);
  carPanorama(doc, trim, frame * 10, 12);
  return doc.toString();
}

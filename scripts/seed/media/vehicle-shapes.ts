import type { MediaBody } from '../../../src/lib/media-names';
import type {
  EdgeDecor,
  Material,
  Prism,
  ProfilePoint,
  SideDecor,
  VehicleModel,
  Wheel,
} from './vehicle-render';

// The 3D shapes of the fourteen body types, in metres, built from real-world proportions (a Camry, a
// Corolla hatch, a RAV4, a HiLux, a HiAce, a Carnival, an MX-5, an Isuzu NPR, a Tenere 700, a 21 ft
// off-road van...). See vehicle-render.ts for the conventions.

type Pt = [number, number];

const rect = (x0: number, z0: number, x1: number, z1: number): Pt[] => [
  [x0, z0],
  [x1, z0],
  [x1, z1],
  [x0, z1],
];

/** A thin strip from (xa, za) to (xb, zb). */
const strip = (xa: number, za: number, xb: number, zb: number, w: number): Pt[] => {
  const dx = xb - xa;
  const dz = zb - za;
  const l = Math.hypot(dx, dz) || 1;
  const nx = (-dz / l) * (w / 2);
  const nz = (dx / l) * (w / 2);
  return [
    [xa + nx, za + nz],
    [xb + nx, zb + nz],
    [xb - nx, zb - nz],
    [xa - nx, za - nz],
  ];
};

const ellipse = (cx: number, cz: number, rx: number, rz: number, n = 14): Pt[] =>
  Array.from({ length: n }, (_, k) => {
    const a = (k / n) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cz + rz * Math.sin(a)] as Pt;
  });

/** A rounded rectangle (for windows). */
const roundRect = (x0: number, z0: number, x1: number, z1: number, r: number): Pt[] => {
  const pts: Pt[] = [];
  const corners: [number, number, number][] = [
    [x1 - r, z0 + r, -Math.PI / 2],
    [x1 - r, z1 - r, 0],
    [x0 + r, z1 - r, Math.PI / 2],
    [x0 + r, z0 + r, Math.PI],
  ];
  for (const [cx, cz, a0] of corners)
    for (let k = 0; k <= 3; k++) {
      const a = a0 + (k / 3) * (Math.PI / 2);
      pts.push([cx + r * Math.cos(a), cz + r * Math.sin(a)]);
    }
  return pts;
};

/** The underside from rear to front with a wheel-arch cut-out (an arc over the top) at each arch. */
function underbody(
  rearX: number,
  frontX: number,
  sill: number,
  arches: { x: number; r: number; z: number }[],
) {
  const pts: ProfilePoint[] = [[rearX, sill, 'under']];
  for (const arch of [...arches].sort((a, b) => a.x - b.x)) {
    const a0 = Math.asin(Math.max(-1, Math.min(1, (sill - arch.z) / arch.r)));
    const from = Math.PI - a0;
    const steps = 12;
    for (let k = 0; k <= steps; k++) {
      const a = from + ((a0 - from) * k) / steps;
      pts.push([
        arch.x + arch.r * Math.cos(a),
        arch.z + arch.r * Math.sin(a),
        k === steps ? 'under' : 'arch',
      ]);
    }
  }
  pts.push([frontX, sill, 'under']);
  return pts;
}

const mirrorT = (pts: Pt[]): Pt[] => pts.map(([s, t]) => [s, 1 - t]);

/** Headlights, grille and badge on a front fascia edge (s runs up the face, t across it). */
function fasciaDecor(style: 'car' | 'suv' | 'ute' | 'van' | 'truck'): EdgeDecor[] {
  const wide = style === 'truck' || style === 'van';
  const lamp: Pt[] = wide
    ? [
        [0.15, 0.03],
        [0.45, 0.03],
        [0.45, 0.2],
        [0.15, 0.2],
      ]
    : [
        [0.5, 0.03],
        [0.95, 0.05],
        [0.95, 0.27],
        [0.62, 0.3],
      ];
  const grille: Pt[] =
    style === 'suv' || style === 'ute'
      ? [
          [0.05, 0.3],
          [0.9, 0.32],
          [0.9, 0.68],
          [0.05, 0.7],
        ]
      : style === 'truck'
        ? [
            [0.1, 0.25],
            [0.75, 0.25],
            [0.75, 0.75],
            [0.1, 0.75],
          ]
        : [
            [0.12, 0.34],
            [0.7, 0.36],
            [0.7, 0.64],
            [0.12, 0.66],
          ];
  const slats: EdgeDecor[] = [0.3, 0.5, 0.7].map((s) => ({
    pts: [
      [grille[0][0] + (grille[1][0] - grille[0][0]) * s - 0.02, grille[0][1] + 0.02],
      [grille[0][0] + (grille[1][0] - grille[0][0]) * s + 0.02, grille[0][1] + 0.02],
      [grille[0][0] + (grille[1][0] - grille[0][0]) * s + 0.02, grille[3][1] - 0.02],
      [grille[0][0] + (grille[1][0] - grille[0][0]) * s - 0.02, grille[3][1] - 0.02],
    ],
    material: 'chrome',
    opacity: 0.35,
  }));
  return [
    { pts: lamp, material: 'lightF' },
    { pts: mirrorT(lamp), material: 'lightF' },
    { pts: grille, material: 'grille' },
    ...slats,
    {
      pts: ellipse((grille[0][0] + grille[1][0]) / 2 + 0.05, 0.5, 0.09, 0.045, 10) as Pt[],
      material: 'chrome',
    },
  ];
}

const bumperFDecor: EdgeDecor[] = [
  {
    pts: [
      [0.25, 0.3],
      [0.75, 0.32],
      [0.75, 0.68],
      [0.25, 0.7],
    ],
    material: 'grille',
  },
  {
    pts: [
      [0.35, 0.08],
      [0.7, 0.08],
      [0.7, 0.16],
      [0.35, 0.16],
    ],
    material: 'trim',
  },
  {
    pts: [
      [0.35, 0.84],
      [0.7, 0.84],
      [0.7, 0.92],
      [0.35, 0.92],
    ],
    material: 'trim',
  },
];

function tailDecor(from = 0.12, to = 0.7): EdgeDecor[] {
  const lamp: Pt[] = [
    [from, 0.02],
    [to, 0.02],
    [to, 0.22],
    [from, 0.27],
  ];
  return [
    { pts: lamp, material: 'lightR' },
    { pts: mirrorT(lamp), material: 'lightR' },
    {
      pts: [
        [from + 0.1, 0.45],
        [from + 0.22, 0.45],
        [from + 0.22, 0.55],
        [from + 0.1, 0.55],
      ],
      material: 'chrome',
    },
  ];
}

const plateDecor: EdgeDecor[] = [
  {
    pts: [
      [0.12, 0.38],
      [0.48, 0.38],
      [0.48, 0.62],
      [0.12, 0.62],
    ],
    material: 'plate',
  },
  {
    pts: [
      [0.7, 0.05],
      [0.85, 0.05],
      [0.85, 0.14],
      [0.7, 0.14],
    ],
    material: 'lightR',
    opacity: 0.7,
  },
  {
    pts: [
      [0.7, 0.86],
      [0.85, 0.86],
      [0.85, 0.95],
      [0.7, 0.95],
    ],
    material: 'lightR',
    opacity: 0.7,
  },
];

const glassGlint: EdgeDecor[] = [
  {
    pts: [
      [0.15, 0.18],
      [0.9, 0.3],
      [0.9, 0.42],
      [0.15, 0.3],
    ],
    material: 'white',
    opacity: 0.12,
  },
];

const roofRails: EdgeDecor[] = [
  {
    pts: [
      [0.05, 0.07],
      [0.95, 0.07],
      [0.95, 0.12],
      [0.05, 0.12],
    ],
    material: 'trim',
  },
  {
    pts: [
      [0.05, 0.88],
      [0.95, 0.88],
      [0.95, 0.93],
      [0.05, 0.93],
    ],
    material: 'trim',
  },
];

const carRoles: Record<string, Material> = {
  under: 'under',
  arch: 'arch',
  bumperF: 'paint',
  glassF: 'glass',
  glassR: 'glass',
  base: 'under',
  cockpit: 'seat',
  tubFloor: 'tubFloor',
  lamp: 'lightF',
};

const carEdgeDecor = (
  style: 'car' | 'suv' | 'ute' | 'van' | 'truck',
  rails = false,
): Record<string, EdgeDecor[]> => ({
  fascia: fasciaDecor(style),
  bumperF: bumperFDecor,
  tail: tailDecor(),
  bumperR: plateDecor,
  glassF: glassGlint,
  glassR: glassGlint,
  roof: rails ? roofRails : [],
});

type CarSpec = {
  wheelR: number;
  archR: number;
  wheelX: [number, number]; // front, rear
  sill: number;
  halfWidth: number;
  body: ProfilePoint[]; // nose up, over the top, down the tail (after the underbody)
  rearX: number;
  frontX: number;
  cabin?: ProfilePoint[];
  cabinHalfWidth?: [number, number];
  doors: number[]; // door shut-line x positions
  handles: number[];
  beltZ: number;
  pillars?: Pt[][];
  cladding?: boolean;
  rails?: boolean;
  style: 'car' | 'suv' | 'ute' | 'van';
  wheelStyle?: Wheel['style'];
  mirrorX?: number;
  headlampSide?: Pt[];
  tailSide?: Pt[];
  extraSideDecor?: SideDecor[];
  cabinSideMaterial?: Material;
  cabinDecor?: SideDecor[];
  skipRearArch?: boolean;
};

function wheelPair(x: number, r: number, halfWidth: number, style: Wheel['style'], width = 0.24): Wheel[] {
  return [1, -1].map((side) => ({
    x,
    r,
    yCenter: side * (halfWidth - width / 2 - 0.015),
    width,
    side: side as 1 | -1,
    style,
  }));
}

function buildCar(spec: CarSpec): VehicleModel {
  const archZ = spec.wheelR;
  const arches = [{ x: spec.wheelX[0], r: spec.archR, z: archZ }];
  if (!spec.skipRearArch) arches.push({ x: spec.wheelX[1], r: spec.archR, z: archZ });
  const profile: ProfilePoint[] = [...underbody(spec.rearX, spec.frontX, spec.sill, arches), ...spec.body];
  // The underbody's last point and the body's first point are both on the nose; drop the duplicate.
  const sideDecor: SideDecor[] = [];
  const topZ = spec.beltZ - 0.02;
  for (const x of spec.doors)
    sideDecor.push({ pts: strip(x, spec.sill + 0.08, x - 0.02, topZ, 0.012), material: 'trim' });
  for (const x of spec.handles)
    sideDecor.push({
      pts: rect(x - 0.07, spec.beltZ - 0.16, x + 0.07, spec.beltZ - 0.125),
      material: 'chrome',
    });
  // The shoulder highlight and the sill shadow give the flanks their shape.
  sideDecor.push({
    pts: [
      [spec.rearX + 0.1, spec.beltZ - 0.1],
      [spec.frontX - 0.15, spec.beltZ - 0.14],
      [spec.frontX - 0.15, spec.beltZ - 0.115],
      [spec.rearX + 0.1, spec.beltZ - 0.075],
    ],
    material: 'white',
    opacity: 0.22,
  });
  sideDecor.push({
    pts: rect(
      spec.wheelX[1] + spec.archR + 0.02,
      spec.sill,
      spec.wheelX[0] - spec.archR - 0.02,
      spec.sill + 0.07,
    ),
    material: spec.cladding ? 'trim' : 'paintDark',
    opacity: spec.cladding ? undefined : 0.6,
  });
  if (spec.cladding) {
    for (const wx of spec.wheelX) {
      const arc: Pt[] = [];
      for (let k = 0; k <= 12; k++) {
        const a = Math.PI - (k / 12) * Math.PI;
        arc.push([wx + (spec.archR + 0.06) * Math.cos(a), archZ + (spec.archR + 0.06) * Math.sin(a)]);
      }
      for (let k = 12; k >= 0; k--) {
        const a = Math.PI - (k / 12) * Math.PI;
        arc.push([wx + spec.archR * Math.cos(a), archZ + spec.archR * Math.sin(a)]);
      }
      sideDecor.push({ pts: arc, material: 'trim' });
    }
  }
  if (spec.headlampSide) sideDecor.push({ pts: spec.headlampSide, material: 'lightF' });
  if (spec.tailSide) sideDecor.push({ pts: spec.tailSide, material: 'lightR' });
  sideDecor.push(...(spec.extraSideDecor ?? []));

  const prisms: Prism[] = [
    {
      pts: profile,
      halfWidth: spec.halfWidth,
      material: 'paint',
      roles: carRoles,
      sideDecor,
      edgeDecor: carEdgeDecor(spec.style, spec.rails),
    },
  ];
  if (spec.cabin) {
    const [hwBottom, hwTop] = spec.cabinHalfWidth ?? [spec.halfWidth - 0.06, spec.halfWidth - 0.2];
    const cabinDecor: SideDecor[] = (spec.pillars ?? []).map((pts) => ({
      pts,
      material: 'trim' as Material,
    }));
    cabinDecor.push(...(spec.cabinDecor ?? []));
    prisms.push({
      pts: spec.cabin,
      halfWidth: hwBottom,
      halfWidthTop: hwTop,
      material: 'paint',
      sideMaterial: spec.cabinSideMaterial ?? 'glass',
      roles: carRoles,
      sideDecor: cabinDecor,
      edgeDecor: carEdgeDecor(spec.style, spec.rails),
    });
  }
  if (spec.mirrorX !== undefined) {
    const mx = spec.mirrorX;
    const mz = spec.beltZ + 0.02;
    for (const side of [1, -1]) {
      prisms.push({
        pts: [
          [mx - 0.14, mz, 'under'],
          [mx + 0.01, mz],
          [mx - 0.01, mz + 0.11],
          [mx - 0.12, mz + 0.11],
        ],
        halfWidth: 0.08,
        yCenter: side * (spec.halfWidth + 0.02),
        material: 'paint',
        roles: carRoles,
      });
    }
  }
  const wheels = [
    ...wheelPair(spec.wheelX[0], spec.wheelR, spec.halfWidth, spec.wheelStyle ?? 'alloy'),
    ...wheelPair(spec.wheelX[1], spec.wheelR, spec.halfWidth, spec.wheelStyle ?? 'alloy'),
  ];
  const xs = profile.map((p) => p[0]);
  const zs = [...profile.map((p) => p[1]), ...(spec.cabin ?? []).map((p) => p[1])];
  return {
    prisms,
    wheels,
    length: [Math.min(...xs), Math.max(...xs)],
    halfWidth: spec.halfWidth,
    height: Math.max(...zs),
  };
}

// ── Passenger cars ────────────────────────────────────────────────────────────────────────────────

const sedan = (): VehicleModel =>
  buildCar({
    style: 'car',
    wheelR: 0.34,
    archR: 0.4,
    wheelX: [1.42, -1.36],
    sill: 0.28,
    halfWidth: 0.92,
    rearX: -2.42,
    frontX: 2.4,
    body: [
      [2.4, 0.28, 'bumperF'],
      [2.47, 0.5, 'fascia'],
      [2.42, 0.74, 'bonnet'],
      [0.95, 0.96, 'shoulder'],
      [-1.55, 1.0, 'deck'],
      [-2.28, 1.03, 'tail'],
      [-2.46, 0.88, 'bumperR'],
      [-2.46, 0.45, 'under'],
    ],
    cabin: [
      [-1.58, 1.0, 'base'],
      [0.97, 0.96, 'glassF'],
      [0.08, 1.43, 'roof'],
      [-0.92, 1.45, 'glassR'],
    ],
    cabinHalfWidth: [0.86, 0.7],
    pillars: [
      strip(-0.25, 0.98, -0.28, 1.45, 0.09),
      [
        [-1.58, 1.0],
        [-1.1, 1.0],
        [-0.92, 1.45],
        [-1.02, 1.45],
      ],
    ],
    doors: [0.95, -0.22, -1.3],
    handles: [-0.02, -1.05],
    beltZ: 0.98,
    mirrorX: 0.85,
    headlampSide: [
      [2.18, 0.64],
      [2.42, 0.66],
      [2.4, 0.74],
      [2.15, 0.76],
    ],
    tailSide: [
      [-2.44, 0.9],
      [-2.2, 0.92],
      [-2.24, 1.02],
      [-2.44, 1.0],
    ],
  });

const hatch = (): VehicleModel =>
  buildCar({
    style: 'car',
    wheelR: 0.32,
    archR: 0.38,
    wheelX: [1.3, -1.3],
    sill: 0.28,
    halfWidth: 0.9,
    rearX: -2.12,
    frontX: 2.12,
    body: [
      [2.12, 0.28, 'bumperF'],
      [2.2, 0.5, 'fascia'],
      [2.15, 0.76, 'bonnet'],
      [0.85, 0.96, 'shoulder'],
      [-1.98, 1.02, 'tail'],
      [-2.18, 0.86, 'bumperR'],
      [-2.18, 0.44, 'under'],
    ],
    cabin: [
      [-2.0, 1.02, 'base'],
      [0.87, 0.96, 'glassF'],
      [0.0, 1.46, 'roof'],
      [-1.55, 1.47, 'glassR'],
    ],
    cabinHalfWidth: [0.84, 0.68],
    pillars: [
      strip(-0.35, 0.98, -0.38, 1.46, 0.09),
      [
        [-2.0, 1.02],
        [-1.45, 1.02],
        [-1.35, 1.47],
        [-1.6, 1.47],
      ],
    ],
    doors: [0.85, -0.3, -1.35],
    handles: [-0.12, -1.15],
    beltZ: 1.0,
    mirrorX: 0.75,
    headlampSide: [
      [1.9, 0.66],
      [2.16, 0.68],
      [2.14, 0.76],
      [1.88, 0.79],
    ],
    tailSide: [
      [-2.16, 0.88],
      [-1.9, 0.92],
      [-1.94, 1.03],
      [-2.16, 1.0],
    ],
  });

const wagon = (): VehicleModel =>
  buildCar({
    style: 'car',
    wheelR: 0.34,
    archR: 0.4,
    wheelX: [1.42, -1.38],
    sill: 0.3,
    halfWidth: 0.92,
    rearX: -2.42,
    frontX: 2.42,
    body: [
      [2.42, 0.3, 'bumperF'],
      [2.49, 0.52, 'fascia'],
      [2.44, 0.76, 'bonnet'],
      [0.95, 0.98, 'shoulder'],
      [-2.3, 1.04, 'tail'],
      [-2.48, 0.88, 'bumperR'],
      [-2.48, 0.46, 'under'],
    ],
    cabin: [
      [-2.32, 1.04, 'base'],
      [0.97, 0.98, 'glassF'],
      [0.05, 1.48, 'roof'],
      [-2.05, 1.49, 'glassR'],
    ],
    cabinHalfWidth: [0.86, 0.72],
    pillars: [
      strip(-0.25, 1.0, -0.28, 1.48, 0.09),
      strip(-1.3, 1.02, -1.32, 1.49, 0.08),
      [
        [-2.32, 1.04],
        [-2.0, 1.04],
        [-1.95, 1.49],
        [-2.1, 1.49],
      ],
    ],
    rails: true,
    doors: [0.95, -0.22, -1.3],
    handles: [-0.02, -1.05],
    beltZ: 1.0,
    mirrorX: 0.85,
    headlampSide: [
      [2.2, 0.66],
      [2.44, 0.68],
      [2.42, 0.76],
      [2.17, 0.78],
    ],
    tailSide: [
      [-2.46, 0.9],
      [-2.2, 0.92],
      [-2.26, 1.03],
      [-2.46, 1.0],
    ],
  });

const suv = (): VehicleModel =>
  buildCar({
    style: 'suv',
    wheelR: 0.37,
    archR: 0.45,
    wheelX: [1.4, -1.3],
    sill: 0.42,
    halfWidth: 0.93,
    rearX: -2.28,
    frontX: 2.25,
    body: [
      [2.25, 0.42, 'bumperF'],
      [2.33, 0.7, 'fascia'],
      [2.28, 0.98, 'bonnet'],
      [0.95, 1.13, 'shoulder'],
      [-2.12, 1.16, 'tail'],
      [-2.32, 0.98, 'bumperR'],
      [-2.32, 0.52, 'under'],
    ],
    cabin: [
      [-2.15, 1.16, 'base'],
      [0.97, 1.13, 'glassF'],
      [0.08, 1.66, 'roof'],
      [-1.98, 1.68, 'glassR'],
    ],
    cabinHalfWidth: [0.87, 0.74],
    pillars: [
      strip(-0.3, 1.15, -0.33, 1.67, 0.1),
      [
        [-2.15, 1.16],
        [-1.55, 1.16],
        [-1.45, 1.68],
        [-1.98, 1.68],
      ],
    ],
    cladding: true,
    rails: true,
    doors: [0.95, -0.3, -1.42],
    handles: [-0.08, -1.2],
    beltZ: 1.14,
    mirrorX: 0.85,
    headlampSide: [
      [2.05, 0.86],
      [2.3, 0.88],
      [2.28, 0.97],
      [2.0, 1.0],
    ],
    tailSide: [
      [-2.3, 1.0],
      [-2.05, 1.04],
      [-2.1, 1.15],
      [-2.3, 1.12],
    ],
  });

const peopleMover = (): VehicleModel =>
  buildCar({
    style: 'suv',
    wheelR: 0.36,
    archR: 0.43,
    wheelX: [1.58, -1.55],
    sill: 0.38,
    halfWidth: 0.99,
    rearX: -2.55,
    frontX: 2.5,
    body: [
      [2.5, 0.38, 'bumperF'],
      [2.58, 0.66, 'fascia'],
      [2.52, 0.95, 'bonnet'],
      [1.35, 1.1, 'shoulder'],
      [-2.42, 1.14, 'tail'],
      [-2.6, 0.96, 'bumperR'],
      [-2.6, 0.5, 'under'],
    ],
    cabin: [
      [-2.44, 1.14, 'base'],
      [1.37, 1.1, 'glassF'],
      [0.35, 1.76, 'roof'],
      [-2.32, 1.78, 'glassR'],
    ],
    cabinHalfWidth: [0.93, 0.82],
    pillars: [strip(0.05, 1.12, 0.02, 1.77, 0.1), strip(-1.3, 1.13, -1.32, 1.78, 0.1)],
    rails: true,
    doors: [1.3, 0.02, -1.45],
    handles: [0.2, -0.1],
    beltZ: 1.12,
    mirrorX: 1.2,
    extraSideDecor: [{ pts: strip(-1.45, 1.0, -2.3, 1.0, 0.025), material: 'trim' }],
    headlampSide: [
      [2.28, 0.84],
      [2.54, 0.86],
      [2.52, 0.94],
      [2.24, 0.98],
    ],
    tailSide: [
      [-2.58, 0.98],
      [-2.34, 1.0],
      [-2.38, 1.13],
      [-2.58, 1.1],
    ],
  });

const coupe = (): VehicleModel =>
  buildCar({
    style: 'car',
    wheelR: 0.35,
    archR: 0.41,
    wheelX: [1.45, -1.3],
    sill: 0.26,
    halfWidth: 0.95,
    rearX: -2.35,
    frontX: 2.38,
    body: [
      [2.38, 0.26, 'bumperF'],
      [2.46, 0.46, 'fascia'],
      [2.4, 0.68, 'bonnet'],
      [0.62, 0.9, 'shoulder'],
      [-1.9, 0.96, 'tail'],
      [-2.4, 0.84, 'bumperR'],
      [-2.4, 0.42, 'under'],
    ],
    cabin: [
      [-1.95, 0.96, 'base'],
      [0.64, 0.9, 'glassF'],
      [-0.2, 1.34, 'roof'],
      [-0.85, 1.36, 'glassR'],
    ],
    cabinHalfWidth: [0.86, 0.68],
    pillars: [
      [
        [-1.95, 0.96],
        [-1.0, 0.95],
        [-0.75, 1.33],
        [-0.95, 1.36],
      ],
    ],
    doors: [0.6, -0.75],
    handles: [-0.55],
    beltZ: 0.93,
    mirrorX: 0.5,
    headlampSide: [
      [2.12, 0.58],
      [2.42, 0.6],
      [2.4, 0.68],
      [2.08, 0.72],
    ],
    tailSide: [
      [-2.38, 0.86],
      [-2.0, 0.88],
      [-1.95, 0.95],
      [-2.38, 0.93],
    ],
  });

const convertible = (): VehicleModel => {
  const model = buildCar({
    style: 'car',
    wheelR: 0.31,
    archR: 0.37,
    wheelX: [1.18, -1.13],
    sill: 0.26,
    halfWidth: 0.86,
    rearX: -1.95,
    frontX: 1.95,
    body: [
      [1.95, 0.26, 'bumperF'],
      [2.02, 0.45, 'fascia'],
      [1.96, 0.66, 'bonnet'],
      [0.42, 0.84, 'cockpit'],
      [-0.95, 0.86, 'deck'],
      [-1.82, 0.9, 'tail'],
      [-2.0, 0.78, 'bumperR'],
      [-2.0, 0.4, 'under'],
    ],
    doors: [0.4, -0.85],
    handles: [-0.7],
    beltZ: 0.85,
    mirrorX: 0.3,
    headlampSide: [
      [1.72, 0.56],
      [1.98, 0.58],
      [1.96, 0.66],
      [1.68, 0.7],
    ],
    tailSide: [
      [-1.98, 0.8],
      [-1.76, 0.82],
      [-1.8, 0.9],
      [-1.98, 0.88],
    ],
  });
  // Windscreen frame, seats and roll hoops sit in the open cockpit.
  model.prisms.push({
    pts: [
      [0.44, 0.84, 'base'],
      [0.5, 0.84, 'glassF'],
      [0.12, 1.22, 'roof'],
      [0.06, 1.22, 'glassR'],
    ],
    halfWidth: 0.76,
    halfWidthTop: 0.66,
    material: 'trim',
    roles: { glassF: 'glass', glassR: 'glass', base: 'under' },
    edgeDecor: { glassF: glassGlint },
  });
  for (const side of [1, -1]) {
    model.prisms.push({
      pts: [
        [-0.62, 0.84],
        [-0.3, 0.84],
        [-0.42, 1.12],
        [-0.66, 1.14],
      ],
      halfWidth: 0.2,
      yCenter: side * 0.36,
      material: 'seat',
    });
  }
  model.height = 1.24;
  return model;
};

// ── Utes, cab chassis, vans ───────────────────────────────────────────────────────────────────────

const cabFront: ProfilePoint[] = [
  [2.62, 0.5, 'bumperF'],
  [2.7, 0.8, 'fascia'],
  [2.64, 1.08, 'bonnet'],
  [1.2, 1.2, 'shoulder'],
];

const ute = (): VehicleModel => {
  const halfWidth = 0.93;
  const wheelR = 0.385;
  const archR = 0.47;
  const model = buildCar({
    style: 'ute',
    wheelR,
    archR,
    wheelX: [1.63, -1.45],
    sill: 0.5,
    halfWidth,
    rearX: -0.78,
    frontX: 2.62,
    skipRearArch: true,
    body: [...cabFront, [-0.78, 1.22, 'cabBack'], [-0.78, 0.5, 'under']],
    cabin: [
      [-0.78, 1.22, 'base'],
      [1.22, 1.2, 'glassF'],
      [0.38, 1.8, 'roof'],
      [-0.66, 1.81, 'glassR'],
    ],
    cabinHalfWidth: [0.87, 0.74],
    pillars: [strip(0.22, 1.22, 0.2, 1.8, 0.1)],
    cladding: false,
    doors: [1.2, 0.2, -0.75],
    handles: [0.42, -0.55],
    beltZ: 1.21,
    mirrorX: 1.05,
    wheelStyle: 'offroad',
    headlampSide: [
      [2.42, 0.94],
      [2.66, 0.96],
      [2.64, 1.07],
      [2.36, 1.1],
    ],
    extraSideDecor: [{ pts: rect(-0.7, 0.5, 1.05, 0.56), material: 'trim' }],
  });
  // The tub: its top face is the tray floor (dark) framed by the tub walls' top rails.
  const tubArch = underbody(-2.7, -0.84, 0.56, [{ x: -1.45, r: archR, z: wheelR }]);
  model.prisms.push({
    pts: [...tubArch, [-0.84, 1.22, 'tubFloor'], [-2.68, 1.22, 'tail'], [-2.7, 0.62, 'under']],
    group: 1,
    halfWidth,
    material: 'paint',
    roles: carRoles,
    sideDecor: [
      {
        pts: [
          [-2.62, 1.1],
          [-0.95, 1.08],
          [-0.95, 1.1],
          [-2.62, 1.12],
        ],
        material: 'white',
        opacity: 0.22,
      },
      {
        pts: [
          [-2.69, 0.98],
          [-2.55, 0.98],
          [-2.55, 1.18],
          [-2.69, 1.18],
        ],
        material: 'lightR',
      },
    ],
    edgeDecor: {
      tubFloor: [
        {
          pts: [
            [0, 0],
            [1, 0],
            [1, 0.05],
            [0, 0.05],
          ],
          material: 'paint',
        },
        {
          pts: [
            [0, 0.95],
            [1, 0.95],
            [1, 1],
            [0, 1],
          ],
          material: 'paint',
        },
      ],
      tail: [
        ...tailDecor(0.05, 0.35),
        {
          pts: [
            [0.05, 0.42],
            [0.12, 0.42],
            [0.12, 0.58],
            [0.05, 0.58],
          ],
          material: 'trim',
        },
      ],
    },
  });
  // Step bumper.
  model.prisms.push({
    pts: [
      [-2.84, 0.48, 'under'],
      [-2.66, 0.48],
      [-2.66, 0.64],
      [-2.84, 0.64, 'bumperR'],
    ],
    group: 1,
    halfWidth: halfWidth - 0.05,
    material: 'chrome',
    edgeDecor: { bumperR: plateDecor },
  });
  model.length = [-2.84, 2.7];
  return model;
};

const cabChassis = (): VehicleModel => {
  const halfWidth = 0.9;
  const wheelR = 0.37;
  const model = buildCar({
    style: 'ute',
    wheelR,
    archR: 0.45,
    wheelX: [1.63, -1.45],
    sill: 0.5,
    halfWidth,
    rearX: 0.2,
    frontX: 2.62,
    skipRearArch: true,
    body: [...cabFront, [0.2, 1.22, 'cabBack'], [0.2, 0.5, 'under']],
    cabin: [
      [0.2, 1.22, 'base'],
      [1.22, 1.2, 'glassF'],
      [0.55, 1.8, 'roof'],
      [0.28, 1.81, 'glassR'],
    ],
    cabinHalfWidth: [0.84, 0.72],
    doors: [1.2, 0.25],
    handles: [0.45],
    beltZ: 1.21,
    mirrorX: 1.05,
    wheelStyle: 'steel',
    headlampSide: [
      [2.42, 0.94],
      [2.66, 0.96],
      [2.64, 1.07],
      [2.36, 1.1],
    ],
  });
  // Chassis rails, alloy tray with dropsides, and a headboard.
  model.prisms.push({
    pts: rect(-2.6, 0.55, 0.15, 0.8).map((p) => [...p] as ProfilePoint),
    halfWidth: 0.45,
    material: 'under',
  });
  model.prisms.push({
    pts: [
      [-2.85, 0.92, 'under'],
      [0.05, 0.92, 'front'],
      [0.05, 1.3, 'tubFloor'],
      [-2.85, 1.3, 'tail'],
    ],
    group: 1,
    halfWidth: 0.98,
    material: 'alloy',
    roles: { tubFloor: 'alloy', under: 'under' },
    sideDecor: [0.0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9].map((t) => ({
      pts: rect(-2.8 + t * 2.8, 0.96, -2.77 + t * 2.8, 1.27),
      material: 'trim' as Material,
      opacity: 0.25,
    })),
    edgeDecor: {
      tubFloor: [
        {
          pts: [
            [0.02, 0.04],
            [0.98, 0.04],
            [0.98, 0.96],
            [0.02, 0.96],
          ],
          material: 'tubFloor',
          opacity: 0.35,
        },
      ],
      tail: tailDecor(0.55, 0.9),
    },
  });
  model.prisms.push({
    pts: rect(0.02, 1.3, 0.12, 1.95).map((p) => [...p] as ProfilePoint),
    group: 1,
    halfWidth: 0.98,
    material: 'alloy',
  });
  model.length = [-2.85, 2.7];
  model.halfWidth = 0.98;
  model.height = 1.95;
  return model;
};

const van = (): VehicleModel => {
  const model = buildCar({
    style: 'van',
    wheelR: 0.33,
    archR: 0.4,
    wheelX: [1.62, -1.38],
    sill: 0.4,
    halfWidth: 0.97,
    rearX: -2.62,
    frontX: 2.58,
    body: [
      [2.58, 0.4, 'bumperF'],
      [2.66, 0.72, 'fascia'],
      [2.56, 1.0, 'bonnet'],
      [2.05, 1.08, 'shoulder'],
      [-2.6, 1.08, 'tail'],
      [-2.64, 0.9, 'bumperR'],
      [-2.64, 0.5, 'under'],
    ],
    cabin: [
      [-2.62, 1.08, 'base'],
      [2.07, 1.08, 'glassF'],
      [1.28, 1.98, 'roof'],
      [-2.56, 2.0, 'tailU'],
    ],
    cabinHalfWidth: [0.97, 0.92],
    cabinSideMaterial: 'paint',
    cabinDecor: [
      {
        pts: [
          [1.95, 1.12],
          [1.0, 1.12],
          [1.0, 1.72],
          [1.42, 1.78],
        ],
        material: 'glass',
      },
      { pts: strip(0.95, 1.1, 0.95, 1.95, 0.015), material: 'trim' },
      { pts: strip(-0.45, 1.1, -0.45, 1.95, 0.015), material: 'trim' },
      { pts: strip(-0.45, 1.75, 0.95, 1.75, 0.02), material: 'trim', opacity: 0.5 },
    ],
    doors: [2.0, 0.95, -0.45],
    handles: [0.85, -0.3],
    beltZ: 1.1,
    mirrorX: 1.9,
    extraSideDecor: [{ pts: rect(-2.5, 0.75, -2.2, 0.8), material: 'amber', opacity: 0.8 }],
    headlampSide: [
      [2.38, 0.86],
      [2.62, 0.88],
      [2.58, 0.98],
      [2.32, 1.0],
    ],
    tailSide: [
      [-2.63, 1.0],
      [-2.5, 1.0],
      [-2.5, 1.5],
      [-2.61, 1.5],
    ],
  });
  const upper = model.prisms[1];
  upper.edgeDecor = {
    ...upper.edgeDecor,
    tailU: [
      {
        pts: [
          [0.05, 0.08],
          [0.45, 0.08],
          [0.45, 0.48],
          [0.05, 0.48],
        ],
        material: 'glass',
      },
      {
        pts: [
          [0.05, 0.52],
          [0.45, 0.52],
          [0.45, 0.92],
          [0.05, 0.92],
        ],
        material: 'glass',
      },
    ],
  };
  return model;
};

// ── Truck, motorcycle, caravan, camper trailer ───────────────────────────────────────────────────

const truck = (): VehicleModel => {
  const cabHalf = 1.0;
  const wheelR = 0.42;
  const frontX = 2.35;
  const rearX = -1.45;
  const cab: ProfilePoint[] = [
    ...underbody(1.72, 3.4, 0.62, [{ x: frontX, r: 0.5, z: wheelR }]),
    [3.4, 0.62, 'bumperF'],
    [3.46, 1.05, 'fascia'],
    [3.44, 1.55, 'shoulder'],
    [1.74, 1.55, 'cabBack'],
    [1.72, 0.64, 'under'],
  ];
  const prisms: Prism[] = [
    {
      pts: [
        [-3.3, 0.58, 'under'],
        [2.9, 0.58],
        [2.9, 0.86],
        [-3.3, 0.86],
      ],
      halfWidth: 0.44,
      material: 'under',
    },
    {
      pts: cab,
      halfWidth: cabHalf,
      material: 'paint',
      roles: { ...carRoles, bumperF: 'trim' },
      edgeDecor: { fascia: fasciaDecor('truck'), bumperF: bumperFDecor },
      sideDecor: [
        { pts: rect(2.0, 0.7, 2.02, 1.52), material: 'trim' },
        { pts: rect(3.05, 1.25, 3.3, 1.38), material: 'amber' },
        { pts: rect(1.85, 1.0, 2.0, 1.05), material: 'chrome' },
      ],
    },
    {
      pts: [
        [1.74, 1.55, 'base'],
        [3.44, 1.55, 'glassF'],
        [3.32, 2.5, 'roof'],
        [1.78, 2.56, 'cabBack'],
      ],
      halfWidth: cabHalf,
      halfWidthTop: cabHalf - 0.06,
      material: 'paint',
      sideMaterial: 'paint',
      roles: carRoles,
      edgeDecor: { glassF: glassGlint },
      sideDecor: [
        {
          pts: [
            [2.05, 1.6],
            [3.3, 1.6],
            [3.22, 2.3],
            [2.05, 2.3],
          ],
          material: 'glass',
        },
        { pts: rect(3.0, 1.75, 3.2, 2.1), material: 'trim' },
      ],
    },
    {
      // Pantech body, white, with a stripe in the truck's colour and a roller door at the back.
      pts: [
        [-3.55, 0.95, 'under'],
        [1.62, 0.95, 'front'],
        [1.62, 3.25, 'roof'],
        [-3.55, 3.25, 'door'],
      ],
      halfWidth: 1.22,
      group: 1,
      material: 'white',
      roles: { under: 'under' },
      sideDecor: [
        { pts: rect(-3.45, 1.15, 1.52, 1.3), material: 'paint' },
        { pts: rect(-3.45, 1.34, 1.52, 1.38), material: 'paint', opacity: 0.7 },
        { pts: rect(-3.5, 0.98, 1.58, 1.04), material: 'alloy' },
      ],
      edgeDecor: {
        door: [
          ...Array.from({ length: 8 }, (_, k) => ({
            pts: [
              [0.06 + k * 0.11, 0.08],
              [0.065 + k * 0.11, 0.08],
              [0.065 + k * 0.11, 0.92],
              [0.06 + k * 0.11, 0.92],
            ] as Pt[],
            material: 'alloy' as Material,
          })),
          {
            pts: [
              [0.88, 0.05],
              [0.97, 0.05],
              [0.97, 0.2],
              [0.88, 0.2],
            ],
            material: 'lightR',
          },
          {
            pts: [
              [0.88, 0.8],
              [0.97, 0.8],
              [0.97, 0.95],
              [0.88, 0.95],
            ],
            material: 'lightR',
          },
        ],
      },
    },
    {
      pts: rect(-0.6, 0.62, 0.3, 0.95).map((p) => [...p] as ProfilePoint),
      group: 2,
      halfWidth: 0.95,
      material: 'alloy',
    },
  ];
  const wheels: Wheel[] = [
    ...wheelPair(frontX, wheelR, cabHalf - 0.02, 'truck', 0.26),
    ...wheelPair(rearX, wheelR, 1.05, 'truck', 0.5),
  ];
  return { prisms, wheels, length: [-3.55, 3.46], halfWidth: 1.22, height: 3.25 };
};

const motorcycle = (): VehicleModel => {
  const front = 0.74;
  const rear = -0.72;
  const prisms: Prism[] = [
    {
      // Tank
      pts: [
        [-0.06, 0.8],
        [0.36, 0.8],
        [0.5, 0.98],
        [0.42, 1.09],
        [0.1, 1.08],
        [-0.06, 0.96],
      ],
      halfWidth: 0.19,
      halfWidthTop: 0.12,
      material: 'paint',
      sideDecor: [{ pts: strip(0.05, 0.95, 0.42, 1.0, 0.03), material: 'white', opacity: 0.5 }],
    },
    {
      // Seat
      pts: [
        [-0.64, 0.84],
        [-0.02, 0.86],
        [-0.05, 0.97],
        [-0.3, 0.95],
        [-0.66, 0.98],
      ],
      halfWidth: 0.16,
      material: 'seat',
    },
    {
      // Tail section with the tail light
      pts: [
        [-0.98, 0.9, 'lampR'],
        [-0.58, 0.76],
        [-0.64, 0.86],
        [-0.66, 0.98],
        [-1.0, 1.02],
      ],
      halfWidth: 0.11,
      material: 'paint',
      roles: { lampR: 'lightR' },
    },
    {
      // Engine and gearbox
      pts: [
        [-0.18, 0.32],
        [0.38, 0.3],
        [0.46, 0.6],
        [0.3, 0.8],
        [-0.08, 0.8],
        [-0.22, 0.56],
      ],
      halfWidth: 0.21,
      halfWidthTop: 0.15,
      material: 'engine',
      sideDecor: [
        { pts: ellipse(0.08, 0.5, 0.13, 0.11), material: 'alloy' },
        { pts: ellipse(0.08, 0.5, 0.07, 0.06), material: 'engine' },
      ],
    },
    {
      // Swingarm
      pts: [
        [rear, 0.28],
        [-0.12, 0.4],
        [-0.14, 0.5],
        [rear, 0.36],
      ],
      halfWidth: 0.13,
      material: 'trim',
    },
    {
      // Headlight and screen
      pts: [
        [0.56, 0.9],
        [0.7, 0.93, 'lamp'],
        [0.7, 1.06],
        [0.58, 1.12],
        [0.5, 1.3],
        [0.46, 1.28],
      ],
      halfWidth: 0.12,
      material: 'paint',
      roles: { lamp: 'lightF' },
    },
    {
      // Handlebar
      pts: rect(0.36, 1.13, 0.42, 1.17).map((p) => [...p] as ProfilePoint),
      halfWidth: 0.4,
      material: 'trim',
    },
    {
      // Exhaust on the right-hand side
      pts: [
        [-0.1, 0.26],
        [0.06, 0.3],
        [-0.72, 0.62],
        [-0.9, 0.64],
        [-0.88, 0.54],
      ],
      halfWidth: 0.055,
      yCenter: -0.22,
      material: 'chrome',
    },
    {
      // Front mudguard
      pts: Array.from({ length: 9 }, (_, k) => {
        const a = Math.PI * (0.15 + (k / 8) * 0.65);
        return [front + 0.4 * Math.cos(a), 0.33 + 0.4 * Math.sin(a)] as ProfilePoint;
      }).concat(
        Array.from({ length: 9 }, (_, k) => {
          const a = Math.PI * (0.8 - (k / 8) * 0.65);
          return [front + 0.36 * Math.cos(a), 0.33 + 0.36 * Math.sin(a)] as ProfilePoint;
        }),
      ),
      halfWidth: 0.07,
      material: 'paint',
    },
  ];
  for (const side of [1, -1]) {
    prisms.push({
      // Fork legs
      pts: [
        [front - 0.03, 0.3],
        [front + 0.04, 0.33],
        [0.5, 1.12],
        [0.44, 1.1],
      ],
      halfWidth: 0.028,
      yCenter: side * 0.1,
      material: 'chrome',
    });
  }
  const wheels: Wheel[] = [
    { x: front, r: 0.34, yCenter: 0, width: 0.11, side: 0, style: 'moto' },
    { x: rear, r: 0.32, yCenter: 0, width: 0.16, side: 0, style: 'moto' },
  ];
  prisms.forEach((prism, index) => {
    prism.group = index;
  });
  return { prisms, wheels, length: [-1.05, 1.1], halfWidth: 0.4, height: 1.3, wheelsInline: true };
};

const caravan = (): VehicleModel => {
  const halfWidth = 1.2;
  const wheelR = 0.37;
  const axles = [-0.3, -1.22];
  // One long mudguard cut-out spans the tandem axle.
  const cut: ProfilePoint[] = [
    [-3.6, 0.62, 'under'],
    [-1.72, 0.62, 'arch'],
    [-1.66, 0.95, 'arch'],
    [0.14, 0.95, 'arch'],
    [0.2, 0.62, 'under'],
  ];
  const windows: SideDecor[] = [
    { pts: roundRect(-3.2, 1.75, -2.3, 2.45, 0.08), material: 'glass' },
    { pts: roundRect(-1.7, 1.8, -0.6, 2.45, 0.08), material: 'glass' },
    { pts: roundRect(1.55, 1.75, 2.55, 2.45, 0.08), material: 'glass' },
  ];
  const frames: SideDecor[] = windows.map((w) => ({
    pts: w.pts.map(([x, z]) => [x + (x > 0 ? 0.03 : -0.03), z] as Pt),
    material: 'trim',
  }));
  const prisms: Prism[] = [
    {
      pts: [
        ...cut,
        [3.0, 0.62, 'front'],
        [3.12, 1.55, 'frontU'],
        [2.9, 2.92, 'roofF'],
        [2.5, 3.05, 'roof'],
        [-3.42, 3.05, 'tailT'],
        [-3.62, 2.85, 'tail'],
      ],
      halfWidth,
      material: 'white',
      roles: { under: 'under', arch: 'arch' },
      sideDecor: [
        ...frames,
        ...windows,
        // Lower composite panels and a swoosh in the van's colour.
        { pts: rect(-3.58, 0.64, 3.02, 1.12), material: 'paint' },
        {
          pts: [
            [-3.55, 1.22],
            [0.2, 1.22],
            [1.6, 1.55],
            [3.05, 1.5],
            [3.06, 1.62],
            [1.6, 1.68],
            [0.2, 1.36],
            [-3.55, 1.36],
          ],
          material: 'paint',
          opacity: 0.85,
        },
        // Entry door and its window; awning roll under the roof line.
        { pts: roundRect(0.35, 0.75, 1.2, 2.7, 0.05), material: 'trim', opacity: 0.5 },
        { pts: roundRect(0.4, 0.8, 1.15, 2.65, 0.05), material: 'white' },
        { pts: roundRect(0.55, 2.0, 1.0, 2.45, 0.05), material: 'glass' },
        { pts: rect(-3.3, 2.8, 2.6, 2.92), material: 'alloy' },
        { pts: rect(-3.6, 0.95, -3.45, 1.1), material: 'lightR' },
      ],
      edgeDecor: {
        front: [
          {
            pts: [
              [0, 0.04],
              [1, 0.04],
              [1, 0.96],
              [0, 0.96],
            ],
            material: 'alloy',
          },
        ],
        frontU: [
          {
            pts: [
              [0.25, 0.2],
              [0.85, 0.22],
              [0.85, 0.78],
              [0.25, 0.8],
            ],
            material: 'glass',
          },
        ],
        tail: tailDecor(0.6, 0.9),
        tailT: [],
      },
    },
    {
      // Front tool box
      pts: rect(3.05, 0.6, 3.75, 1.25).map((p) => [...p] as ProfilePoint),
      group: 1,
      halfWidth: 0.95,
      material: 'paint',
      sideDecor: [{ pts: rect(3.12, 0.7, 3.68, 1.15), material: 'trim', opacity: 0.3 }],
    },
    {
      // Chassis and drawbar
      pts: [
        [-3.6, 0.42, 'under'],
        [3.05, 0.42],
        [4.95, 0.5],
        [4.95, 0.6],
        [3.05, 0.62],
        [-3.6, 0.62],
      ],
      group: 2,
      halfWidth: 0.32,
      material: 'under',
    },
    {
      // Jockey wheel post
      pts: rect(4.05, 0.12, 4.15, 0.65).map((p) => [...p] as ProfilePoint),
      group: 3,
      halfWidth: 0.05,
      yCenter: 0.2,
      material: 'alloy',
    },
  ];
  const wheels = axles.flatMap((x) => wheelPair(x, wheelR, halfWidth - 0.02, 'offroad', 0.26));
  return { prisms, wheels, length: [-3.62, 4.95], halfWidth, height: 3.05 };
};

const camperTrailer = (): VehicleModel => {
  const halfWidth = 0.98;
  const wheelR = 0.4;
  const axle = -0.35;
  const tub = underbody(-1.85, 1.2, 0.6, [{ x: axle, r: 0.5, z: wheelR }]);
  const prisms: Prism[] = [
    {
      pts: [...tub, [1.2, 0.6, 'front'], [1.2, 1.45, 'lid'], [-1.85, 1.45, 'tail']],
      halfWidth,
      material: 'paint',
      roles: { under: 'under', arch: 'arch', lid: 'trim' },
      sideDecor: [
        { pts: rect(-1.8, 1.3, 1.15, 1.43), material: 'trim' },
        { pts: rect(-1.6, 0.75, -1.0, 1.2), material: 'trim', opacity: 0.25 },
        { pts: rect(0.3, 0.75, 1.05, 1.2), material: 'trim', opacity: 0.25 },
        { pts: rect(-1.84, 0.8, -1.74, 0.95), material: 'lightR' },
      ],
      edgeDecor: { tail: tailDecor(0.6, 0.85) },
    },
    {
      // The folded tent under its PVC cover
      pts: [
        [-1.95, 1.45],
        [1.3, 1.45],
        [1.25, 1.8],
        [-1.9, 1.82],
      ],
      halfWidth: 1.02,
      halfWidthTop: 0.95,
      material: 'canvas',
      sideDecor: [{ pts: rect(-1.9, 1.55, 1.25, 1.58), material: 'trim', opacity: 0.4 }],
    },
    {
      pts: rect(1.22, 0.62, 1.9, 1.25).map((p) => [...p] as ProfilePoint),
      group: 1,
      halfWidth: 0.8,
      material: 'trim',
      sideDecor: [{ pts: rect(1.3, 0.7, 1.82, 1.17), material: 'alloy', opacity: 0.25 }],
    },
    {
      pts: [
        [-1.85, 0.45, 'under'],
        [1.2, 0.45],
        [3.1, 0.52],
        [3.1, 0.62],
        [1.2, 0.62],
        [-1.85, 0.62],
      ],
      group: 2,
      halfWidth: 0.25,
      material: 'trim',
    },
    {
      // Spare wheel carrier on the rear
      pts: rect(-2.0, 0.7, -1.86, 1.3).map((p) => [...p] as ProfilePoint),
      group: 3,
      halfWidth: 0.35,
      material: 'tyre',
    },
  ];
  const wheels = wheelPair(axle, wheelR, halfWidth + 0.1, 'offroad', 0.27);
  return { prisms, wheels, length: [-2.0, 3.1], halfWidth: halfWidth + 0.1, height: 1.82 };
};

const builders: Record<MediaBody, () => VehicleModel> = {
  sedan,
  hatch,
  suv,
  ute,
  wagon,
  van,
  coupe,
  convertible,
  'people-mover': peopleMover,
  'cab-chassis': cabChassis,
  truck,
  motorcycle,
  caravan,
  'camper-trailer': camperTrailer,
};

const cache = new Map<MediaBody, VehicleModel>();

/** The (cached, immutable) 3D model of a body type. */
export function vehicleModel(body: MediaBody): VehicleModel {
  let model = cache.get(body);
  if (!model) {
    model = builders[body]();
    cache.set(body, model);
  }
  return model;
}

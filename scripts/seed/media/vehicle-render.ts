import { mix, type SvgDoc, shade } from './svg';

// A tiny flat-shaded 3D renderer for stylised vehicles. A vehicle is a set of extruded side profiles
// ("prisms": a polygon in the x/z plane pushed out across the width, optionally tapered) plus wheels
// (cylinders). Faces are back-face culled, sorted far-to-near by their farthest vertex (painter's
// algorithm) and written as SVG polygons; decorations (lights, grilles, windows, door lines, rims) ride on
// their face and are drawn only when that face is visible. Because the geometry is real 3D, any camera
// angle works: the 36 spin frames are the same model seen every 10 degrees.
//
// World axes: x forward (the nose is at +x), y to the vehicle's left, z up, metres, ground at z = 0.

export type V3 = [number, number, number];
export type Material =
  | 'paint'
  | 'paintDark'
  | 'glass'
  | 'trim'
  | 'tyre'
  | 'rim'
  | 'chrome'
  | 'lightF'
  | 'lightR'
  | 'amber'
  | 'alloy'
  | 'white'
  | 'canvas'
  | 'seat'
  | 'engine'
  | 'under'
  | 'arch'
  | 'plate'
  | 'tubFloor'
  | 'grille';

/** A profile vertex: x, z and the role of the edge from this vertex to the next one. */
export type ProfilePoint = [number, number, string?];

export type SideDecor = { pts: [number, number][]; material: Material; opacity?: number };
/** Polygon on an edge face in face coordinates: s along the edge (0..1), t across the width (0..1). */
export type EdgeDecor = { pts: [number, number][]; material: Material; opacity?: number };

export type Prism = {
  pts: ProfilePoint[];
  /** Half width at the profile's lowest and highest z (a taper gives the cabin its tumblehome). */
  halfWidth: number;
  halfWidthTop?: number;
  yCenter?: number;
  material: Material;
  sideMaterial?: Material;
  /** Material per edge role; unknown roles use `material`. */
  roles?: Record<string, Material>;
  sideDecor?: SideDecor[];
  edgeDecor?: Record<string, EdgeDecor[]>;
  /** Prisms of one group are drawn together in list order; groups are depth sorted (default 0). */
  group?: number;
};

export type WheelStyle = 'alloy' | 'steel' | 'offroad' | 'moto' | 'truck';
export type Wheel = {
  x: number;
  r: number;
  z?: number;
  yCenter: number;
  width: number;
  /** +1 when the wheel's outer face looks to +y, -1 for -y; 0 for a centred motorcycle wheel. */
  side: 1 | -1 | 0;
  style: WheelStyle;
};

export type VehicleModel = {
  prisms: Prism[];
  wheels: Wheel[];
  /** Footprint for the ground shadow. */
  length: [number, number];
  halfWidth: number;
  height: number;
  /** Motorcycles interleave wheels with their parts by depth; everything else draws wheels first. */
  wheelsInline?: boolean;
};

export type Camera = { pos: V3; f: V3; r: V3; u: V3 };

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const add = (...vs: V3[]): V3 =>
  vs.reduce((acc, v) => [acc[0] + v[0], acc[1] + v[1], acc[2] + v[2]], [0, 0, 0]);

/** A camera orbiting `target`: azimuth 0 looks at the nose, 90 at the left (+y) side; elevation up. */
export function orbitCamera(target: V3, azimuthDeg: number, elevationDeg: number, distance: number): Camera {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  const pos: V3 = [
    target[0] + distance * Math.cos(el) * Math.cos(az),
    target[1] + distance * Math.cos(el) * Math.sin(az),
    target[2] + distance * Math.sin(el),
  ];
  const f = norm(sub(target, pos));
  const r = norm(cross(f, [0, 0, 1]));
  const u = cross(r, f);
  return { pos, f, r, u };
}

/** Camera-space projection: x right, y down (unit focal length), depth along the view direction. */
export function project(cam: Camera, p: V3): [number, number, number] {
  const v = sub(p, cam.pos);
  const depth = dot(v, cam.f);
  return [dot(v, cam.r) / depth, -dot(v, cam.u) / depth, depth];
}

export const MATERIAL_COLOURS: Record<Exclude<Material, 'paint' | 'paintDark'>, string> = {
  glass: '#1f2a36',
  trim: '#202226',
  tyre: '#1b1c1f',
  rim: '#c5cad0',
  chrome: '#dde1e6',
  lightF: '#e9f0f7',
  lightR: '#b0121c',
  amber: '#e8902a',
  alloy: '#c0c5ca',
  white: '#eff1f0',
  canvas: '#7e7a63',
  seat: '#24252a',
  engine: '#474b52',
  under: '#141518',
  arch: '#111215',
  plate: '#f4f1e6',
  tubFloor: '#2b2d31',
  grille: '#15171a',
};

type Face = {
  kind: 'side' | 'edge' | 'wheel';
  pts: V3[];
  normal: V3;
  material: Material;
  decor: { pts: V3[]; material: Material; opacity?: number }[];
  gradient?: 'side' | 'glass';
};

function profileArea(pts: ProfilePoint[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, z1] = pts[i];
    const [x2, z2] = pts[(i + 1) % pts.length];
    a += x1 * z2 - x2 * z1;
  }
  return a / 2;
}

function prismFaces(prism: Prism): Face[] {
  // Profiles must run counter-clockwise in the x/z plane so that edge normals point outwards.
  let pts = prism.pts;
  let roles = pts.map((p) => p[2]);
  if (profileArea(pts) < 0) {
    // Reverse the walk; an edge's role moves to the edge's new starting vertex.
    const n = pts.length;
    const reversed: ProfilePoint[] = [];
    for (let i = n - 1; i >= 0; i--) reversed.push([pts[i][0], pts[i][1], pts[(i - 1 + n) % n][2]]);
    pts = reversed;
    roles = pts.map((p) => p[2]);
  }
  const zs = pts.map((p) => p[1]);
  const zMin = Math.min(...zs);
  const zMax = Math.max(...zs);
  const hwTop = prism.halfWidthTop ?? prism.halfWidth;
  const hw = (z: number) =>
    zMax === zMin
      ? prism.halfWidth
      : prism.halfWidth + ((hwTop - prism.halfWidth) * (z - zMin)) / (zMax - zMin);
  const yc = prism.yCenter ?? 0;
  const tilt = zMax === zMin ? 0 : (prism.halfWidth - hwTop) / (zMax - zMin);
  const faces: Face[] = [];

  for (const side of [1, -1] as const) {
    const sidePts: V3[] = pts.map(([x, z]) => [x, yc + side * hw(z), z]);
    if (side === 1) sidePts.reverse();
    const material = prism.sideMaterial ?? prism.material;
    faces.push({
      kind: 'side',
      pts: sidePts,
      normal: norm([0, side, tilt]),
      material,
      gradient:
        material === 'glass' ? 'glass' : material === 'paint' || material === 'white' ? 'side' : undefined,
      decor: (prism.sideDecor ?? []).map((d) => ({
        pts: d.pts.map(([x, z]) => [x, yc + side * (hw(z) + 0.004), z] as V3),
        material: d.material,
        opacity: d.opacity,
      })),
    });
  }

  for (let i = 0; i < pts.length; i++) {
    const [x1, z1] = pts[i];
    const [x2, z2] = pts[(i + 1) % pts.length];
    if (x1 === x2 && z1 === z2) continue;
    const role = roles[i] ?? '';
    const material = prism.roles?.[role] ?? prism.material;
    const a: V3 = [x1, yc - hw(z1), z1];
    const b: V3 = [x2, yc - hw(z2), z2];
    const c: V3 = [x2, yc + hw(z2), z2];
    const d: V3 = [x1, yc + hw(z1), z1];
    const at = (s: number, t: number): V3 => {
      const x = x1 + (x2 - x1) * s;
      const z = z1 + (z2 - z1) * s;
      const out = 0.004; // lift decorations just off the face
      const nx = z2 - z1;
      const nz = -(x2 - x1);
      const l = Math.hypot(nx, nz) || 1;
      return [x + (nx / l) * out, yc - hw(z) + 2 * hw(z) * t, z + (nz / l) * out];
    };
    faces.push({
      kind: 'edge',
      pts: [a, d, c, b],
      normal: norm([z2 - z1, 0, -(x2 - x1)]),
      material,
      gradient: material === 'glass' ? 'glass' : undefined,
      decor: (prism.edgeDecor?.[role] ?? []).map((dec) => ({
        pts: dec.pts.map(([s, t]) => at(s, t)),
        material: dec.material,
        opacity: dec.opacity,
      })),
    });
  }
  return faces;
}

function circle(cx: number, cz: number, y: number, radius: number, segments: number, from = 0): V3[] {
  const pts: V3[] = [];
  for (let k = 0; k < segments; k++) {
    const a = from + (k / segments) * Math.PI * 2;
    pts.push([cx + radius * Math.cos(a), y, cz + radius * Math.sin(a)]);
  }
  return pts;
}

function sector(cx: number, cz: number, y: number, r0: number, r1: number, a0: number, a1: number): V3[] {
  const pts: V3[] = [];
  const steps = 4;
  for (let k = 0; k <= steps; k++) {
    const a = a0 + ((a1 - a0) * k) / steps;
    pts.push([cx + r1 * Math.cos(a), y, cz + r1 * Math.sin(a)]);
  }
  for (let k = steps; k >= 0; k--) {
    const a = a0 + ((a1 - a0) * k) / steps;
    pts.push([cx + r0 * Math.cos(a), y, cz + r0 * Math.sin(a)]);
  }
  return pts;
}

function rimDecor(w: Wheel, y: number): Face['decor'] {
  const z = w.z ?? w.r;
  const r = w.r;
  const decor: Face['decor'] = [];
  const ring = (ro: number, material: Material, opacity?: number) =>
    decor.push({ pts: circle(w.x, z, y, ro, 28), material, opacity });
  switch (w.style) {
    case 'moto': {
      ring(r * 0.84, 'trim');
      ring(r * 0.78, 'tubFloor');
      ring(r * 0.46, 'chrome');
      ring(r * 0.38, 'tubFloor');
      for (let k = 0; k < 3; k++) {
        const a = (k / 3) * Math.PI * 2 + 0.4;
        decor.push({ pts: sector(w.x, z, y, r * 0.1, r * 0.8, a - 0.09, a + 0.09), material: 'trim' });
      }
      ring(r * 0.12, 'alloy');
      break;
    }
    case 'steel':
    case 'truck': {
      ring(r * 0.66, w.style === 'truck' ? 'white' : 'alloy');
      ring(r * 0.5, w.style === 'truck' ? 'alloy' : 'rim');
      for (let k = 0; k < (w.style === 'truck' ? 6 : 5); k++) {
        const a = (k / (w.style === 'truck' ? 6 : 5)) * Math.PI * 2;
        decor.push({
          pts: circle(w.x + r * 0.36 * Math.cos(a), z + r * 0.36 * Math.sin(a), y, r * 0.07, 10),
          material: 'trim',
        });
      }
      ring(r * 0.18, 'chrome');
      break;
    }
    case 'offroad': {
      ring(r * 0.64, 'trim');
      ring(r * 0.6, 'engine');
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        decor.push({ pts: sector(w.x, z, y, r * 0.2, r * 0.54, a + 0.2, a + 0.78), material: 'under' });
      }
      ring(r * 0.16, 'trim');
      break;
    }
    default: {
      ring(r * 0.68, 'rim');
      ring(r * 0.63, 'chrome');
      ring(r * 0.6, 'rim');
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2;
        decor.push({ pts: sector(w.x, z, y, r * 0.2, r * 0.56, a + 0.24, a + 1.0), material: 'under' });
      }
      ring(r * 0.14, 'chrome');
      ring(r * 0.07, 'trim');
    }
  }
  return decor;
}

function wheelFaces(w: Wheel): Face[] {
  const z = w.z ?? w.r;
  const segs = 20;
  const half = w.width / 2;
  const faces: Face[] = [];
  const outerSides = w.side === 0 ? [1, -1] : [w.side];
  for (const s of [1, -1] as const) {
    const y = w.yCenter + s * half;
    const isOuter = outerSides.includes(s);
    const pts = circle(w.x, z, y, w.r, segs);
    if (s === 1) pts.reverse();
    faces.push({
      kind: 'wheel',
      pts,
      normal: [0, s, 0],
      material: isOuter ? 'tyre' : 'under',
      decor: isOuter ? rimDecor(w, y + s * 0.004) : [],
    });
  }
  for (let k = 0; k < segs; k++) {
    const a0 = (k / segs) * Math.PI * 2;
    const a1 = ((k + 1) / segs) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    const p = (a: number, y: number): V3 => [w.x + w.r * Math.cos(a), y, z + w.r * Math.sin(a)];
    faces.push({
      kind: 'wheel',
      pts: [
        p(a0, w.yCenter - half),
        p(a1, w.yCenter - half),
        p(a1, w.yCenter + half),
        p(a0, w.yCenter + half),
      ],
      normal: [Math.cos(am), 0, Math.sin(am)],
      material: 'tyre',
      decor: [],
    });
  }
  return faces;
}

export type RenderOptions = {
  colour: string;
  azimuth: number;
  elevation?: number;
  /** Screen placement: either fit the view's bounding box, or a fixed scale around the target (spins). */
  fit: { x: number; y: number; w: number; h: number };
  fixedScale?: boolean;
  distance?: number;
  shadow?: boolean;
};

/** Flat colour of a material under a shading factor. */
function materialColour(material: Material, paint: string, k: number): string {
  if (material === 'paint') return shade(paint, k);
  if (material === 'paintDark') return shade(paint, k * 0.55);
  return shade(MATERIAL_COLOURS[material], k);
}

function modelPoints(model: VehicleModel): V3[] {
  const all: V3[] = [];
  for (const p of model.prisms) {
    const yc = p.yCenter ?? 0;
    const hw = Math.max(p.halfWidth, p.halfWidthTop ?? 0);
    for (const [x, z] of p.pts) all.push([x, yc + hw, z], [x, yc - hw, z]);
  }
  for (const w of model.wheels) {
    const z = w.z ?? w.r;
    for (const dy of [-w.width / 2, w.width / 2])
      for (const [dx, dz] of [
        [w.r, 0],
        [-w.r, 0],
        [0, w.r],
        [0, -w.r],
      ])
        all.push([w.x + dx, w.yCenter + dy, z + dz]);
  }
  return all;
}

function modelTarget(model: VehicleModel): V3 {
  return [(model.length[0] + model.length[1]) / 2, 0, model.height * 0.42];
}

const fixedScaleCache = new Map<VehicleModel, number>();

/** Draws the vehicle into `doc` and returns where its ground contact line sits (for composition). */
export function renderVehicle(doc: SvgDoc, model: VehicleModel, opts: RenderOptions): { groundY: number } {
  const elevation = opts.elevation ?? 11;
  const size = Math.max(model.length[1] - model.length[0], model.height * 1.6);
  const distance = opts.distance ?? size * 4;
  const target = modelTarget(model);
  const cam = orbitCamera(target, opts.azimuth, elevation, distance);
  const fit = opts.fit;

  // Screen transform: scale s and offset (ox, oy) from camera-plane units to pixels.
  let s: number;
  let ox: number;
  let oy: number;
  if (opts.fixedScale) {
    let scaleFit = fixedScaleCache.get(model);
    if (scaleFit === undefined) {
      scaleFit = Number.POSITIVE_INFINITY;
      for (let az = 0; az < 360; az += 15) {
        const c = orbitCamera(target, az, elevation, distance);
        const proj = modelPoints(model).map((p) => project(c, p));
        const xs = proj.map((p) => Math.abs(p[0]));
        const ys = proj.map((p) => Math.abs(p[1]));
        scaleFit = Math.min(scaleFit, fit.w / 2 / Math.max(...xs), fit.h / 2 / Math.max(...ys));
      }
      fixedScaleCache.set(model, scaleFit);
    }
    s = scaleFit;
    ox = fit.x + fit.w / 2;
    oy = fit.y + fit.h / 2;
  } else {
    const proj = modelPoints(model).map((p) => project(cam, p));
    const xs = proj.map((p) => p[0]);
    const ys = proj.map((p) => p[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    s = Math.min(fit.w / (maxX - minX), fit.h / (maxY - minY));
    ox = fit.x + fit.w / 2 - ((minX + maxX) / 2) * s;
    oy = fit.y + fit.h - maxY * s;
  }
  const toScreen = (p: V3): [number, number] => {
    const [x, y] = project(cam, p);
    return [ox + x * s, oy + y * s];
  };

  // Ground shadow: the blurred footprint plus darker contact patches under the wheels.
  let groundY = 0;
  if (opts.shadow !== false) {
    const [x0, x1] = model.length;
    const hw = model.halfWidth * 0.92;
    const foot: V3[] = [
      [x0 + 0.1, -hw, 0],
      [x1 - 0.1, -hw, 0],
      [x1 - 0.1, hw, 0],
      [x0 + 0.1, hw, 0],
    ];
    const footScreen = foot.map(toScreen);
    groundY = Math.max(...footScreen.map((p) => p[1]));
    // Radial gradients rather than blur filters: a blur costs several times the rest of the image.
    const xs = footScreen.map((p) => p[0]);
    const ys = footScreen.map((p) => p[1]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const soft = doc.radial(
      [
        [0, '#000', 0.3],
        [0.6, '#000', 0.16],
        [1, '#000', 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    );
    const w = Math.max(...xs) - Math.min(...xs);
    const h = Math.max(...ys) - Math.min(...ys);
    doc.ellipse(cx, cy, w * 0.52, h * 0.46 + 8, soft);
    doc.poly(footScreen, '#000', 'opacity="0.1"');
    const contact = doc.radial(
      [
        [0, '#000', 0.6],
        [1, '#000', 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    );
    for (const wheel of model.wheels) {
      const c = toScreen([wheel.x, wheel.yCenter, 0]);
      const top = toScreen([wheel.x, wheel.yCenter, wheel.r]);
      const px = Math.hypot(top[0] - c[0], top[1] - c[1]);
      doc.ellipse(c[0], c[1], px * 0.95 + 4, px * 0.22 + 3, contact);
    }
  }

  // Light comes from above and to the left of the camera.
  const light = norm(add(scale(cam.f, -0.45), scale(cam.u, 0.85), scale(cam.r, -0.4)));
  const half = norm(sub(light, cam.f));

  // Draw order (a painter's algorithm that knows the structure of a vehicle):
  //  1. wheel-well linings and undersides, far to near;
  //  2. the wheels (convex, so culling alone orders their faces), unless drawn inline (motorcycles);
  //  3. groups of prisms, far to near; within a group prisms in list order, except parts standing off to
  //     one side (mirrors) which go first when on the far side and last when on the near side; within a
  //     prism its edge faces far to near, then its side face, which nothing of the same prism can cover.
  const depthOf = (p: V3) => dot(sub(p, cam.pos), cam.f);
  const isVisible = (face: Face) => {
    const centroid = scale(add(...face.pts), 1 / face.pts.length);
    return dot(face.normal, sub(cam.pos, centroid)) > 1e-6;
  };
  const farthest = (face: Face) => Math.max(...face.pts.map(depthOf));
  const byFar = (a: Face, b: Face) => farthest(b) - farthest(a);
  const camSide = Math.sign(cam.pos[1]);
  const hidden = (face: Face) => face.material === 'arch' || face.material === 'under';

  const prismFaceSets = model.prisms.map((prism) => ({ prism, faces: prismFaces(prism).filter(isVisible) }));
  const ordered: Face[] = prismFaceSets.flatMap((set) => set.faces.filter(hidden)).sort(byFar);

  type Item = { depth: number; index: number; faces: Face[] };
  const items: Item[] = [];
  const wheelItems = model.wheels.map((w, index) => ({
    depth: depthOf([w.x, w.yCenter, w.z ?? w.r]),
    index: -1 - (model.wheels.length - index),
    faces: wheelFaces(w).filter(isVisible),
  }));
  if (model.wheelsInline) items.push(...wheelItems);
  else ordered.push(...wheelItems.sort((a, b) => b.depth - a.depth).flatMap((item) => item.faces));

  const groups = new Map<number, typeof prismFaceSets>();
  for (const set of prismFaceSets) {
    const key = set.prism.group ?? 0;
    groups.set(key, [...(groups.get(key) ?? []), set]);
  }
  for (const [key, sets] of groups) {
    const centres = sets.map(({ prism }) => {
      const xs = prism.pts.map((p) => p[0]);
      const zs = prism.pts.map((p) => p[1]);
      const mid = (v: number[]) => (Math.min(...v) + Math.max(...v)) / 2;
      return depthOf([mid(xs), prism.yCenter ?? 0, mid(zs)]);
    });
    const rank = (prism: Prism) => {
      const yc = prism.yCenter ?? 0;
      if (Math.abs(yc) < 0.3 && !model.wheelsInline) return 1;
      if (Math.abs(yc) < 0.15) return 1;
      return Math.sign(yc) === camSide ? 2 : 0;
    };
    const sorted = [...sets].sort((a, b) => rank(a.prism) - rank(b.prism));
    const faces = sorted.flatMap(({ faces: fs }) => {
      const shown = fs.filter((f) => !hidden(f));
      return [
        ...shown.filter((f) => f.kind === 'edge').sort(byFar),
        ...shown.filter((f) => f.kind === 'side').sort(byFar),
      ];
    });
    items.push({ depth: centres.reduce((a, b) => a + b, 0) / centres.length, index: key, faces });
  }
  // Depths closer than a few centimetres count as level, and list order decides (e.g. a fork leg in
  // front of its wheel).
  items.sort((a, b) => (Math.abs(a.depth - b.depth) < 0.08 ? a.index - b.index : b.depth - a.depth));
  ordered.push(...items.flatMap((item) => item.faces));
  const visible = ordered.map((face) => ({ face }));

  for (const { face } of visible) {
    const diffuse = Math.max(0, dot(face.normal, light));
    const k = 0.46 + 0.6 * diffuse;
    const screen = face.pts.map(toScreen);
    let fill: string;
    if (face.gradient === 'glass') {
      fill = doc.linear([
        [0, '#4a5b70'],
        [0.38, '#26323f'],
        [0.4, '#3a4a5c'],
        [1, '#10161d'],
      ]);
    } else if (face.gradient === 'side') {
      const base = face.material === 'white' ? MATERIAL_COLOURS.white : opts.colour;
      const spec = Math.max(0, dot(face.normal, half)) ** 12;
      fill = doc.linear([
        [0, mix(shade(base, k * 1.12), '#ffffff', 0.12 + spec * 0.25)],
        [0.28, mix(shade(base, k * 1.02), '#ffffff', spec * 0.2)],
        [0.3, shade(base, k * 0.9)],
        [1, shade(base, k * 0.68)],
      ]);
    } else {
      let colour = materialColour(face.material, opts.colour, k);
      if (face.material === 'paint') {
        const spec = Math.max(0, dot(face.normal, half)) ** 16;
        colour = mix(colour, '#ffffff', Math.min(0.45, spec * 0.5));
      }
      fill = colour;
    }
    // A hairline stroke of the fill colour hides anti-aliasing seams between adjacent faces.
    const stroke = fill.startsWith('url')
      ? ''
      : ` stroke="${fill}" stroke-width="0.8" stroke-linejoin="round"`;
    doc.poly(screen, fill, stroke.trim());
    for (const decor of face.decor) {
      const dk =
        decor.material === 'lightF' || decor.material === 'lightR' || decor.material === 'amber' ? 1 : k;
      const colour = materialColour(decor.material, opts.colour, dk);
      const extra = decor.opacity !== undefined ? `opacity="${decor.opacity}"` : '';
      doc.poly(decor.pts.map(toScreen), colour, extra);
    }
  }
  return { groundY };
}

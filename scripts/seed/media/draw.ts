import type { MediaBody, MediaColour, MediaName } from '../../../src/lib/media-names';
import { drawInterior, drawInteriorSpin } from './interior';
import { drawBanner, drawCertifiedBadge, drawLocation, drawLogo } from './scenes';
import { luminance, mix, SvgDoc, shade } from './svg';
import { renderVehicle } from './vehicle-render';
import { vehicleModel } from './vehicle-shapes';

// Pure: the SVG drawing for any media name. Same name, same SVG (no randomness, no clock), so images can
// be re-rendered at any time and always come out identical.

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

/** Paint colours of the image colour families (cars carry realistic names; images use the family). */
export const PAINT: Record<MediaColour, string> = {
  white: '#eceef0',
  black: '#18191d',
  silver: '#aeb4ba',
  grey: '#5b6169',
  blue: '#1d4f9c',
  red: '#b0131e',
  green: '#2c6a40',
  orange: '#de6a1c',
  yellow: '#e5b417',
  bronze: '#8a6744',
};

/** Camera azimuth and elevation of the six exterior views; view 1 is the front three-quarter hero. */
export const EXTERIOR_ANGLES: [number, number][] = [
  [38, 10],
  [90, 5],
  [145, 11],
  [-35, 12],
  [0, 8],
  [180, 8],
];

/** The first spin frame matches the hero view; each frame turns the vehicle a further 10 degrees. */
export const spinAzimuth = (frame: number) => 38 + frame * 10;

type Studio = { wallTop: string; wallBottom: string; floorTop: string; floorBottom: string; glow: string };

const STUDIOS: Studio[] = [
  { wallTop: '#f6f7f9', wallBottom: '#e0e3e7', floorTop: '#d6dadf', floorBottom: '#eff1f3', glow: '#ffffff' },
  { wallTop: '#f3efe9', wallBottom: '#ded7cd', floorTop: '#d4ccc1', floorBottom: '#eeeae4', glow: '#fffaf0' },
  { wallTop: '#6d7580', wallBottom: '#4c545e', floorTop: '#474e57', floorBottom: '#616973', glow: '#a9b4c2' },
  { wallTop: '#e6ecf2', wallBottom: '#c6cfd9', floorTop: '#bcc6d0', floorBottom: '#e0e6ec', glow: '#f7fbff' },
];

function studioFor(colour: string, variant: number): Studio {
  // Light paint reads best against the darker studio, dark paint against the light ones.
  const light = luminance(colour) > 0.62;
  if (light) return variant % 3 === 0 ? STUDIOS[3] : STUDIOS[2];
  return STUDIOS[variant % 2];
}

/** Studio backdrop: a graded wall, a floor and a soft spotlight behind the vehicle. */
export function drawStudio(doc: SvgDoc, studio: Studio, horizon: number, spotX = 0.5): void {
  const { width: w, height: h } = doc;
  doc.rect(
    0,
    0,
    w,
    h,
    doc.linear([
      [0, studio.wallTop],
      [1, studio.wallBottom],
    ]),
  );
  doc.rect(
    0,
    horizon,
    w,
    h - horizon,
    doc.linear([
      [0, studio.floorTop],
      [1, studio.floorBottom],
    ]),
  );
  // A soft seam between wall and floor (a cove, as in a photo studio).
  doc.rect(
    0,
    horizon - 40,
    w,
    80,
    doc.linear([
      [0, studio.wallBottom, 0],
      [0.5, mix(studio.wallBottom, studio.floorTop, 0.5), 0.8],
      [1, studio.floorTop, 0],
    ]),
  );
  doc.ellipse(
    w * spotX,
    horizon - h * 0.08,
    w * 0.48,
    h * 0.42,
    doc.radial(
      [
        [0, studio.glow, 0.75],
        [1, studio.glow, 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    ),
  );
}

export function drawVehiclePhoto(
  body: MediaBody,
  colourName: MediaColour,
  azimuth: number,
  elevation: number,
  opts: { spin?: boolean; variant?: number } = {},
): string {
  const doc = new SvgDoc(PHOTO_WIDTH, PHOTO_HEIGHT);
  const colour = PAINT[colourName];
  const studio = studioFor(colour, opts.variant ?? 0);
  const horizon = PHOTO_HEIGHT * 0.56;
  drawStudio(doc, studio, horizon);
  const model = vehicleModel(body);
  const fit = opts.spin
    ? { x: 90, y: 110, w: PHOTO_WIDTH - 180, h: PHOTO_HEIGHT - 190 }
    : { x: 110, y: 150, w: PHOTO_WIDTH - 220, h: PHOTO_HEIGHT - 260 };
  renderVehicle(doc, model, { colour, azimuth, elevation, fit, fixedScale: opts.spin });
  // A faint floor reflection band keeps the lower part of the frame from looking empty.
  doc.rect(
    0,
    PHOTO_HEIGHT - 70,
    PHOTO_WIDTH,
    70,
    doc.linear([
      [0, shade(studio.floorBottom, 1), 0],
      [1, shade(studio.floorBottom, 0.92), 0.6],
    ]),
  );
  return doc.toString();
}

export type Drawing = { svg: string; width: number; height: number };

/** The SVG for a media name, with its pixel size. */
export function drawMedia(name: MediaName): Drawing {
  switch (name.kind) {
    case 'car': {
      const [azimuth, elevation] = EXTERIOR_ANGLES[name.view - 1];
      return {
        svg: drawVehiclePhoto(name.body, name.colour, azimuth, elevation, { variant: name.view }),
        width: PHOTO_WIDTH,
        height: PHOTO_HEIGHT,
      };
    }
    case 'spin':
      return {
        svg: drawVehiclePhoto(name.body, name.colour, spinAzimuth(name.frame), 10, {
          spin: true,
          variant: 1,
        }),
        width: PHOTO_WIDTH,
        height: PHOTO_HEIGHT,
      };
    case 'interior':
      return { svg: drawInterior(name.trim, name.view), width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
    case 'spin-interior':
      return { svg: drawInteriorSpin(name.trim, name.frame), width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
    case 'logo':
      return drawLogo(name.slug);
    case 'banner':
      return drawBanner(name.slug);
    case 'certified':
      return drawCertifiedBadge(name.slug);
    case 'location':
      return { svg: drawLocation(name.n), width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
  }
}

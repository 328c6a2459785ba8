// Screenshots of pages of every demo site at phone (375 px) and desktop (1440 px) widths, for looking at
// what we build and for the README. Needs a running server: `npm start`, then
//   npx tsx scripts/screenshots.ts [--path /] [--port 3000] [--out .data/screenshots] [--readme]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { loadSiteConfigs } from '../src/tenancy/site-files';

const siteSlugs = loadSiteConfigs().map((config) => config.slug);

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const pagePath = arg('path', '/');
const port = arg('port', '3000');
const out = arg('out', '.data/screenshots');
const widths = [375, 1440];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-sync',
  ],
});
const shots: { slug: string; width: number; file: string }[] = [];
for (const slug of siteSlugs) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
    const response = await page.goto(`http://${slug}.localhost:${port}${pagePath}`, {
      waitUntil: 'networkidle',
    });
    const file = path.join(
      out,
      `${slug}${pagePath.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`.replace('--', '-'),
    );
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${response?.status()} ${file}`);
    shots.push({ slug, width, file });
    await page.close();
  }
}
await browser.close();

if (process.argv.includes('--readme')) {
  // One picture for the README: each site's desktop top fold beside its phone top fold.
  const tiles = await Promise.all(
    siteSlugs.map(async (slug) => {
      const desktop = shots.find((s) => s.slug === slug && s.width === 1440)?.file as string;
      const phone = shots.find((s) => s.slug === slug && s.width === 375)?.file as string;
      const d = await sharp(desktop)
        .extract({ left: 0, top: 0, width: 1440, height: 900 })
        .resize(960)
        .toBuffer();
      const p = await sharp(phone)
        .extract({ left: 0, top: 0, width: 375, height: 812 })
        .resize(277)
        .toBuffer();
      return { d, p };
    }),
  );
  const tileW = 960 + 277 + 24;
  const composite = tiles.flatMap(({ d, p }, i) => {
    const x = (i % 2) * (tileW + 24) + 24;
    const y = Math.floor(i / 2) * (600 + 24) + 24;
    return [
      { input: d, left: x, top: y },
      { input: p, left: x + 960 + 24, top: y },
    ];
  });
  fs.mkdirSync('docs/screenshots', { recursive: true });
  await sharp({ create: { width: 2 * tileW + 72, height: 2 * 624 + 24, channels: 3, background: '#e5e7eb' } })
    .composite(composite)
    .png()
    .toFile('docs/screenshots/home-tenants.png');
  console.log('docs/screenshots/home-tenants.png');
}

import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://carzone.localhost:3500';
for (const [w, h] of [[375, 812], [1440, 900]]) for (const path of ['/cars/2023-ford-transit-custom-trend-van-zb10028', '/finance']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  const p = await ctx.newPage();
  await p.addInitScript(() => { window.__cls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls.push([e.value, e.sources?.map((s) => s.node?.nodeName + '.' + (s.node?.className?.baseVal ?? s.node?.className ?? '').toString().slice(0, 40))]); }).observe({ type: 'layout-shift', buffered: true }); });
  await p.goto(base + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(1500);
  console.log(w, path, JSON.stringify(await p.evaluate(() => window.__cls)));
  await ctx.close();
}
await b.close();

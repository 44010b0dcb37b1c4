// npm run bench:main-thread -- --a http://localhost:3001 [--b http://localhost:3002] [--pages /,/ads/list] [--runs 8]
//   [--cpu 4]
// What a page's load costs the browser's main thread, two builds compared in turns (issue 32, ADR 0139). Lighthouse's
// TBT moved between 130 and 900 ms for the same page and build on these machines; Chromium's own counters move less.
// For each page and server, `--runs` loads (fresh context each: nothing cached, as Lighthouse loads), a phone's
// viewport, the CPU slowed `--cpu` times, the servers taken in turns (A B, then B A); each load is followed until 6 s
// after the page is live (<html data-hydrated>), so the work done once it is idle (the local cache's fill) counts.
// Prints the median of: ScriptDuration (JavaScript), TaskDuration (all the main thread's tasks), TBT from the long
// tasks the page observed (each one's time over 50 ms) and the longest task after the page came alive.
// Start the servers first, each with its build, e.g.
//   PORT=3001 DATA_DIR=/tmp/a WEB_BUILD_DIR=$PWD/.cache/build-before NODE_ENV=production MIGRATE_ON_START=true \
//     node apps/api/dist/main.js
// (copy `data/` after one `npm start` to each DATA_DIR). Asserts nothing.
/* global window, document, MutationObserver */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findBrowser } from '../chromium.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'http://localhost:3000' },
    b: { type: 'string' },
    pages: { type: 'string', default: '/,/ads/list' },
    runs: { type: 'string', default: '8' },
    cpu: { type: 'string', default: '4' },
  },
});

const servers = Object.entries({ A: values.a, B: values.b }).filter(([, url]) => url);
const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];

/** Watches the page's long tasks and the moment it comes alive (before any of its scripts run). */
function watch() {
  window.__longTasks = [];
  window.__live = Infinity;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.documentElement;
    const seen = () => root.hasAttribute('data-hydrated') && (window.__live = performance.now());
    if (!seen())
      new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(root, { attributes: true });
  });
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.addInitScript(watch);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(6000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const counter = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
    const [longTasks, live] = await page.evaluate(() => [window.__longTasks, window.__live]);
    return {
      script: counter.ScriptDuration * 1000,
      tasks: counter.TaskDuration * 1000,
      tbt: longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      afterLive: Math.max(0, ...longTasks.filter(([start]) => start > live).map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: findBrowser() });
const figures = new Map();
for (let run = 0; run < Number(values.runs); run++) {
  for (const path of values.pages.split(',')) {
    for (const [name, base] of run % 2 === 0 ? servers : [...servers].reverse()) {
      const key = `${path} ${name}`;
      if (!figures.has(key)) figures.set(key, []);
      figures.get(key).push(await load(browser, new URL(path, base).href));
    }
  }
}
await browser.close();
process.stdout.write(`CPU slowed ${values.cpu}x, ${values.runs} loads each, medians in ms\n`);
process.stdout.write(
  '| page | build | script | tasks | TBT | longest task after live |\n|---|---|---:|---:|---:|---:|\n',
);
for (const [key, runs] of figures) {
  const [path, name] = key.split(' ');
  const of = (field) => median(runs.map((figure) => figure[field])).toFixed(0);
  process.stdout.write(
    `| ${path} | ${name} | ${of('script')} | ${of('tasks')} | ${of('tbt')} | ${of('afterLive')} |\n`,
  );
}

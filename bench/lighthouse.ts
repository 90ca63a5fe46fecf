import { navigation } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { launchChromium } from './support/chromium.ts';
import {
  arrivedAt,
  frenchPages,
  restoreBooking,
  type StoredBooking,
  walkToSummary,
} from './support/funnel.ts';
import { type LighthouseRun, readRun } from './support/lighthouse-run.ts';
import { startFloor, startSesame, type WebServer } from './support/web-servers.ts';

// B6 of DESIGN.md: Lighthouse's mobile performance (its default simulated slow 4G and 4× CPU),
// median of 5 by score, for four pages of the funnel and the bare Vite + React page, served the
// same way and measured in interleaved rounds of one run. Lighthouse's storage reset clears the
// caches before each load but not the Web Storage in which the app keeps the booking, so each page
// loads cold with the booking a visitor would have there.
const runs = Number(process.env.RUNS ?? 5);
const appPages = ['start', 'duration', 'offers', 'summary'] as const;
type Measured = 'floor' | (typeof appPages)[number];

const servers: WebServer[] = [];
const browser = await launchChromium();
try {
  const sesame = await startSesame();
  servers.push(sesame);
  const floor = await startFloor();
  servers.push(floor);
  const page = await browser.newPage();

  const measured: Record<Measured, LighthouseRun[]> = {
    floor: [],
    start: [],
    duration: [],
    offers: [],
    summary: [],
  };
  for (let round = 1; round <= runs; round++) {
    // A fresh booking each round, so that the summary's basket is held while it is measured.
    const bookings: Record<(typeof appPages)[number], StoredBooking | null> = {
      start: null,
      ...(await walkToSummary(page, sesame.origin)),
    };
    measured.floor.push(await measureFloor(page, floor.origin));
    for (const name of appPages) {
      await restoreBooking(page, sesame.origin, bookings[name]);
      const run = await measure(page, `${sesame.origin}${frenchPages[name].path}`);
      // The page measured is the one named, not the start page a booking-less visit goes back to.
      await arrivedAt(page, name);
      measured[name].push(run);
    }
    console.log(
      `round ${round}/${runs}: ${Object.entries(measured)
        .map(([name, pageRuns]) => `${name}=${pageRuns.at(-1)?.score}`)
        .join(' ')}`,
    );
  }

  const medians = Object.fromEntries(
    Object.entries(measured).map(([name, pageRuns]) => [name, medianByScore(pageRuns)]),
  ) as Record<Measured, LighthouseRun>;
  printTable(medians, measured);
  for (const name of appPages) printWeighsMost(name, medians[name]);
  const clsMax = Math.max(...appPages.map((name) => medians[name].cls));
  console.log(
    `lighthouse: ${appPages.map((name) => `${name}=${medians[name].score}`).join(' ')} floor=${medians.floor.score} cls_max=${clsMax.toFixed(3)}`,
  );
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

async function measure(page: Page, url: string): Promise<LighthouseRun> {
  const result = await navigation(page, url, {
    flags: { onlyCategories: ['performance'], logLevel: 'error' },
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return readRun(result.lhr, url);
}

async function measureFloor(page: Page, origin: string): Promise<LighthouseRun> {
  const run = await measure(page, `${origin}/fr`);
  const heading = await page.evaluate(() => document.querySelector('h1')?.textContent);
  if (heading !== 'Hello') throw new Error(`The floor page shows ${JSON.stringify(heading)}`);
  return run;
}

function medianByScore(pageRuns: LighthouseRun[]): LighthouseRun {
  const sorted = [...pageRuns].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
}

function printTable(
  medians: Record<Measured, LighthouseRun>,
  measured: Record<Measured, LighthouseRun[]>,
) {
  const rows = [
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred', 'runs: score (LCP)'],
    ...Object.entries(medians).map(([name, run]) => [
      name,
      String(run.score),
      `${(run.fcpMs / 1000).toFixed(1)} s`,
      `${(run.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(run.tbtMs)} ms`,
      run.cls.toFixed(3),
      `${run.scriptKb.toFixed(1)} KB`,
      measured[name as Measured]
        .map((pageRun) => `${pageRun.score} (${(pageRun.lcpMs / 1000).toFixed(1)} s)`)
        .join(' '),
    ]),
  ];
  const widths = rows[0]?.map((_cell, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  ) as number[];
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] as number))
        .join('  ')
        .trimEnd(),
    );
  }
}

/** The median run's top diagnostics and Lighthouse's warnings, if any. */
function printWeighsMost(name: string, run: LighthouseRun) {
  console.log(`${name}, what weighs most:`);
  for (const diagnostic of run.diagnostics.slice(0, 5)) console.log(`  - ${diagnostic}`);
  for (const warning of run.warnings) console.log(`  ! ${warning}`);
}

import { launchChromium } from './support/chromium.ts';
import {
  DURATION_THRESHOLD_MS,
  interactionMs,
  observeInteractions,
} from './support/event-timing.ts';
import {
  arrivedAt,
  chooseDayTicket,
  openWith,
  pricedDays,
  walkToSummary,
} from './support/funnel.ts';
import { median } from './support/processes.ts';
import { startSesame } from './support/web-servers.ts';

// B7 of DESIGN.md: how long picking a day in the calendar and choosing an offer take, from the
// input to the next paint, as the page's Event Timing entries report them (what INP counts), on
// a phone at 4× CPU throttling. Each time on a page freshly opened and settled.
const times = Number(process.env.TIMES ?? 10);

const sesame = await startSesame();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setViewport({
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await page.evaluateOnNewDocument(observeInteractions);
  const bookings = await walkToSummary(page, sesame.origin);
  const devtools = await page.createCDPSession();
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const pickDay: number[] = [];
  for (let time = 0; time < times; time++) {
    await openWith(page, sesame.origin, 'duration', bookings.duration);
    const days = await pricedDays(page);
    const day = days[time % days.length];
    if (!day) throw new Error('The calendar prices no day');
    pickDay.push(await interactionMs(page, () => day.click()));
    const picked = await day.evaluate(
      (button) => button.closest('[role=gridcell]')?.getAttribute('aria-selected') === 'true',
    );
    if (!picked) throw new Error('The day clicked in the calendar is not selected');
  }

  const choose: number[] = [];
  for (let time = 0; time < times; time++) {
    await openWith(page, sesame.origin, 'offers', bookings.offers);
    choose.push(await interactionMs(page, () => chooseDayTicket(page)));
    await arrivedAt(page, 'pass');
  }

  if ([...pickDay, ...choose].includes(DURATION_THRESHOLD_MS))
    console.log(
      `(an interaction under ${DURATION_THRESHOLD_MS} ms leaves no Event Timing entry: it counts as ${DURATION_THRESHOLD_MS})`,
    );
  for (const [action, durations] of [
    ['pick a day', pickDay],
    ['choose an offer', choose],
  ] as const) {
    console.log(
      `${action}: worst ${Math.max(...durations)} ms, median ${median(durations)} ms (${durations.join(' ')})`,
    );
  }
  console.log(
    `interaction: date_ms=${Math.round(Math.max(...pickDay))} offer_ms=${Math.round(Math.max(...choose))}`,
  );
} finally {
  await browser.close();
  await sesame.stop();
}

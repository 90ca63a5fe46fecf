import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { graphql } from './support/graphql.ts';
import {
  median,
  serverMain,
  startProcess,
  stopProcess,
  waitForHealth,
} from './support/processes.ts';

// B1 of DESIGN.md: the `offers` query against a bare Fastify route returning the same bytes,
// measured in interleaved rounds (A B A B) in one run; the result is the median of round ratios.
// The same selection behind a root fragment, which the catalogue response cache never keeps,
// measures the path through GraphQL that every cache miss takes (B1's "≥ 0.35 with none").
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.SECONDS_PER_RUN ?? 5);
const connections = 10;
const serverCores = process.env.SERVER_CORES ?? '1';

const dataDir = await mkdtemp(join(tmpdir(), 'sesame-bench-read-'));
const subjectUrl = 'http://127.0.0.1:3811';
const subject = startProcess(
  serverMain,
  { PORT: '3811', DATA_DIR: dataDir, DATABASE_URL: '' },
  serverCores,
);
await waitForHealth(`${subjectUrl}/api/health`, subject);

const query = `query Offers($startDate: String!) {
  offers(language: fr, adults: 2, children: 1, startDate: $startDate, duration: 1, track: date) {
    code name description status duration price { totalPrice adultUnitPrice childrenUnitPrice }
    stock { date availableStock }
  }
}`;
const today = new Date().toISOString().slice(0, 10);
const calendar = await graphql<{ offerCalendar: { firstAvailableStartDate: string | null } }>(
  subjectUrl,
  'query ($startDate: String!) { offerCalendar(groupLength: 3, duration: 1, startDate: $startDate, nbMonth: 12) { firstAvailableStartDate } }',
  { startDate: today },
);
const startDate = calendar.data?.offerCalendar.firstAvailableStartDate;
if (!startDate) throw new Error(`No open day to query: ${JSON.stringify(calendar.errors)}`);
const requestBody = JSON.stringify({ query, variables: { startDate } });
const uncachedQuery = `query Offers($startDate: String!) { ...OffersOf }
fragment OffersOf on Query ${query.slice(query.indexOf('{'))}`;
const uncachedBody = JSON.stringify({ query: uncachedQuery, variables: { startDate } });

async function post(body: string) {
  const response = await fetch(`${subjectUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { bytes: await response.text(), cache: response.headers.get('x-cache') };
}
const answerBytes = (await post(requestBody)).bytes;
if (!answerBytes.includes('"offers"')) throw new Error(`Unexpected offers answer: ${answerBytes}`);

const baselineUrl = 'http://127.0.0.1:3812';
const baseline = startProcess(
  fileURLToPath(new URL('./bare-server.ts', import.meta.url)),
  { PORT: '3812', BARE_BODY: answerBytes },
  serverCores,
);
await waitForHealth(`${baselineUrl}/api/health`, baseline);

async function requestsPerSecond(url: string, body = requestBody): Promise<number> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

try {
  await requestsPerSecond(subjectUrl); // warm-up: JIT of both the server and graphql-jit
  await requestsPerSecond(subjectUrl, uncachedBody);
  await requestsPerSecond(baselineUrl);
  await post(requestBody);
  const cached = await post(requestBody);
  const uncached = await post(uncachedBody);
  if (cached.cache !== 'hit') throw new Error('The offers query is not answered from the cache');
  if (uncached.cache !== null || uncached.bytes !== answerBytes)
    throw new Error(`The uncached variant does not run the query anew: ${uncached.bytes}`);

  const subjectRps: number[] = [];
  const uncachedRps: number[] = [];
  const baselineRps: number[] = [];
  for (let round = 0; round < rounds; round++) {
    subjectRps.push(await requestsPerSecond(subjectUrl));
    baselineRps.push(await requestsPerSecond(baselineUrl));
    uncachedRps.push(await requestsPerSecond(subjectUrl, uncachedBody));
    console.log(
      `round ${round + 1}: offers=${subjectRps.at(-1)} baseline=${baselineRps.at(-1)} uncached=${uncachedRps.at(-1)}`,
    );
  }
  const ratioTo = (rps: number[]) =>
    median(rps.map((value, index) => value / (baselineRps[index] as number)));
  console.log(
    `read: offers_rps=${Math.round(median(subjectRps))} baseline_rps=${Math.round(median(baselineRps))} ratio=${ratioTo(subjectRps).toFixed(2)} uncached_rps=${Math.round(median(uncachedRps))} uncached_ratio=${ratioTo(uncachedRps).toFixed(2)}`,
  );
} finally {
  await stopProcess(subject);
  await stopProcess(baseline);
  await rm(dataDir, { recursive: true, force: true });
}

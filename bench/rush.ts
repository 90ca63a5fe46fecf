import pg from 'pg';
import { graphql as sendGraphql } from './support/graphql.ts';
import { serverMain, startProcess, stopProcess, waitForHealth } from './support/processes.ts';

// B4 of DESIGN.md: many buyers rush the last places of one show session through several server
// processes sharing one PostgreSQL. Each buyer holds a seat, pays with the sandbox's success card
// and confirms. The seats sold must equal the places, never more.
//
// CRASH=1: one process is killed with SIGKILL mid-rush and restarted; the rush then waits for
// the notification jobs and the reconciliation job. Every succeeded payment must end as a paid
// order or a refund: `lost_paid` counts those that did not.
const crash = process.env.CRASH === '1';
const buyers = Number(process.env.BUYERS ?? 200);
const places = Number(process.env.PLACES ?? 50);
const processCount = Number(process.env.PROCESSES ?? (crash ? 3 : 2));
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error(
    'bench:rush needs DATABASE_URL (PostgreSQL): PGlite cannot be shared by processes',
  );

const database = `sesame_rush_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const ports = Array.from({ length: processCount }, (_, index) => 3831 + index);
const servers: ReturnType<typeof startProcess>[] = [];
// Behind the load balancer of a real site each buyer has an address of their own, which the
// trusted proxy reports; the balancer's public address receives the provider's notifications.
const serverEnv = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
});
const db = new pg.Client({ connectionString: databaseUrl });

try {
  // The first process migrates and seeds; the others start on the ready database.
  for (const port of ports) {
    const server = startProcess(serverMain, serverEnv(port));
    servers.push(server);
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  }
  await db.connect();
  const session = await db.query<{ id: number; date: string }>(
    `select id, date::text from stock
      where platform = 'fr' and product = 'SHOW' and category = 'LVL1' and date > current_date + 1
      order by date limit 1`,
  );
  const show = session.rows[0];
  if (!show) throw new Error('No show session in the seeded catalogue');
  await db.query('update stock set capacity = $1, sold = 0 where id = $2', [places, show.id]);

  const started = performance.now();
  const crashed = crash ? crashMidRush(db) : Promise.resolve();
  const outcomes = await Promise.all(
    Array.from({ length: buyers }, (_, index) =>
      buy(`http://127.0.0.1:${ports[index % ports.length]}`, show.date, index).catch(
        (error: Error) =>
          `network:${error.cause instanceof Error ? error.cause.message : error.message}`,
      ),
    ),
  );
  await crashed;
  const seconds = (performance.now() - started) / 1000;
  const settlement = crash ? await waitForSettlement(db) : null;

  const stock = await db.query<{ sold: number; capacity: number }>(
    'select sold, capacity from stock where id = $1',
    [show.id],
  );
  // The bench database holds only this rush's orders.
  const paid = await db.query<{ count: string }>(
    `select count(*) from orders where status = 'paid'`,
  );
  const sold = stock.rows[0]?.sold ?? 0;
  const paidOrders = Number(paid.rows[0]?.count ?? 0);
  const confirmed = outcomes.filter((outcome) => outcome === 'confirmed').length;
  const refusals = new Map<string, number>();
  for (const outcome of outcomes)
    if (outcome !== 'confirmed') refusals.set(outcome, (refusals.get(outcome) ?? 0) + 1);
  console.log(
    `confirmed=${confirmed} paid_orders=${paidOrders} refused=${JSON.stringify(Object.fromEntries(refusals))}`,
  );
  const oversold = Math.max(0, sold - places, paidOrders - places);
  const crashFigures = settlement
    ? ` lost_paid=${settlement.lostPaid} refunds=${settlement.refunds}`
    : '';
  console.log(
    `rush: buyers=${buyers} places=${places} sold=${sold} oversold=${oversold} processes=${processCount} seconds=${seconds.toFixed(1)}${crashFigures}`,
  );
  if (oversold > 0 || (!crash && sold !== Math.min(places, buyers))) process.exitCode = 1;
  if (settlement && settlement.lostPaid > 0) process.exitCode = 1;
} finally {
  await db.end().catch(() => {});
  await Promise.all(servers.map(stopProcess));
  await admin.query(`drop database if exists ${database}`);
  await admin.end();
}

/**
 * Kills a process with SIGKILL once a third of the places are paid, in the middle of card
 * payments and notifications, and starts it again two seconds later: the last one by default,
 * `CRASH_PROCESS=0` for the one behind PUBLIC_URL (card forms and notifications).
 */
async function crashMidRush(db: pg.Client) {
  const victim = Number(process.env.CRASH_PROCESS ?? servers.length - 1);
  const port = ports[victim] as number;
  while (true) {
    const paid = await db.query<{ count: number }>(
      `select count(*)::int as count from payments where status = 'succeeded'`,
    );
    if ((paid.rows[0]?.count ?? 0) >= places / 3) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  servers[victim]?.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const restarted = startProcess(serverMain, serverEnv(port));
  servers[victim] = restarted;
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, restarted);
}

/**
 * Waits (up to 3 minutes: reconciliation runs every minute) until every succeeded payment was
 * applied: a paid order, or a refund.
 */
async function waitForSettlement(db: pg.Client) {
  const deadline = Date.now() + 180_000;
  const count = async (where: string) =>
    (
      await db.query<{ count: number }>(
        `select count(*)::int as count from payments p join orders o on o.id = p.order_id
         where ${where}`,
      )
    ).rows[0]?.count ?? 0;
  const lost = () =>
    count(`(p.status = 'succeeded' and (p.settlement is distinct from 'order' or o.status <> 'paid'))
        or (p.settlement = 'refund' and p.refunded_at is null)`);
  while ((await lost()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { lostPaid: await lost(), refunds: await count(`p.status = 'refunded'`) };
}

/** One buyer: hold a seat, save the basket, identify, pay with the success card, confirm. */
async function buy(baseUrl: string, date: string, index: number): Promise<string> {
  const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const graphql = <T>(url: string, query: string, variables: Record<string, unknown> = {}) =>
    sendGraphql<T>(url, query, variables, client);
  const init = await graphql<{ initOrder: { orderId: string } }>(
    baseUrl,
    'mutation { initOrder { orderId } }',
  );
  const orderId = init.data?.initOrder.orderId;
  if (!orderId) return `init:${init.errors?.[0]?.extensions?.code}`;

  const hold = await graphql<{ setLockedStock: { success: boolean; code: string | null } }>(
    baseUrl,
    `mutation ($data: LockedStockData!) { setLockedStock(lockedStockData: $data) { success code } }`,
    {
      data: {
        orderId,
        service: 'EVENT',
        code: 'FR-NS',
        startDate: date,
        eventDate: date,
        seating: 'LVL1',
        quantity: 1,
      },
    },
  );
  if (!hold.data?.setLockedStock.success)
    return `hold:${hold.data?.setLockedStock.code ?? hold.errors?.[0]?.extensions?.code}`;

  const basket = {
    language: 'fr',
    group: { adults: 1, children: 0, babies: 0 },
    startDate: date,
    duration: 1,
    offerCode: 'FR-NS',
    seating: 'LVL1',
    eventDate: date,
  };
  const saved = await graphql<{ saveBasket: { success: boolean; code: string | null } }>(
    baseUrl,
    'mutation ($orderId: ID!, $basket: BasketInput!) { saveBasket(orderId: $orderId, basket: $basket) { success code } }',
    { orderId, basket },
  );
  if (!saved.data?.saveBasket.success)
    return `save:${saved.data?.saveBasket.code ?? saved.errors?.[0]?.extensions?.code}`;

  const cart = await graphql<{
    createShoppingCart: { success: boolean; code: string | null; shoppingCartId: string | null };
  }>(
    baseUrl,
    'mutation ($orderId: ID!, $customer: CustomerInput!) { createShoppingCart(orderId: $orderId, customer: $customer) { success code shoppingCartId } }',
    {
      orderId,
      customer: { email: `buyer${index}@example.com`, firstName: 'Rush', lastName: 'Buyer' },
    },
  );
  const shoppingCartId = cart.data?.createShoppingCart.shoppingCartId;
  if (!shoppingCartId)
    return `cart:${cart.data?.createShoppingCart.code ?? cart.errors?.[0]?.extensions?.code}`;

  const payment = await graphql<{
    startPayment: { success: boolean; code: string | null; redirectUrl: string | null };
  }>(
    baseUrl,
    'mutation ($orderId: ID!, $shoppingCartId: ID!) { startPayment(orderId: $orderId, shoppingCartId: $shoppingCartId, language: fr) { success code redirectUrl } }',
    { orderId, shoppingCartId },
  );
  const redirectUrl = payment.data?.startPayment.redirectUrl;
  if (!redirectUrl)
    return `payment:${payment.data?.startPayment.code ?? payment.errors?.[0]?.extensions?.code}`;

  const card = new URLSearchParams({
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    name: 'Rush Buyer',
  });
  const paid = await fetch(redirectUrl, { method: 'POST', body: card, redirect: 'manual' });
  if (paid.status !== 303) return `card:${paid.status}`;

  const confirm = await graphql<{ confirmShoppingCart: { success: boolean; code: string | null } }>(
    baseUrl,
    'mutation ($orderId: ID!, $shoppingCartId: ID!) { confirmShoppingCart(shoppingCartId: $shoppingCartId, orderId: $orderId) { success code } }',
    { orderId, shoppingCartId },
  );
  return confirm.data?.confirmShoppingCart.success
    ? 'confirmed'
    : `confirm:${confirm.data?.confirmShoppingCart.code}`;
}

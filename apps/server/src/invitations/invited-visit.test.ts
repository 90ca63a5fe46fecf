import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { download } from '../documents/documents-fixture.ts';
import { readPdf } from '../documents/pdf-fixture.ts';
import { query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  aTraveller,
  INVITED_VISIT,
  invitationToken,
  invite,
  mainContact,
} from './invitation-fixture.ts';

interface Visit {
  firstName: string;
  hotel: string;
  startDate: string;
  endDate: string;
  room: string;
  ticketsUrl: string | null;
  tickets: Array<{ number: number; label: string; date: string | null; visitor: string }>;
}

describeEachDatabase(
  'an invited traveller’s link (checkout-and-account.md §1, decision 32)',
  (context) => {
    let jeanne: Awaited<ReturnType<typeof mainContact>>;
    const adult = aTraveller({ firstName: 'Léa' });
    const child = aTraveller({ participant: 'child', firstName: 'Tom', solutionIndex: 0 });
    const baby = aTraveller({ participant: 'baby', firstName: 'Noa', solutionIndex: 0 });
    beforeAll(async () => {
      jeanne = await mainContact(context());
      for (const traveller of [adult, child, baby]) {
        const answer = await invite(
          context(),
          jeanne.session.accessToken,
          jeanne.orderId,
          traveller,
        );
        expect(answer.data?.inviteTraveller.success).toBe(true);
      }
    });
    const visitOf = async (token: string, language = 'en') =>
      (await context().graphql<{ invitedVisit: Visit | null }>(INVITED_VISIT, { token, language }))
        .data?.invitedVisit;

    it('shows the visit and the traveller’s own tickets, nothing else of the order', async () => {
      const token = await invitationToken(context(), adult.email);
      const visit = await visitOf(token);
      expect(visit).toMatchObject({
        firstName: 'Léa',
        hotel: 'Le Castellum',
        startDate: jeanne.date,
        room: expect.any(String),
        ticketsUrl: `/api/invitations/${token}/tickets.pdf`,
      });
      // A 2-day ticket for 2 adults and 2 children: the second adult's ticket of each day.
      expect(visit?.tickets.map((ticket) => ticket.visitor)).toEqual(['adult']);
      expect(JSON.stringify(visit)).not.toContain(jeanne.email);
      expect(JSON.stringify(visit)).not.toContain(child.email);

      const childVisit = await visitOf(await invitationToken(context(), child.email));
      expect(childVisit?.tickets.map((ticket) => ticket.visitor)).toEqual(['child']);
      expect(childVisit?.tickets[0]?.number).not.toBe(visit?.tickets[0]?.number);
      const babyVisit = await visitOf(await invitationToken(context(), baby.email));
      expect(babyVisit).toMatchObject({ tickets: [], ticketsUrl: null });
    });

    it('downloads only the traveller’s tickets as a PDF', async () => {
      const token = await invitationToken(context(), adult.email);
      const response = await download(context(), `/api/invitations/${token}/tickets.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      const { pages } = await readPdf(response.rawPayload);
      expect(pages).toHaveLength(1);
    });

    it('opens nothing with another text, nor once the order is no longer paid', async () => {
      const made = 'A'.repeat(43);
      expect(await visitOf(made)).toBeNull();
      expect((await download(context(), `/api/invitations/${made}/tickets.pdf`)).statusCode).toBe(
        404,
      );
      const token = await invitationToken(context(), child.email);
      await query(
        context(),
        sql`update orders set status = 'cancelled' where id = ${jeanne.orderId}`,
      );
      expect(await visitOf(token)).toBeNull();
      const refused = await download(context(), `/api/invitations/${token}/tickets.pdf`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable.' });
    });
  },
);

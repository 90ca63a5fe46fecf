import { verify as verifySignature } from 'node:crypto';
import {
  readTicketCode,
  type TicketFields,
  ticketCode,
} from '@sesame/domain/documents/ticket-code';
import { describe, expect, it } from 'vitest';
import { ticketSigner } from './ticket-signer.ts';

const park = ticketSigner('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
const other = ticketSigner('HxwdHh8AAQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRo');

const ticket: TicketFields = {
  shortOrderId: 'K7M2P9QX',
  ticketNumber: 1,
  product: 'FR-D1NS',
  date: '2027-07-02',
  visitor: 'child',
};

describe('ticketSigner (Ed25519 ticket codes a gate checks offline)', () => {
  const code = ticketCode(ticket, park.sign);

  it('signs codes the public key alone verifies', () => {
    expect(readTicketCode(code, park.verify)).toEqual(ticket);
    const cut = code.lastIndexOf('.');
    const signature = Buffer.from(code.slice(cut + 1), 'base64url');
    expect(signature).toHaveLength(64);
    expect(
      verifySignature(null, Buffer.from(code.slice(0, cut)), park.publicKeyPem, signature),
    ).toBe(true);
  });

  it('is deterministic: the same ticket always draws the same QR code', () => {
    expect(ticketCode(ticket, park.sign)).toBe(code);
  });

  it.each<[string, string]>([
    ['a changed visitor', code.replace('.C.', '.A.')],
    ['a changed date', code.replace('20270702', '20270703')],
    ['a flipped signature bit', `${code.slice(0, -3)}${code.slice(-3) === 'AAA' ? 'AAB' : 'AAA'}`],
    [
      'a signature of another ticket',
      `${code.slice(0, code.lastIndexOf('.'))}.${ticketCode(
        { ...ticket, ticketNumber: 2 },
        park.sign,
      )
        .split('.')
        .at(-1)}`,
    ],
  ])('refuses %s', (_case, tampered) => {
    expect(readTicketCode(tampered, park.verify)).toBeNull();
  });

  it('refuses a code signed by another key', () => {
    expect(readTicketCode(ticketCode(ticket, other.sign), park.verify)).toBeNull();
  });

  it.each(['', 'c2hvcnQ', 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gIQ'])(
    'refuses a key that is not 32 bytes: %s',
    (seed) => {
      expect(() => ticketSigner(seed)).toThrow('32 bytes');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import {
  parseTicketPayload,
  readTicketCode,
  type SignTicket,
  type TicketFields,
  ticketCode,
  ticketPayload,
  type VerifyTicket,
} from './ticket-code.ts';

/** A keyed checksum standing in for Ed25519 (the server's test signs with the real key). */
function keyedSigner(key: number): { sign: SignTicket; verify: VerifyTicket } {
  const sign: SignTicket = (payload) => {
    let hash = 2166136261 ^ key;
    for (const byte of payload) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
    return new Uint8Array([hash >>> 24, (hash >>> 16) & 255, (hash >>> 8) & 255, hash & 255]);
  };
  return {
    sign,
    verify: (payload, signature) => toBase64Url(sign(payload)) === toBase64Url(signature),
  };
}

const ticket: TicketFields = {
  shortOrderId: 'K7M2P9QX',
  ticketNumber: 3,
  product: 'FR-D1',
  date: '2027-06-12',
  visitor: 'adult',
};

describe('ticketPayload (issue 9: the compact text a QR code holds)', () => {
  it.each<[string, TicketFields, string]>([
    ['an adult day ticket', ticket, 'S1.K7M2P9QX.3.FR-D1.20270612.A'],
    [
      'a child show ticket',
      { ...ticket, ticketNumber: 12, product: 'FR-NS', visitor: 'child' },
      'S1.K7M2P9QX.12.FR-NS.20270612.C',
    ],
    ['a product without a date', { ...ticket, date: null }, 'S1.K7M2P9QX.3.FR-D1.-.A'],
  ])('%s', (_case, fields, expected) => {
    expect(ticketPayload(fields)).toBe(expected);
    expect(parseTicketPayload(expected)).toEqual(fields);
  });

  it.each<[string, Partial<TicketFields>]>([
    ['a short id with a separator', { shortOrderId: 'K7M2.P9QX' }],
    ['a product in lower case', { product: 'fr-d1' }],
    ['ticket number 0', { ticketNumber: 0 }],
    ['an impossible date', { date: '2027-02-30' }],
  ])('refuses to write %s', (_case, change) => {
    expect(() => ticketPayload({ ...ticket, ...change })).toThrow();
  });
});

describe('ticketCode and readTicketCode (a gate verifies offline)', () => {
  const park = keyedSigner(1);
  const code = ticketCode(ticket, park.sign);
  const [signature] = code.split('.').slice(-1) as [string];

  it('reads back the ticket it signed', () => {
    expect(readTicketCode(code, park.verify)).toEqual(ticket);
  });

  it.each<[string, string]>([
    ['another ticket number', code.replace('.3.', '.4.')],
    ['a child ticket turned adult… and back', code.replace('.A.', '.C.')],
    ['another day', code.replace('20270612', '20270613')],
    ['another product', code.replace('FR-D1', 'FR-D3')],
    ['another order', code.replace('K7M2P9QX', 'K7M2P9QY')],
    ['a signature cut short', code.slice(0, -2)],
    [
      'a signature with a character changed',
      `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['no signature', code.slice(0, code.lastIndexOf('.'))],
    ['an empty signature', `${code.slice(0, code.lastIndexOf('.'))}.`],
    ['a padded signature', `${code}=`],
    ['a leading zero in the number', code.replace('.3.', '.03.')],
    ['an unknown version', code.replace('S1.', 'S2.')],
    ['a seventh field', code.replace('.A.', '.A.X.')],
    ['nothing', ''],
    ['the signature alone', signature],
  ])('refuses %s', (_case, tampered) => {
    expect(readTicketCode(tampered, park.verify)).toBeNull();
  });

  it('refuses a code signed with another key', () => {
    expect(readTicketCode(ticketCode(ticket, keyedSigner(2).sign), park.verify)).toBeNull();
  });
});

describe('base64url (RFC 4648 §5, unpadded)', () => {
  it.each<[number[], string]>([
    [[], ''],
    [[0xff], '_w'],
    [[0xfb, 0xff], '-_8'],
    [[1, 2, 3], 'AQID'],
    [[1, 2, 3, 4], 'AQIDBA'],
  ])('%j <-> %s', (bytes, text) => {
    expect(toBase64Url(new Uint8Array(bytes))).toBe(text);
    expect(fromBase64Url(text)).toEqual(new Uint8Array(bytes));
  });

  it.each(['A', 'AQ=', 'A+Q', '_x'])('refuses %s', (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});

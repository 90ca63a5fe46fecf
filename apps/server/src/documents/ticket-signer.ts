import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { SignTicket, VerifyTicket } from '@sesame/domain/documents/ticket-code';

/** The ASN.1 head of a PKCS #8 Ed25519 private key, before its 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Signs ticket codes; a gate that holds `publicKeyPem` checks them offline. */
export interface TicketSigner {
  sign: SignTicket;
  verify: VerifyTicket;
  /** The SPKI PEM the gates are given (`GET /api/tickets/public-key`). */
  publicKeyPem: string;
}

/**
 * An Ed25519 signer from the base64url 32-byte seed of `TICKET_SIGNING_KEY` (env.ts): 64-byte
 * signatures, small enough for a QR code, and a public key that can be published.
 */
export function ticketSigner(seed: string): TicketSigner {
  const bytes = Buffer.from(seed, 'base64url');
  if (bytes.length !== 32) throw new Error('A ticket signing key is 32 bytes, base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, bytes]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  return {
    sign: (payload) => new Uint8Array(sign(null, payload, privateKey)),
    verify: (payload, signature) => {
      if (signature.length !== 64) return false;
      return verify(null, payload, publicKey, signature);
    },
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

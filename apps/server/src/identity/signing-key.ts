import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';

/** The only algorithm the identity provider signs and accepts (decision 22). */
export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as published in the JWKS, with its `kid` (its RFC 7638 thumbprint). */
  jwk: JWK & { kid: string };
}

/** Reads the ES256 private key of `IDP_SIGNING_KEY` (PKCS #8 PEM). */
export async function loadSigningKey(pem: string): Promise<SigningKey> {
  const privateKey = createPrivateKey(pem);
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('IDP_SIGNING_KEY must be an EC P-256 key (ES256)');
  }
  const publicKey = createPublicKey(privateKey);
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateKey,
    publicKey,
    jwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}

import { createPublicKey } from 'node:crypto';

/** DER of the SM2 curve OID 1.2.156.10197.1.301, as it appears in an SM2 SubjectPublicKeyInfo. */
const SM2_CURVE_OID = Buffer.from('06082a811ccf5501822d', 'hex');

export type PublicKeyCheck =
  | { ok: true; algorithm: 'RSA' | 'SM2'; bits: number }
  | { ok: false; reason: 'notPem' | 'rsaTooShort' | 'unsupported'; bits?: number; algorithm?: string };

/** Accepts RSA public keys of at least 2048 bits and SM2 public keys, both in PEM (SPKI or PKCS#1). */
export function checkPublicKeyPem(pem: string): PublicKeyCheck {
  if (!pem.includes('-----BEGIN')) return { ok: false, reason: 'notPem' };
  let key: ReturnType<typeof createPublicKey>;
  try {
    key = createPublicKey(pem);
  } catch {
    return { ok: false, reason: 'notPem' };
  }
  if (key.asymmetricKeyType === 'rsa') {
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return bits >= 2048 ? { ok: true, algorithm: 'RSA', bits } : { ok: false, reason: 'rsaTooShort', bits };
  }
  // Node does not name SM2 keys (asymmetricKeyType is undefined): recognise the curve in the DER.
  const der = key.export({ type: 'spki', format: 'der' });
  if (der.includes(SM2_CURVE_OID)) return { ok: true, algorithm: 'SM2', bits: 256 };
  const curve = key.asymmetricKeyDetails?.namedCurve;
  return {
    ok: false,
    reason: 'unsupported',
    algorithm: [key.asymmetricKeyType, curve].filter(Boolean).join(' '),
  };
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A FIDO2 security key in software for the API tests: makes "none" attestations and ES256 assertions exactly as a
 * USB key would (the browser journeys use Chromium's virtual authenticator instead).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  /** The answer of `navigator.credentials.create()` to these creation options, from `origin`. */
  create(options: { challenge: string; rp: { id: string } }, origin: string) {
    const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([0x41]), // user present, attested credential data included
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID
      uint16(this.credentialId.length),
      this.credentialId,
      coseKey(this.keys.publicKey),
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId.toString('base64url'),
      rawId: this.credentialId.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['usb'],
        // What browsers add besides (ES256).
        publicKeyAlgorithm: -7,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  /** The answer of `navigator.credentials.get()` to these request options, from `origin`. */
  get(options: { challenge: string; rpId: string }, origin: string) {
    this.counter += 1;
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([0x01]), uint32(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.credentialId.toString('base64url'),
      rawId: this.credentialId.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

function uint32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function uint16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

/** The EC2 P-256 public key as a COSE_Key (ES256). */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

/** Just the CBOR a security key writes: maps, small integers, text and byte strings. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.concat([Buffer.from([(major << 5) | 25]), uint16(length)]);
}

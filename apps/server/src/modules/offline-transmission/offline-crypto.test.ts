import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { keysMatch, open, seal } from './offline-crypto.js';

const pems = (pair: crypto.KeyPairKeyObjectResult) => ({
  publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});
const rsa = pems(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const rsaOther = pems(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const sm2 = pems(crypto.generateKeyPairSync('ec', { namedCurve: 'SM2' }));
const sm2Other = pems(crypto.generateKeyPairSync('ec', { namedCurve: 'SM2' }));

async function through(source: Buffer, transform: NodeJS.ReadWriteStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Small chunks: the transforms must not depend on getting the file in one piece.
  const pieces = Array.from({ length: Math.ceil(source.length / 1000) }, (_, i) =>
    source.subarray(i * 1000, (i + 1) * 1000),
  );
  await pipeline(
    Readable.from(pieces),
    transform,
    new Writable({
      write(chunk, _e, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

describe.each([
  ['RSA', rsa, rsaOther, 'RSA-OAEP-256+AES-256-GCM'],
  ['SM2', sm2, sm2Other, 'SM2+SM4-CTR+HMAC-SM3'],
])('%s envelope', (_name, keys, other, algorithm) => {
  const plain = crypto.randomBytes(25_000);

  it('round-trips a file and reports its SHA-256', async () => {
    const sealer = seal(keys.publicKey);
    expect(sealer.envelope.algorithm).toBe(algorithm);
    const cipherText = await through(plain, sealer.transform);
    const { tag, sha256 } = sealer.finish();
    expect(sha256).toBe(crypto.createHash('sha256').update(plain).digest('hex'));
    expect(cipherText.equals(plain)).toBe(false);
    expect(cipherText.length).toBe(plain.length);
    const opener = open(keys.privateKey, sealer.envelope, tag);
    const back = await through(cipherText, opener.transform);
    expect(opener.finish()).toBe(sha256);
    expect(back.equals(plain)).toBe(true);
  });

  it('refuses another private key', async () => {
    const sealer = seal(keys.publicKey);
    await through(plain, sealer.transform);
    const { tag } = sealer.finish();
    expect(() => open(other.privateKey, sealer.envelope, tag)).toThrow();
    expect(keysMatch(keys.publicKey, other.privateKey)).toBe(false);
    expect(keysMatch(keys.publicKey, keys.privateKey)).toBe(true);
  });

  it('detects a changed byte of the ciphertext', async () => {
    const sealer = seal(keys.publicKey);
    const cipherText = await through(plain, sealer.transform);
    const { tag } = sealer.finish();
    cipherText[12_345] = (cipherText[12_345] ?? 0) ^ 1;
    const opener = open(keys.privateKey, sealer.envelope, tag);
    let failed = false;
    try {
      await through(cipherText, opener.transform);
      opener.finish();
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
  });
});

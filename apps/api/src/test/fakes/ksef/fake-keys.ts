import { constants, createHash, createPrivateKey, privateDecrypt, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { badRequest, type FakeReply } from './fake-http';

// The fake KSeF's own key pairs and certificates (keys/, see its README), standing in for the ministry's
// (ksef-api-openapi.json, "Certyfikaty klucza publicznego"): one per usage, and a token key already withdrawn.

export interface FakeKey {
  usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption';
  publicKeyId: string;
  certificate: string;
  privateKey: KeyObject;
  validFrom: string;
  validTo: string;
}

function loadKey(name: string, usage: FakeKey['usage'], validFrom: string, validTo: string): FakeKey {
  const pem = (kind: string) => readFileSync(new URL(`keys/${name}.${kind}.pem`, import.meta.url), 'utf8');
  const certificate = new X509Certificate(pem('cert'));
  const spki = certificate.publicKey.export({ format: 'der', type: 'spki' });
  return {
    usage,
    publicKeyId: createHash('sha256').update(spki).digest('base64'),
    certificate: certificate.raw.toString('base64'),
    privateKey: createPrivateKey(pem('key')),
    validFrom,
    validTo,
  };
}

export const FAKE_KEYS: readonly FakeKey[] = [
  loadKey('retired', 'KsefTokenEncryption', '2020-01-01T00:00:00+00:00', '2025-01-01T00:00:00+00:00'),
  loadKey('token-encryption', 'KsefTokenEncryption', '2025-01-01T00:00:00+00:00', '2099-12-31T00:00:00+00:00'),
  loadKey(
    'symmetric-key-encryption',
    'SymmetricKeyEncryption',
    '2025-01-01T00:00:00+00:00',
    '2099-12-31T00:00:00+00:00',
  ),
];

/** The key a client names by publicKeyId (or the current one for the use); 21470 for an unknown or withdrawn id. */
export function keyFor(usage: FakeKey['usage'], publicKeyId: unknown, now: Date): FakeKey {
  const current = FAKE_KEYS.filter(
    (key) =>
      key.usage === usage && Date.parse(key.validFrom) <= now.getTime() && now.getTime() < Date.parse(key.validTo),
  );
  const key =
    publicKeyId === undefined || publicKeyId === null ? current[0] : current.find((k) => k.publicKeyId === publicKeyId);
  if (!key) {
    throw badRequest({
      code: 21470,
      description: 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.',
      details: [`Klucz o identyfikatorze ${String(publicKeyId)} nie jest wspierany.`],
    });
  }
  return key;
}

export const rsaOaepDecrypt = (key: FakeKey, data: Buffer): Buffer =>
  privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

export const publicKeyCertificates = (): FakeReply => ({
  status: 200,
  body: FAKE_KEYS.map(({ certificate, publicKeyId, validFrom, validTo, usage }) => ({
    certificate,
    certificateId: createHash('sha256').update(certificate).digest('base64'),
    publicKeyId,
    validFrom,
    validTo,
    usage: [usage],
  })),
});

import {
  constants,
  createCipheriv,
  createHash,
  createPublicKey,
  publicEncrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

// The cryptography KSeF API 2.0 asks for (ksef-api-openapi.json: InitTokenAuthenticationRequest, EncryptionInfo,
// SendInvoiceRequest), with Node's crypto only:
// - the KSeF token and the challenge's timestamp, "token|timestampMs", RSA-OAEP with SHA-256 (and MGF1-SHA-256)
//   under the ministry's certificate for KsefTokenEncryption;
// - a fresh AES-256 key and 16-byte IV per session, the key RSA-OAEP-SHA-256 under the SymmetricKeyEncryption one;
// - each invoice AES-256-CBC with PKCS#7 padding, the IV not prefixed (it travels in the session's EncryptionInfo);
// - SHA-256 (base64) and byte sizes of the invoice and of its ciphertext.

export const sha256 = (bytes: Buffer | string): Buffer => createHash('sha256').update(bytes).digest();
export const sha256Base64 = (bytes: Buffer | string): string => sha256(bytes).toString('base64');

/**
 * The public key in a `PublicKeyCertificate.certificate`: DER X.509 in base64, as the contract says. The
 * contract's own example of a token key is a bare SubjectPublicKeyInfo, so that is accepted too.
 */
export function publicKeyOf(certificateBase64: string): KeyObject {
  const der = Buffer.from(certificateBase64, 'base64');
  try {
    return new X509Certificate(der).publicKey;
  } catch {
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
}

export const rsaOaepSha256 = (key: KeyObject, data: Buffer): Buffer =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

/** The `encryptedToken` of /auth/ksef-token, base64. */
export const encryptKsefToken = (key: KeyObject, token: string, timestampMs: number): string =>
  rsaOaepSha256(key, Buffer.from(`${token}|${timestampMs}`, 'utf8')).toString('base64');

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export const newSessionKey = (): SessionKey => ({ key: randomBytes(32), iv: randomBytes(16) });

/** SendInvoiceRequest's body for one invoice of a session. */
export interface EncryptedInvoice {
  invoiceHash: string;
  invoiceSize: number;
  encryptedInvoiceHash: string;
  encryptedInvoiceSize: number;
  encryptedInvoiceContent: string;
  offlineMode: boolean;
}

export function encryptInvoice(session: SessionKey, xml: string, offlineMode: boolean): EncryptedInvoice {
  const plain = Buffer.from(xml, 'utf8');
  const cipher = createCipheriv('aes-256-cbc', session.key, session.iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    invoiceHash: sha256Base64(plain),
    invoiceSize: plain.length,
    encryptedInvoiceHash: sha256Base64(encrypted),
    encryptedInvoiceSize: encrypted.length,
    encryptedInvoiceContent: encrypted.toString('base64'),
    offlineMode,
  };
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals connection passwords with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url, a fresh
 * 96-bit IV each time, so equal passwords never look alike and a tampered value fails to open.
 */
export function createPasswordBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The connection-password key must be 32 bytes.');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(stored: string): string {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || sealed === undefined)
        throw new Error('Unreadable stored password.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type PasswordBox = ReturnType<typeof createPasswordBox>;

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** AES-256-GCM with a key from TOTP_ENCRYPTION_KEY: a leaked database alone does not give the TOTP secrets. */
@Injectable()
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.key = createHash('sha256').update(config.TOTP_ENCRYPTION_KEY).digest();
  }

  encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
  }

  decrypt(stored: string): string {
    const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !ciphertext) throw new Error('A stored TOTP secret is damaged');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from './unit-of-work';

// Server-wide secrets (HMAC keys for card signatures and signed download links) live in kobo_meta,
// created on first use, so every API node shares them without extra configuration.
export class ServerSecrets {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Database) {}

  get(name: string): Promise<Buffer> {
    let secret = this.cache.get(name);
    if (!secret) {
      secret = this.load(`secret:${name}`);
      secret.catch(() => this.cache.delete(name));
      this.cache.set(name, secret);
    }
    return secret;
  }

  // A signature of `text` under the named secret (HMAC-SHA256, base64url): the credential of a
  // signed link (CSV exports, subscription manage pages).
  async sign(name: string, text: string): Promise<string> {
    return createHmac('sha256', await this.get(name))
      .update(text)
      .digest('base64url');
  }

  // Whether `signature` is the named secret's signature of `text`, in constant time. Compared as
  // text: base64 decoding would ignore a change in the last character's spare bits.
  async verify(name: string, text: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(name, text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async load(key: string): Promise<Buffer> {
    const read = async (): Promise<string | undefined> => {
      const rows: Array<{ value: string }> = await this.db.read({}, (em) => em.query('SELECT value FROM kobo_meta WHERE name = ?', [key]));
      return rows[0]?.value;
    };
    let value = await read();
    if (!value) {
      // Two nodes may race here: the primary key lets one insert win and both read that one.
      await this.db.run((em) => em.query('INSERT INTO kobo_meta (name, value) VALUES (?, ?)', [key, randomBytes(32).toString('hex')])).catch(() => undefined);
      value = await read();
    }
    if (!value) throw new Error(`cannot create server secret ${key}`);
    return Buffer.from(value, 'hex');
  }
}

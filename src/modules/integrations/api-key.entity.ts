import { Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export type KeyKind = 'secret' | 'public';

// Keys are found by the SHA-256 of the presented key (a unique index), never by scanning values.
// The secret value itself is kept because webhooks are signed with it (HMAC, as Paystack does).
@Entity({ name: 'api_keys' })
export class ApiKey {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('kind', 6, false) kind: KeyKind;
  @TextColumn('key_hash', 64, false) keyHash: string;
  @TextColumn('key_value', 128, false) keyValue: string;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('revoked_at', true) revokedAt: Date | null;
}

import { Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../db/columns';
import type { Domain } from '../core/request-context';

// The simulated outbox of notifications Kobo would have sent (invoice e-mails, transfer OTPs by
// SMS). Nothing leaves the machine; operators read them over GraphQL (notification.resolver.ts).
@Entity({ name: 'simulated_emails' })
export class SimulatedEmail {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('resource', 64, false) resource: string;
  @TextColumn('channel', 16, false) channel: string;
  @TextColumn('recipient', 254, false) recipient: string;
  @TextColumn('subject', 255, false) subject: string;
  @TextColumn('body', 4000, false) body: string;
  @TimeColumn('sent_at') sentAt: Date;
}

import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// A saved payment instrument (card, bank mandate, USSD) from a successful charge. Holds only what
// may be kept: bin, last4, expiry, brand and a signature; the processor's own token to charge it.
@Entity({ name: 'authorizations' })
export class Authorization {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('authorization_code', 32, false) authorizationCode: string;
  @TextColumn('bin', 8, false) bin: string;
  @TextColumn('last4', 4, false) last4: string;
  @TextColumn('exp_month', 2, false) expMonth: string;
  @TextColumn('exp_year', 4, false) expYear: string;
  @TextColumn('channel', 16, false) channel: string;
  @TextColumn('card_type', 64, false) cardType: string;
  @TextColumn('bank', 100, false) bank: string;
  @TextColumn('country_code', 2, false) countryCode: string;
  @TextColumn('brand', 64, false) brand: string;
  @BoolColumn('reusable') reusable: boolean;
  @TextColumn('signature', 32) signature: string | null;
  @TextColumn('account_name', 100) accountName: string | null;
  @TextColumn('processor', 32, false) processor: string;
  @TextColumn('processor_token', 255, false) processorToken: string;
  @BoolColumn('active') active: boolean;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

import { Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// A web domain registered for Apple Pay on one integration and mode: at most one row per name.
@Entity({ name: 'apple_pay_domains' })
export class ApplePayDomain {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('domain_name', 253, false) domainName: string;
  @TimeColumn('created_at') createdAt: Date;
}

import { Entity } from 'typeorm';
import { IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { IdentityClaim } from '../../core/banks/identity';

export type IdentificationStatus = 'pending' | 'success' | 'failed';

@Entity({ name: 'customer_identifications' })
export class CustomerIdentification {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('country', 2, false) country: string;
  @TextColumn('type', 16, false) type: string;
  @TextColumn('bvn_masked', 16, false) bvnMasked: string;
  @TextColumn('account_number_masked', 16) accountNumberMasked: string | null;
  @TextColumn('bank_code', 10) bankCode: string | null;
  // The full claim, until the verifier has used it.
  @JsonColumn('claim') claim: IdentityClaim | null;
  @TextColumn('status', 16, false) status: IdentificationStatus;
  @TextColumn('reason', 255) reason: string | null;
  @RefColumn('due_ms', true) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

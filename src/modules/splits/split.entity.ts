import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { SplitBearerType, SplitType } from './split.rules';

// A split group (POST /split): how a payment made with its `split_code` is shared.
@Entity({ name: 'splits' })
export class Split {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('split_code', 32, false) splitCode: string;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('type', 16, false) type: SplitType;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('bearer_type', 16, false) bearerType: SplitBearerType;
  @RefColumn('bearer_subaccount_id', true) bearerSubaccountId: number | null;
  @BoolColumn('active') active: boolean;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

// A subaccount in a group and its share: hundredths of a percent (percentage) or minor units (flat).
@Entity({ name: 'split_subaccounts' })
export class SplitSubaccount {
  @IdColumn() id: number;
  @RefColumn('split_id') splitId: number;
  @RefColumn('subaccount_id') subaccountId: number;
  @MoneyColumn('share') share: number;
  @TimeColumn('created_at') createdAt: Date;
}

export const SPLIT_MEMBER_INDEX = { name: 'UQ_split_subaccounts_split_subaccount', table: 'split_subaccounts', columns: ['split_id', 'subaccount_id'] };

import { checkCurrency } from '../../core/money';
import { problemOf, type RowProblem } from '../../core/row-problems';
import type { RequestContext } from '../../core/request-context';
import type { Database } from '../../db/unit-of-work';
import type { Recipient } from '../recipients/recipient.entity';
import type { TransferService } from './transfer.service';
import type { TransferOtpService } from './transfer-otp.service';
import { BALANCE_NOT_ENOUGH, checkTransfer, MAX_BULK_TRANSFERS, repeatedReferences, type CheckedTransfer, type InitiateTransferParams } from './transfer.rules';

export interface BulkTransferCheck {
  // Every problem of the rows and the batch POST /transfer/bulk would refuse it for (it names only the
  // first); the OTP requirement, which refuses any bulk transfer, is `otpRequired`.
  problems: RowProblem[];
  rows: Array<{ row: number; recipient: Recipient | null; fee: number | null }>;
  otpRequired: boolean;
}

// The dashboard's preview of a bulk transfer: the checks of TransferService.bulk (its own plan), each
// row's, all at once and without writing, with each row's recipient and fee. The send still checks
// again under the money lock: the preview only says what would be refused now.
export class TransferBulkCheckService {
  constructor(
    private readonly db: Database,
    private readonly transfers: TransferService,
    private readonly otp: TransferOtpService,
  ) {}

  async check(ctx: RequestContext, params: { currency?: string; transfers: InitiateTransferParams[] }): Promise<BulkTransferCheck> {
    const problems: RowProblem[] = [];
    if (!params.transfers.length) problems.push({ row: null, field: 'transfers', message: 'transfers is required' });
    if (params.transfers.length > MAX_BULK_TRANSFERS)
      problems.push({ row: null, field: 'transfers', message: `A bulk transfer can hold at most ${MAX_BULK_TRANSFERS} transfers` });
    let currency: string | undefined;
    try {
      currency = params.currency === undefined ? undefined : checkCurrency(params.currency);
    } catch (err) {
      problems.push(problemOf(err, null));
    }
    const checked = new Map<number, CheckedTransfer>();
    params.transfers.forEach((p, i) => {
      try {
        checked.set(i, checkTransfer({ ...p, source: 'balance' }));
      } catch (err) {
        problems.push(problemOf(err, i));
      }
    });
    const refs = [...checked.values()].map((c) => c.reference).filter((r): r is string => r !== undefined);
    const repeated = new Set(repeatedReferences(refs));
    const seen = new Set<string>();
    for (const [i, c] of checked) {
      if (!c.reference || !repeated.has(c.reference)) continue;
      if (seen.has(c.reference)) problems.push({ row: i, field: 'reference', message: `Duplicate reference(s) found: ${c.reference}` });
      seen.add(c.reference);
    }
    const otpRequired = await this.otp.otpRequired(ctx);
    const rows: BulkTransferCheck['rows'] = [];
    const indices = [...checked.keys()];
    await this.db.transaction(ctx, async (t) => {
      const plan = await this.transfers.plan(t, [...checked.values()], currency);
      for (const [k, r] of plan.rows.entries()) {
        const i = indices[k]!;
        for (const p of r.problems) problems.push(problemOf(p, i));
        rows.push({ row: i, recipient: r.recipient, fee: r.fee });
      }
      for (const cur of plan.short) problems.push({ row: null, field: 'amount', message: `${BALANCE_NOT_ENOUGH} (${cur})` });
    });
    problems.sort((a, b) => (a.row ?? -1) - (b.row ?? -1));
    return { problems, rows, otpRequired };
  }
}

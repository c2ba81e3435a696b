import type { Clock } from '../../core/clock';
import { invalid, missing } from '../../core/errors';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { RequestContext } from '../../core/request-context';
import { checkMetadata, checkReference, requireEmail, type Metadata } from '../../core/validate';
import type { Database } from '../../db/unit-of-work';
import type { Processors } from '../../processor';
import { chargeRequest } from '../../processor/processor';
import type { AuthorizationService } from '../authorizations/authorization.service';
import type { ChargeService } from './charge.service';
import type { TransactionView } from './transaction.presenter';

export interface PartialDebitParams {
  authorizationCode: string;
  email: string;
  amount: number;
  currency?: string;
  reference?: string;
  // The least the merchant accepts; absent, any amount the authorization can cover.
  atLeast?: number;
  metadata?: Metadata | null;
  ipAddress?: string | null;
}

export const AT_LEAST_ABOVE_AMOUNT = 'at_least cannot be greater than amount';

// POST /transaction/partial_debit: charge a saved authorization for as much of `amount` as its
// balance allows, as long as that is at least `at_least`. The charge itself is
// ChargeService.chargeAuthorization's (fee, ledger posting, charge.success), for the amount chosen
// here; the transaction keeps `amount` as its requested_amount.
export class PartialDebitService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly authorizations: AuthorizationService,
    private readonly processors: Processors,
    private readonly charges: ChargeService,
  ) {}

  async partialDebit(ctx: RequestContext, params: PartialDebitParams): Promise<TransactionView> {
    if (!params.authorizationCode?.trim()) throw missing('authorization_code', 'Authorization code is required');
    const email = requireEmail(params.email);
    const amount = checkAmount(params.amount);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = checkReference(params.reference);
    const metadata = checkMetadata(params.metadata) ?? null;
    let floor = 1;
    if (params.atLeast !== undefined) {
      if (!Number.isSafeInteger(params.atLeast) || params.atLeast <= 0) throw invalid('at_least', 'at_least must be a positive integer');
      if (params.atLeast > amount) throw invalid('at_least', AT_LEAST_ABOVE_AMOUNT);
      floor = params.atLeast;
    }
    // The simulated balance is a property of the instrument, not of earlier charges, so reading it
    // before the charge's own transaction cannot race with another debit.
    const balance = await this.db.read(ctx, async (em) => {
      const { authorization } = await this.authorizations.usable(ctx, em, params.authorizationCode, email);
      const request = chargeRequest(ctx.domain, this.clock.now(ctx), { amount, currency });
      return this.processors.named(authorization.processor).availableBalance(request, authorization.processorToken);
    });
    const covered = Math.min(amount, balance);
    // Below the floor the whole amount is attempted: the processor declines it as it declines any
    // charge the balance cannot cover, and the failed transaction is kept like any other.
    const charge = covered >= floor ? covered : amount;
    return this.charges.chargeAuthorization(ctx, {
      authorizationCode: params.authorizationCode,
      email,
      amount: charge,
      requestedAmount: amount,
      currency,
      reference,
      metadata,
      ipAddress: params.ipAddress ?? null,
    });
  }
}

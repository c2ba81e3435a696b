import { Foundation1795000000000 } from './1795000000000-Foundation';
import { Payments1795000100000 } from './1795000100000-Payments';
import { Webhooks1795000200000 } from './1795000200000-Webhooks';
import { Billing1795000300000 } from './1795000300000-Billing';
import { Money1795000400000 } from './1795000400000-Money';
import { Invoices1795000600000 } from './1795000600000-Invoices';
import { Transfers1795000700000 } from './1795000700000-Transfers';
import { BulkCharges1795000800000 } from './1795000800000-BulkCharges';
import { OtpAttempts1795000900000 } from './1795000900000-OtpAttempts';
import { BulkChargeReferences1795001000000 } from './1795001000000-BulkChargeReferences';
import { DedicatedAccounts1795001150000 } from './1795001150000-DedicatedAccounts';
import { ApplePayDomains1795001230000 } from './1795001230000-ApplePayDomains';
import { CustomerIdentifications1795001400000 } from './1795001400000-CustomerIdentifications';
import { DirectDebitMandates1795001500000 } from './1795001500000-DirectDebitMandates';
import { Splits1795001640000 } from './1795001640000-Splits';
import { Disputes1795002000000 } from './1795002000000-Disputes';
import { Products1795002100000 } from './1795002100000-Products';
import { Orders1795002110000 } from './1795002110000-Orders';
import { Storefronts1795002120000 } from './1795002120000-Storefronts';
import { RefundAccountDetails1795002200000 } from './1795002200000-RefundAccountDetails';
import { Terminals1795002210000 } from './1795002210000-Terminals';
import { IdempotencyKeys1795002300000 } from './1795002300000-IdempotencyKeys';
import { RequestLogs1795002310000 } from './1795002310000-RequestLogs';
import { Preauthorizations1795002500000 } from './1795002500000-Preauthorizations';
import { SubscriptionCardNotices1795002510000 } from './1795002510000-SubscriptionCardNotices';
import { ReplyDocuments1795002600000 } from './1795002600000-ReplyDocuments';
import { WebhookClaimIndex1795002700000 } from './1795002700000-WebhookClaimIndex';
import { GivenBack1795002750000 } from './1795002750000-GivenBack';
import { CaseSensitiveReferences1795002800000 } from './1795002800000-CaseSensitiveReferences';
import { ShareRowsForSubaccounts1795002900000 } from './1795002900000-ShareRowsForSubaccounts';
import { PreauthorizationCheckout1795003000000 } from './1795003000000-PreauthorizationCheckout';
import { Markets1795003100000 } from './1795003100000-Markets';
import { ChargeChecks1795003170000 } from './1795003170000-ChargeChecks';
import { SubaccountMarkets1795003200000 } from './1795003200000-SubaccountMarkets';
import { FurthestClockIndex1795003300000 } from './1795003300000-FurthestClockIndex';

// Listed explicitly (not globbed) so the same array works under ts-node, jest and compiled dist.
export const MIGRATIONS = [
  Foundation1795000000000,
  Payments1795000100000,
  Webhooks1795000200000,
  Billing1795000300000,
  Money1795000400000,
  Invoices1795000600000,
  Transfers1795000700000,
  BulkCharges1795000800000,
  OtpAttempts1795000900000,
  BulkChargeReferences1795001000000,
  DedicatedAccounts1795001150000,
  ApplePayDomains1795001230000,
  CustomerIdentifications1795001400000,
  DirectDebitMandates1795001500000,
  Splits1795001640000,
  Disputes1795002000000,
  Products1795002100000,
  Orders1795002110000,
  Storefronts1795002120000,
  RefundAccountDetails1795002200000,
  Terminals1795002210000,
  IdempotencyKeys1795002300000,
  RequestLogs1795002310000,
  Preauthorizations1795002500000,
  SubscriptionCardNotices1795002510000,
  ReplyDocuments1795002600000,
  WebhookClaimIndex1795002700000,
  GivenBack1795002750000,
  CaseSensitiveReferences1795002800000,
  ShareRowsForSubaccounts1795002900000,
  PreauthorizationCheckout1795003000000,
  Markets1795003100000,
  ChargeChecks1795003170000,
  SubaccountMarkets1795003200000,
  FurthestClockIndex1795003300000,
];

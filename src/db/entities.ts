import { Integration } from '../modules/integrations/integration.entity';
import { IntegrationMode } from '../modules/integrations/integration-mode.entity';
import { ApiKey } from '../modules/integrations/api-key.entity';
import { Customer } from '../modules/customers/customer.entity';
import { OutboxEvent } from '../events/event.entity';
import { WebhookAttempt, WebhookDelivery } from '../events/webhook.entity';
import { Transaction } from '../modules/transactions/transaction.entity';
import { Authorization } from '../modules/authorizations/authorization.entity';
import { LedgerEntry } from '../ledger/ledger.entity';
import { InvoiceCounter, PaymentRequest, PaymentRequestPayment, SimulatedEmail } from '../modules/payment-requests/payment-request.entity';
import { PaymentPage } from '../modules/pages/page.entity';
import { Plan } from '../modules/plans/plan.entity';
import { Subscription, SubscriptionInvoice } from '../modules/subscriptions/subscription.entity';
import { Subaccount } from '../modules/subaccounts/subaccount.entity';
import { MoneySettings, Refund } from '../modules/refunds/refund.entity';
import { Settlement, SettlementSchedule } from '../modules/settlements/settlement.entity';
import { BulkCharge, BulkChargeItem } from '../modules/bulk-charges/bulk-charge.entity';

export const ENTITIES = [Integration, IntegrationMode, ApiKey, Customer, OutboxEvent, Transaction, Authorization, LedgerEntry, WebhookDelivery, WebhookAttempt, Subaccount, Refund, MoneySettings, Settlement, SettlementSchedule, PaymentRequest, PaymentRequestPayment, InvoiceCounter, SimulatedEmail, PaymentPage, Plan, Subscription, SubscriptionInvoice, BulkCharge, BulkChargeItem];

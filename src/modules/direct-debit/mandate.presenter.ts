import { bankByCode } from '../../core/banks/directory';
import type { Authorization } from '../authorizations/authorization.entity';
import type { Customer } from '../customers/customer.entity';
import type { DirectDebitMandate, MandateStatus } from './mandate.entity';

export interface MandateView {
  mandate: DirectDebitMandate;
  customer: Customer;
  authorization: Authorization | null;
}

export function mandateStatus(view: MandateView): MandateStatus {
  if (view.mandate.status === 'active' && view.authorization && !view.authorization.active) return 'revoked';
  return view.mandate.status;
}

// direct_debit.authorization.created / .active: the authorization with its customer, as Paystack
// sends them.
export function presentMandateEvent(a: Authorization, c: Customer) {
  return {
    authorization_code: a.authorizationCode,
    active: a.active,
    last4: a.last4,
    channel: a.channel,
    card_type: a.cardType,
    bank: a.bank,
    exp_month: null,
    exp_year: null,
    country_code: a.countryCode,
    brand: a.brand,
    reusable: a.reusable,
    signature: a.signature,
    account_name: a.accountName,
    customer: {
      first_name: c.firstName,
      last_name: c.lastName,
      code: c.customerCode,
      email: c.email,
      phone: c.phone ?? '',
      metadata: c.metadata,
      risk_action: c.riskAction,
    },
  };
}

// GET /customer/authorization/verify/:reference.
export function presentMandateVerification(v: MandateView) {
  return {
    authorization_code: v.authorization?.authorizationCode ?? null,
    channel: 'direct_debit',
    bank: v.authorization?.bank ?? (v.mandate.bankCode ? (bankByCode(v.mandate.bankCode)?.name ?? null) : null),
    active: v.authorization?.active === true && v.mandate.status === 'active',
    customer: { code: v.customer.customerCode, email: v.customer.email },
  };
}

// An entry of the mandate authorization lists.
export function presentMandate(v: MandateView) {
  const m = v.mandate;
  return {
    id: m.id,
    status: mandateStatus(v),
    mandate_id: m.id,
    authorization_id: m.authorizationId,
    authorization_code: v.authorization?.authorizationCode ?? null,
    integration_id: m.integrationId,
    account_number: m.accountNumber,
    bank_code: m.bankCode,
    bank_name: m.bankCode ? (bankByCode(m.bankCode)?.name ?? null) : null,
    customer: {
      id: v.customer.id,
      customer_code: v.customer.customerCode,
      email: v.customer.email,
      first_name: v.customer.firstName,
      last_name: v.customer.lastName,
    },
    authorized_at: m.authorizedAt ? m.authorizedAt.toISOString() : null,
  };
}

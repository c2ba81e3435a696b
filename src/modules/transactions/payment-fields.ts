import { f } from '../../rest/operations';

// The options every way of starting a payment takes (initialize, inline initialize, charge
// authorization), described once for the OpenAPI document as the service reads them once.
export const PAYMENT_FIELDS = {
  email: f.string("Customer's email address").required(),
  amount: f.amount().required(),
  currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
  reference: f.string('Unique transaction reference'),
  metadata: f.object('JSON object of custom data (or its JSON text)'),
  plan: f.string('A plan code to subscribe the customer to'),
  invoice_limit: f.integer('Number of times to charge the customer during the subscription'),
  quantity: f.number('Quantity of the plan'),
  subaccount: f.string('The code of the subaccount that owns the payment'),
  split_code: f.string('The split code of the transaction split'),
  transaction_charge: f.amount('A flat fee to charge the subaccount, overriding its percentage'),
  bearer: f.string('Who bears the transaction charge').oneOf('account', 'subaccount'),
};

import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { CustomerService } from './customer.service';
import type { CustomerIdentificationService } from './customer-identification.service';
import { presentCustomer, presentCustomerDetail } from './customer.presenter';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Customer', {
  'POST /customer': {
    summary: 'Create Customer',
    body: {
      email: f.string("Customer's email address").required(),
      first_name: f.string("Customer's first name").nullable(),
      last_name: f.string("Customer's last name").nullable(),
      phone: f.string("Customer's phone number").nullable(),
      metadata: f.object('Stringified JSON object of custom data'),
    },
  },
  'GET /customer': {
    summary: 'List Customers',
    query: {
      email: f.string(),
      risk_action: f.string(),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'POST /customer/set_risk_action': {
    summary: 'Set Risk Action',
    body: {
      customer: f.string('The customer code from the response of the customer creation').required(),
      risk_action: f.string('This determines the fraud rules that should be applied to the customer'),
    },
  },
  'POST /customer/:ref/identification': {
    summary: 'Validate Customer',
    params: { ref: 'The code for the customer gotten from the response of the customer creation' },
    body: {
      country: f.string('Two-letter country code of identification issuer').required(),
      type: f.string('Predefined types of identification').required(),
      bvn: f.string("Customer's Bank Verification Number").required(),
      value: f.string("Customer's identification number"),
      account_number: f.string("Customer's bank account number").required(),
      bank_code: f.string('You can get the list of bank codes by calling the List Banks endpoint (https://api.paystack.co/bank)').required(),
      first_name: f.string("Customer's first name").required(),
      last_name: f.string("Customer's last name").required(),
      middle_name: f.string("Customer's middle name").nullable(),
    },
  },
  'GET /customer/:ref': {
    summary: 'Fetch Customer',
    params: { ref: 'The code for the customer gotten from the response of the customer creation' },
  },
  'PUT /customer/:ref': {
    summary: 'Update Customer',
    params: { ref: 'The code for the customer gotten from the response of the customer creation' },
    body: {
      metadata: f.object('Stringified JSON object of custom data'),
      metada: f.object(),
      first_name: f.string("Customer's first name").nullable(),
      last_name: f.string("Customer's last name").nullable(),
      phone: f.string("Customer's phone number").nullable(),
    },
  },
});

export function customerRouter(customers: CustomerService, identifications: CustomerIdentificationService): Router {
  const r = Router();

  r.post('/customer', async (req, res) => {
    const input = Input.of(req.body);
    const { customer } = await customers.create(ctxOf(res), {
      email: input.requiredString('email', 'Email is required'),
      firstName: input.nullableString('first_name'),
      lastName: input.nullableString('last_name'),
      phone: input.nullableString('phone'),
      metadata: input.json('metadata'),
    });
    ok(res, 'Customer created', presentCustomer(customer));
  });

  r.get('/customer', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const page = await customers.list(ctxOf(res), pageRequest(input, 'customer'), {
      email: input.string('email'),
      riskAction: input.string('risk_action'),
      from: input.date('from'),
      to: input.date('to'),
    });
    ok(res, 'Customers retrieved', page.items.map(presentCustomer), pageMeta(page, 'customer'));
  });

  r.post('/customer/set_risk_action', async (req, res) => {
    const input = Input.of(req.body);
    const customer = await customers.setRiskAction(ctxOf(res), input.requiredString('customer', 'Customer is required'), input.string('risk_action'));
    ok(res, 'Customer updated', presentCustomer(customer));
  });

  r.post('/customer/:ref/identification', async (req, res) => {
    const input = Input.of(req.body);
    await identifications.request(ctxOf(res), String(req.params.ref), {
      country: input.string('country'),
      type: input.string('type'),
      bvn: input.string('bvn'),
      value: input.string('value'),
      accountNumber: input.string('account_number'),
      bankCode: input.string('bank_code'),
      firstName: input.string('first_name'),
      lastName: input.string('last_name'),
      middleName: input.nullableString('middle_name'),
    });
    ok(res, 'Customer Identification in progress', undefined, undefined, 202);
  });

  r.get('/customer/:ref', async (req, res) => {
    const { customer, related } = await customers.getDetail(ctxOf(res), String(req.params.ref));
    ok(res, 'Customer retrieved', presentCustomerDetail(customer, related));
  });

  r.put('/customer/:ref', async (req, res) => {
    const input = Input.of(req.body);
    // The spec lists the metadata parameter as "metada"; accept both spellings.
    const metadata = input.has('metadata') ? input.json('metadata') : input.json('metada');
    const { customer, related } = await customers.update(ctxOf(res), String(req.params.ref), {
      firstName: input.nullableString('first_name'),
      lastName: input.nullableString('last_name'),
      phone: input.nullableString('phone'),
      metadata,
    });
    ok(res, 'Customer updated', presentCustomerDetail(customer, related));
  });

  return r;
}

import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { CustomerService } from './customer.service';
import type { CustomerIdentificationService } from './customer-identification.service';
import { presentCustomer, presentCustomerDetail } from './customer.presenter';

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

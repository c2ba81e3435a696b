import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentSubaccount } from './subaccount.presenter';
import type { SubaccountParams, SubaccountService } from './subaccount.service';
import { describeRoutes, f } from '../../rest/operations';

// What create and update both take: the description, contact, metadata and payout schedule.
const CONTACT_FIELDS = {
  description: f.string('A description for this subaccount').nullable(),
  primary_contact_email: f.string('A contact email for the subaccount').nullable(),
  primary_contact_name: f.string('The name of the contact person for this subaccount').nullable(),
  primary_contact_phone: f.string('A phone number to call for this subaccount').nullable(),
  metadata: f.object('Stringified JSON object of custom data'),
  settlement_schedule: f.string('When the subaccount is paid out').oneOf('auto', 'weekly', 'monthly', 'manual'),
};

describeRoutes('Subaccount', {
  'POST /subaccount': {
    summary: 'Create Subaccount',
    body: {
      business_name: f.string('Name of business for subaccount').required(),
      settlement_bank: f.string('Bank code for the bank').required(),
      bank_code: f.string('Another name for settlement_bank'),
      account_number: f.string('Bank account number').required(),
      percentage_charge: f.number('The percentage the main account takes of each payment').required(),
      ...CONTACT_FIELDS,
    },
  },
  'GET /subaccount': {
    summary: 'List Subaccounts',
    query: {
      active: f.boolean('Filter by the state of the subaccounts'),
    },
    paged: true,
  },
  'GET /subaccount/:id_or_code': {
    summary: 'Fetch Subaccount',
    params: { id_or_code: 'The subaccount code you want to fetch' },
  },
  'PUT /subaccount/:id_or_code': {
    summary: 'Update Subaccount',
    params: { id_or_code: 'The subaccount code you want to fetch' },
    body: {
      active: f.boolean('Activate or deactivate a subaccount'),
      business_name: f.string('Name of business for subaccount'),
      settlement_bank: f.string('Bank code for the bank'),
      bank_code: f.string('Another name for settlement_bank'),
      account_number: f.string('Bank account number'),
      percentage_charge: f.number('The percentage the main account takes of each payment'),
      ...CONTACT_FIELDS,
    },
  },
});

export function subaccountRouter(subaccounts: SubaccountService): Router {
  const r = Router();

  r.post('/subaccount', async (req, res) => {
    const row = await subaccounts.create(ctxOf(res), paramsOf(Input.of(req.body)));
    ok(res, 'Subaccount created', presentSubaccount(row), undefined, 201);
  });

  r.get('/subaccount', async (req, res) => {
    const input = Input.of(req.query);
    const page = await subaccounts.list(ctxOf(res), pageRequest(input, 'subaccount'), { active: input.bool('active') });
    ok(res, 'Subaccounts retrieved', page.items.map(presentSubaccount), pageMeta(page, 'subaccount'));
  });

  r.get('/subaccount/:id_or_code', async (req, res) => {
    ok(res, 'Subaccount retrieved', presentSubaccount(await subaccounts.get(ctxOf(res), String(req.params.id_or_code))));
  });

  r.put('/subaccount/:id_or_code', async (req, res) => {
    const input = Input.of(req.body);
    const row = await subaccounts.update(ctxOf(res), String(req.params.id_or_code), { ...paramsOf(input), active: input.bool('active') });
    ok(res, 'Subaccount updated', presentSubaccount(row));
  });

  return r;
}

function paramsOf(input: Input): SubaccountParams {
  const pct = input.raw.percentage_charge;
  return {
    businessName: input.string('business_name'),
    settlementBank: input.string('settlement_bank') ?? input.string('bank_code'),
    accountNumber: input.string('account_number'),
    percentageCharge: typeof pct === 'number' ? pct : input.string('percentage_charge'),
    description: input.nullableString('description'),
    primaryContactEmail: input.nullableString('primary_contact_email'),
    primaryContactName: input.nullableString('primary_contact_name'),
    primaryContactPhone: input.nullableString('primary_contact_phone'),
    metadata: input.json('metadata'),
    settlementSchedule: input.string('settlement_schedule'),
  };
}

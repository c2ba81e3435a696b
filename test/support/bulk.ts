import { Authorization } from '../../src/modules/authorizations/authorization.entity';
import { Customer } from '../../src/modules/customers/customer.entity';
import type { Services } from '../../src/container';
import type { Api } from './http';
import { CARDS } from './payments';

// `count` customers, each with its own reusable card authorization of the integration behind
// `api`: the first made by a real charge, the rest copied from it in the database (thousands of
// card charges would only slow the tests down). Returns the AUTH_ codes.
export async function seedAuthorizations(services: Pick<Services, 'db'>, api: Api, count: number, prefix = 'bulk'): Promise<string[]> {
  const paid = await api.post('/charge', { email: `${prefix}-0@example.com`, amount: 10000, card: CARDS.success });
  if (paid.body.data?.status !== 'success') throw new Error(`seed charge failed: ${JSON.stringify(paid.body)}`);
  const code0: string = paid.body.data.authorization.authorization_code;
  const codes = [code0];
  await services.db.run(async (em) => {
    const template = await em.findOneByOrFail(Authorization, { authorizationCode: code0 });
    const customer0 = await em.findOneByOrFail(Customer, { id: template.customerId });
    for (let start = 1; start < count; start += 500) {
      const n = Math.min(500, count - start);
      const customers = Array.from({ length: n }, (_, k) => {
        const { id: _id, ...rest } = customer0;
        return em.create(Customer, { ...rest, email: `${prefix}-${start + k}@example.com`, customerCode: `CUS_${prefix}${start + k}` });
      });
      await em.insert(Customer, customers as never);
      const rows = await em.findBy(
        Customer,
        customers.map((c) => ({ customerCode: c.customerCode })),
      );
      const byCode = new Map(rows.map((c) => [c.customerCode, c.id]));
      const auths = customers.map((c, k) => {
        const { id: _id, ...rest } = template;
        const code = `AUTH_${prefix}${start + k}`;
        codes.push(code);
        return em.create(Authorization, { ...rest, customerId: byCode.get(c.customerCode)!, authorizationCode: code, signature: `SIG_${prefix}${start + k}` });
      });
      await em.insert(Authorization, auths);
    }
  });
  return codes;
}

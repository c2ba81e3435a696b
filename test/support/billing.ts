import type { Api } from './http';
import type { TestIntegration, TestServer } from './server';
import { CARDS } from './payments';
import { settle } from './events';

export const DAY_S = 86_400;

export async function clockNow(api: Api): Promise<Date> {
  const res = await api.get('/_test/clock');
  return new Date(res.body.data.now);
}

// Moves the integration's test clock to about `to` (never back, never past it: the test clock also
// runs on in real time, so callers keep a margin from the moments they check), then lets renewals,
// dispatch and delivery finish what is due.
export async function advanceTo(server: TestServer, api: Api, to: Date): Promise<void> {
  const now = await clockNow(api);
  const seconds = Math.floor((to.getTime() - now.getTime()) / 1000);
  if (seconds > 0) {
    const res = await api.post('/_test/clock/advance', { seconds });
    if (res.status !== 200) throw new Error(`clock advance failed: ${res.text}`);
  }
  await renewAll(server);
}

export async function renewAll(server: TestServer): Promise<void> {
  // The background runner may hold some rows (kicked by the clock move): wait for it as well.
  for (let i = 0; i < 3; i++) {
    await server.services.renewals.drain();
    await server.services.renewals.idle();
    await settle(server.services);
    await server.services.renewals.idle();
  }
}

// A customer with a saved reusable card authorization (a real card charge).
export async function payingCustomer(
  m: TestIntegration,
  email: string,
  card: (typeof CARDS)[keyof typeof CARDS] = CARDS.success,
): Promise<{ code: string; authorization: string }> {
  const res = await m.api.post('/charge', { email, amount: 10000, card });
  if (res.body?.data?.status !== 'success') throw new Error(`charge failed: ${res.text}`);
  return { code: res.body.data.customer.customer_code, authorization: res.body.data.authorization.authorization_code };
}

export async function createPlan(m: TestIntegration, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await m.api.post('/plan', { name: 'Monthly', amount: 500000, interval: 'monthly', ...body });
  if (res.status !== 200) throw new Error(`plan create failed: ${res.text}`);
  return res.body.data;
}

// The next `day` of a month strictly after `after` plus a margin, at 09:00 UTC.
export function nextDayOfMonth(after: Date, day: number, marginDays = 5): Date {
  const from = new Date(after.getTime() + marginDays * DAY_S * 1000);
  for (let m = 0; m < 24; m++) {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + m, day, 9, 0, 0));
    if (d.getUTCDate() === day && d.getTime() > from.getTime()) return d;
  }
  throw new Error('no such day');
}

import type { Kit } from '../kit';
import type { Recipe } from '../recipe';
import { ensureBalance } from './charges';

// The simulated bank answers a pending transfer 60 s later on the integration's clock; the recipient's
// account number picks the answer (docs/guide.md, "Transfers").
async function transfer(k: Kit, account: string, event: string) {
  // NGN 1,000 and its fee (at most NGN 50 at any size).
  await ensureBalance(k, 100_000 + 5_000);
  k.step(`creating a transfer recipient (account ${account})`);
  const recipient = await k.post('/transferrecipient', { type: 'nuban', name: `kobo trigger ${account}`, account_number: account, bank_code: '058' });
  k.record('recipient', recipient.recipient_code);
  k.step('sending NGN 1,000 from the balance');
  let t = await k.post('/transfer', { source: 'balance', amount: 100_000, recipient: recipient.recipient_code, reason: 'kobo trigger' });
  k.record('transfer', t.transfer_code);
  if (t.status === 'otp') {
    // The test-mode OTP (a live key never gets here).
    k.step('finalizing it with the test OTP');
    t = await k.post('/transfer/finalize_transfer', { transfer_code: t.transfer_code, otp: '123456' });
  }
  await k.advance(61, 'the simulated bank answers a minute later');
  return k.waitFor(event, (d) => d.transfer_code === t.transfer_code);
}

export const transferRecipes: Recipe[] = [
  {
    event: 'transfer.success',
    does: 'pays in with a test card if the balance is short, then transfers NGN 1,000 to a test account and lets the bank answer',
    run: (k) => transfer(k, '0001234567', 'transfer.success'),
  },
  {
    event: 'transfer.failed',
    does: 'as transfer.success, to account 0100000001, which the simulated bank fails',
    run: (k) => transfer(k, '0100000001', 'transfer.failed'),
  },
  {
    event: 'transfer.reversed',
    does: 'as transfer.success, to account 0100000002, which the simulated bank reverses',
    run: (k) => transfer(k, '0100000002', 'transfer.reversed'),
  },
  {
    event: 'bank.transfer.rejected',
    does: 'starts a pay-with-transfer charge of NGN 250 and sends NGN 300 to its temporary account',
    async run(k) {
      const reference = `${k.tag}-pwt`;
      k.step(`charging with bank_transfer (${reference})`);
      const charge = await k.post('/charge', { email: k.email('transfer'), amount: 25_000, bank_transfer: {}, reference });
      k.record('transaction', reference);
      k.step(`transferring the wrong amount to ${String(charge.account_number)}`);
      await k.post(`/_test/bank_transfer/${encodeURIComponent(reference)}/pay`, { amount: 30_000 });
      const id = String((await k.get(`/transaction/verify/${encodeURIComponent(reference)}`)).id);
      return k.waitFor('bank.transfer.rejected', (d) => d.bank_transfer?.transaction_id === id);
    },
  },
];

import { CARDS, type Kit } from '../kit';
import type { Recipe } from '../recipe';
import { paidCharge } from './charges';

async function dispute(k: Kit): Promise<{ id: number; reference: string }> {
  const { reference } = await paidCharge(k);
  k.step("the customer's bank disputes it (POST /_test/dispute)");
  const d = await k.post('/_test/dispute', { transaction: reference, message: 'Opened by kobo trigger' });
  k.record('dispute', d.id);
  return { id: Number(d.id), reference };
}

const of = (id: number) => (d: Record<string, any>) => Number(d.id) === id;

export const disputeRecipes: Recipe[] = [
  {
    event: 'charge.dispute.create',
    does: 'pays with the dispute test card (4084 0800 0001 3402): its issuer disputes the charge at once',
    async run(k) {
      const { reference } = await paidCharge(k, { card: CARDS.disputed });
      return k.waitFor('charge.dispute.create', (d) => d.transaction?.reference === reference);
    },
  },
  {
    event: 'charge.dispute.remind',
    does: 'opens a test dispute (POST /_test/dispute) and advances the clock 12 hours to the reminder',
    async run(k) {
      const { id } = await dispute(k);
      await k.advance(12 * 3600 + 60, 'the reminder comes 12 hours before the answer is due');
      return k.waitFor('charge.dispute.remind', of(id));
    },
  },
  {
    event: 'charge.dispute.resolve',
    does: 'opens a test dispute, uploads a file to its upload URL and accepts it (PUT /dispute/:id/resolve)',
    async run(k) {
      const { id } = await dispute(k);
      k.step('uploading evidence and accepting the dispute');
      const upload = await k.get(`/dispute/${id}/upload_url`);
      await k.page('PUT', upload.signedUrl, '%PDF-1.4 kobo trigger', 'application/pdf');
      await k.put(`/dispute/${id}/resolve`, {
        resolution: 'merchant-accepted',
        message: 'Accepted by kobo trigger',
        refund_amount: 100_000,
        uploaded_filename: upload.fileName,
      });
      return k.waitFor('charge.dispute.resolve', of(id));
    },
  },
];

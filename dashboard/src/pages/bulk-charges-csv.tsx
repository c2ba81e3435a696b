import { useClient, useMutation } from 'urql';
import { CheckBulkChargeDocument, CreateBulkChargeFromCsvDocument } from '../generated/graphql';
import { BulkCsv, type CsvColumn } from '../bulk-csv';
import { go } from '../router';

// A batch holds at most 10,000 charges (MAX_BATCH_ITEMS on the server; Paystack states no limit),
// which also keeps the request under the default 1 MB body limit.
const MAX_LINES = 10_000;

const COLUMNS: CsvColumn[] = [
  { key: 'authorization', label: 'authorization', names: ['authorization', 'authorization_code', 'authorization code'], required: true },
  { key: 'amount', label: 'amount', names: ['amount'], required: true },
  { key: 'reference', label: 'reference', names: ['reference', 'ref'] },
];

// "Charge in bulk from CSV" on the bulk charges page: createBulkCharge (POST /bulkcharge's service)
// with a preview by checkBulkCharge. The batch then shows in the live list, and its page follows each charge.
export function BulkChargeCsv({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const [, create] = useMutation(CreateBulkChargeFromCsvDocument);
  return (
    <BulkCsv
      title="Charge in bulk from a CSV file"
      intro={
        <p>
          One charge a line, on a customer&apos;s saved reusable card or account (its <code>AUTH_</code> code). Every line is checked before anything is queued,
          and the file becomes one batch that is charged a line at a time.
        </p>
      }
      columns={COLUMNS}
      maxLines={MAX_LINES}
      noun={['charge', 'charges']}
      lineProblems={(l) => (l.cells.authorization ? [] : [{ field: 'authorization', message: 'an authorization code (AUTH_…) is required' }])}
      entry={(l, currency) => ({ authorization: l.cells.authorization, amount: Number(l.minor), currency, reference: l.cells.reference || undefined })}
      check={async (charges) => {
        const r = await client.query(CheckBulkChargeDocument, { charges }, { requestPolicy: 'network-only' }).toPromise();
        const c = r.data?.checkBulkCharge;
        if (!c) return { error: r.error };
        return {
          checked: {
            problems: c.problems,
            found: new Map(
              c.rows.map((row) => [
                row.row,
                row.authorization ? `${row.customer?.email ?? 'customer'} · ${row.authorization.brand} ${row.authorization.last4}` : 'ok',
              ]),
            ),
          },
        };
      }}
      send={async (charges) => {
        const r = await create({ charges });
        if (r.error) return { error: r.error };
        const b = r.data!.createBulkCharge;
        return {
          done: (
            <>
              Batch <code>{b.batchCode}</code> of {b.totalCharges} charges queued.{' '}
              <a
                href={`#/bulk-charges/${encodeURIComponent(b.batchCode)}`}
                onClick={(e) => {
                  e.preventDefault();
                  onClose();
                  go(`bulk-charges/${encodeURIComponent(b.batchCode)}`);
                }}
              >
                Follow batch {b.batchCode}
              </a>
            </>
          ),
        };
      }}
      outcome={() => 'queued'}
      sendLabel="Queue charges"
      show={[
        { label: 'Authorization', cell: (l) => <code>{l.cells.authorization || '—'}</code> },
        { label: 'Reference', cell: (l) => l.cells.reference || '—' },
      ]}
      onClose={onClose}
    />
  );
}

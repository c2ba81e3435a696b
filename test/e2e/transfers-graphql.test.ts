import {
  BulkTransferDocument,
  CheckBulkTransferDocument,
  CreateTransferRecipientDocument,
  CreateTransferRecipientsDocument,
  DeleteTransferRecipientDocument,
  DisableTransferOtpDocument,
  DisableTransferOtpFinalizeDocument,
  EnableTransferOtpDocument,
  FinalizeTransferDocument,
  InitiateTransferDocument,
  NotificationsDocument,
  PayoutBalanceDocument,
  ResendTransferOtpDocument,
  TransferDocument,
  TransferRecipientsDocument,
  TransfersDocument,
  UpdateTransferRecipientDocument,
} from '../generated/graphql';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS, justAfterSettlement } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Payouts GraphQL');
  // The test moves the clock and reads the balance: start where no settlement is near to pay it out.
  await justAfterSettlement(m.api, server.services);
  expect((await m.api.post('/charge', { email: 'funds@example.com', amount: 5_000_000, card: CARDS.success })).body.data.status).toBe('success');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const key = () => m.test.secret_key;

it('recipients, transfers with OTP, bulk, balance and notifications over GraphQL', async () => {
  const created = await gql(server.url, key(), CreateTransferRecipientDocument, {
    input: { type: 'nuban', name: 'Ada', accountNumber: '0123456789', bankCode: '044' },
  });
  expect(created.data?.createTransferRecipient).toMatchObject({ type: 'nuban', accountName: 'ADA OBI', bankName: 'Access Bank', active: true });
  const code = created.data!.createTransferRecipient.recipientCode;
  const many = await gql(server.url, key(), CreateTransferRecipientsDocument, {
    inputs: [
      { type: 'nuban', name: 'Failing', accountNumber: '0100000001', bankCode: '058' },
      { type: 'nuban', name: 'Wes', accountNumber: '0022728151', bankCode: '058' },
    ],
  });
  expect(many.data?.createTransferRecipients).toHaveLength(2);
  const failing = many.data!.createTransferRecipients[0]!.recipientCode;
  expect(
    (await gql(server.url, key(), UpdateTransferRecipientDocument, { idOrCode: code, input: { email: 'ada@example.com' } })).data?.updateTransferRecipient
      .email,
  ).toBe('ada@example.com');
  const page = await gql(server.url, key(), TransferRecipientsDocument, { first: 2 });
  expect(page.data?.transferRecipients).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });

  const start = await gql(server.url, key(), PayoutBalanceDocument, {});
  expect(start.data?.transferOtpRequired).toBe(true);
  expect(start.data?.integrationSettings.transferOtpRequired).toBe(true);
  const before = Number(start.data!.balance.find((b) => b.currency === 'NGN')!.balance);

  const t = await gql(server.url, key(), InitiateTransferDocument, { input: { amount: '100000', recipient: code, reference: 'gql-transfer-1' } });
  expect(t.data?.initiateTransfer).toMatchObject({ status: 'otp', amount: '100000', fee: '1000' });
  const trf = t.data!.initiateTransfer.transferCode;
  expect((await gql(server.url, key(), ResendTransferOtpDocument, { transferCode: trf })).data?.resendTransferOtp).toBe(true);
  const notes = await gql(server.url, key(), NotificationsDocument, { resource: `transfer:${trf}` });
  expect(notes.data?.notifications.totalCount).toBe(2);
  expect(notes.data?.notifications.nodes[0]!.body).toContain('123456');
  const wrong = await gql(server.url, key(), FinalizeTransferDocument, { transferCode: trf, otp: '999999' });
  expect(wrong.errors?.[0]?.message).toBe('Invalid OTP');
  expect((await gql(server.url, key(), FinalizeTransferDocument, { transferCode: trf, otp: '123456' })).data?.finalizeTransfer.status).toBe('pending');

  const refused = await gql(server.url, key(), BulkTransferDocument, { transfers: [{ amount: '1000', recipient: code }] });
  expect(refused.errors?.[0]?.message).toBe('You need to disable the OTP requirement to use this feature.');
  expect((await gql(server.url, key(), DisableTransferOtpDocument, {})).data?.disableTransferOtp).toBe(true);
  expect((await gql(server.url, key(), DisableTransferOtpFinalizeDocument, { otp: '123456' })).data?.disableTransferOtpFinalize).toBe(true);
  // Both fields give the setting POST /transfer goes by.
  const disabled = await gql(server.url, key(), PayoutBalanceDocument, {});
  expect([disabled.data?.transferOtpRequired, disabled.data?.integrationSettings.transferOtpRequired]).toEqual([false, false]);
  // The dashboard's CSV preview: every row's problem at once, nothing written.
  const checked = await gql(server.url, key(), CheckBulkTransferDocument, {
    transfers: [
      { amount: '1000', recipient: code, reference: 'gql-bulk-1' },
      { amount: '1000', recipient: 'RCP_nosuchone' },
      { amount: '1000', recipient: code, reference: 'Bad Ref' },
      { amount: '500', recipient: failing, reference: 'gql-bulk-1' },
    ],
    currency: 'NGN',
  });
  expect(checked.data?.checkBulkTransfer.otpRequired).toBe(false);
  expect(checked.data?.checkBulkTransfer.problems).toEqual([
    { row: 1, field: 'recipient', message: 'Recipient specified is invalid' },
    { row: 2, field: 'reference', message: 'Your reference contains illegal special characters' },
    { row: 3, field: 'reference', message: 'Duplicate reference(s) found: gql-bulk-1' },
  ]);
  expect(checked.data?.checkBulkTransfer.rows.map((r) => [r.row, r.recipient?.recipientCode ?? null, r.fee !== null])).toEqual([
    [0, code, true],
    [1, null, false],
    [3, failing, true],
  ]);
  // A send the service refuses names the row.
  const badRow = await gql(server.url, key(), BulkTransferDocument, {
    transfers: [
      { amount: '1000', recipient: code },
      { amount: '1000', recipient: 'RCP_nosuchone' },
    ],
  });
  expect(badRow.errors?.map((e) => [e.message, e.extensions?.field])).toEqual([['Recipient specified is invalid', 'transfers[1].recipient']]);
  const bulk = await gql(server.url, key(), BulkTransferDocument, {
    transfers: [
      { amount: '1000', recipient: code, reference: 'gql-bulk-1' },
      { amount: '2000', recipient: failing, reference: 'gql-bulk-2' },
    ],
  });
  expect(bulk.data?.bulkTransfer.map((x) => x.status)).toEqual(['pending', 'pending']);
  expect((await gql(server.url, key(), EnableTransferOtpDocument, {})).data?.enableTransferOtp).toBe(true);

  await advanceClock(m.api, 61);
  await server.services.transferRunner.drain();
  await server.services.transferRunner.idle();
  const list = await gql(server.url, key(), TransfersDocument, { first: 10 });
  expect(list.data?.transfers.totalCount).toBe(3);
  expect(list.data?.transfers.nodes.map((n) => [n.status, n.recipient?.recipientCode])).toEqual([
    ['failed', failing],
    ['success', code],
    ['success', code],
  ]);
  expect((await gql(server.url, key(), TransferDocument, { idOrCode: trf })).data?.transfer?.status).toBe('success');
  // Another integration's transfer is not there.
  const other = await server.newIntegration('Other');
  expect((await gql(server.url, other.test.secret_key, TransferDocument, { idOrCode: trf })).data?.transfer).toBeNull();
  // The failed one gave amount + fee back.
  const end = await gql(server.url, key(), PayoutBalanceDocument, {});
  expect(Number(end.data!.balance.find((b) => b.currency === 'NGN')!.balance)).toBe(before - 101_000 - 2_000);

  expect((await gql(server.url, key(), DeleteTransferRecipientDocument, { idOrCode: code })).data?.deleteTransferRecipient.active).toBe(false);
  const inactive = await gql(server.url, key(), InitiateTransferDocument, { input: { amount: '1000', recipient: code } });
  expect(inactive.errors?.[0]?.message).toBe('Recipient specified is invalid');
});

import { startServer, type TestServer } from '../support/server';

// SQLite runs every unit of work through one queue (one shared connection). A read or transaction
// opened inside another, instead of joining it through ctx.tx, would wait behind itself for ever:
// the request hung until the client gave up. It fails at once and the queue goes on.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

it('a unit of work opened inside another fails at once on SQLite, joins nothing on MySQL, and the queue goes on', async () => {
  const db = server.services.db;
  const nested = db.read({}, () => db.read({}, async () => 'inner'));
  if (db.dialect === 'sqlite') {
    await expect(nested).rejects.toThrow('A database unit of work was opened inside another: pass the open one (ctx.tx) or run it after');
    await expect(db.run(() => db.read({}, async () => 'inner'))).rejects.toThrow(/opened inside another/);
  } else {
    await expect(nested).resolves.toBe('inner');
  }
  await expect(db.read({}, (em) => em.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
  // Work queued one after another, not nested, still runs in order.
  const order: number[] = [];
  await Promise.all([1, 2, 3].map((n) => db.read({}, async () => order.push(n))));
  expect(order).toEqual([1, 2, 3]);
});

import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Logger } from '../core/logger';
import { isRetryableConflict, isUniqueViolation } from './errors';

// Several nodes may start at once on one MySQL-protocol database: one migrates while the others
// wait, then find nothing pending. The lock is a lease: a row in kobo_migration_lock, inserted by
// the node that migrates and deleted when it is done.
//
// Why a row that is written, not GET_LOCK or SELECT … FOR UPDATE: on a Galera cluster both kinds of
// lock are local to the database node that grants them, so two Kobo nodes on two Galera nodes would
// each get "the" lock and run the same CREATE TABLE. A committed write is the one thing every
// Galera node agrees on: two INSERTs of the same key on two nodes cannot both commit (the second
// fails with a duplicate key, or is aborted by certification with 1213). On one MySQL or MariaDB
// server the same INSERT is an ordinary unique-key race.
//
// The holder renews the lease while it migrates; a holder that died stops renewing it, and a waiter
// takes it over once it has expired (an UPDATE … WHERE expires_at < NOW(3), which again only one
// node can commit). Times are the database's, so the nodes' clocks do not have to agree.
const TABLE = 'kobo_migration_lock';
const LEASE_SECONDS = 30;
const RENEW_MS = 5_000;
const POLL_MS = 200;

export interface LeaseOptions {
  leaseSeconds?: number;
  renewMs?: number;
}

export async function withMigrationLease<T>(ds: DataSource, fn: () => Promise<T>, log?: Logger, options: LeaseOptions = {}): Promise<T> {
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 190);
  const qr = ds.createQueryRunner();
  try {
    // Concurrent CREATE TABLE IF NOT EXISTS on two Galera nodes is safe: DDL runs in total order
    // (TOI) on every node, and the second finds the table there.
    await qr.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name VARCHAR(64) NOT NULL PRIMARY KEY, owner VARCHAR(191) NOT NULL, expires_at DATETIME(3) NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
    );
    await acquire(qr, owner, lease, log);
    let renewing = Promise.resolve();
    const timer = setInterval(() => {
      renewing = qr
        .query(`UPDATE ${TABLE} SET expires_at = NOW(3) + INTERVAL ${lease} SECOND WHERE name = 'migrations' AND owner = ?`, [owner])
        .then(() => undefined)
        .catch((err: Error) => log?.warn({ err: err.message }, 'could not renew the migration lease'));
    }, options.renewMs ?? RENEW_MS);
    try {
      return await fn();
    } finally {
      clearInterval(timer);
      await renewing;
      await qr.query(`DELETE FROM ${TABLE} WHERE name = 'migrations' AND owner = ?`, [owner]).catch(() => undefined);
    }
  } finally {
    await qr.release();
  }
}

async function acquire(qr: QueryRunner, owner: string, lease: number, log?: Logger): Promise<void> {
  let told = false;
  for (;;) {
    try {
      await qr.query(`INSERT INTO ${TABLE} (name, owner, expires_at) VALUES ('migrations', ?, NOW(3) + INTERVAL ${lease} SECOND)`, [owner]);
      return;
    } catch (err) {
      if (!isUniqueViolation(err) && !isRetryableConflict(err)) throw err;
    }
    // Held. Taken over only once its holder has stopped renewing it.
    try {
      const res = (await qr.query(
        `UPDATE ${TABLE} SET owner = ?, expires_at = NOW(3) + INTERVAL ${lease} SECOND WHERE name = 'migrations' AND expires_at < NOW(3)`,
        [owner],
      )) as {
        affectedRows?: number;
      };
      if (res.affectedRows === 1) {
        log?.warn('took over the migration lease of a node that stopped renewing it');
        return;
      }
    } catch (err) {
      if (!isRetryableConflict(err)) throw err;
    }
    if (!told) {
      told = true;
      log?.info('another node is running the migrations; waiting for it');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

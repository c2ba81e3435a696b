import { randomInt } from 'node:crypto';
import type { Clock } from '../../core/clock';
import { DomainError, missing } from '../../core/errors';
import { sha256Hex } from '../../core/ids';
import type { RequestContext, TxContext } from '../../core/request-context';
import { forUpdate } from '../../db/dialect';
import type { Database } from '../../db/unit-of-work';
import type { NotificationOutbox } from '../../events/notification-outbox';
import type { EventRecorder } from '../../events/outbox';
import { TransferSettings } from './transfer.entity';

export const TEST_OTP = '123456';
export const OTP_VALID_MS = 30 * 60_000;
export const OTP_INVALID = 'Invalid OTP';
export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_MS = 10 * 60_000;

interface OtpTries {
  otpFailures: number;
  otpLockedUntilMs: number | null;
}

// A random live code has a million values and lives 30 minutes: unlimited guesses would find it.
// Every wrong code counts (committed, though the request fails), and the fifth in a row locks the
// code for OTP_LOCK_MS on the integration's clock: the documented "Too many attempts" error. A
// resent code does not reset the count.
//
// Judges a guess at the code whose hash is `hash` (null: no code is live, and the guess is not
// counted): null when it is right; else the refusal to answer with, after committing `tries` when
// they are given (the caller writes them on its row in the same transaction).
export function judgeOtp(row: OtpTries, hash: string | null, given: string, nowMs: number): { refused: DomainError; tries?: OtpTries } | null {
  if (row.otpLockedUntilMs !== null && row.otpLockedUntilMs > nowMs) {
    const minutes = Math.ceil((row.otpLockedUntilMs - nowMs) / 60_000);
    return {
      refused: new DomainError(
        'rate_limited',
        `Too many attempts. You have to wait for ${minutes} minute${minutes === 1 ? '' : 's'} to try again`,
        'too_many_attempts',
        'otp',
      ),
    };
  }
  const invalid = new DomainError('validation', OTP_INVALID, 'invalid_params', 'otp');
  if (hash === null) return { refused: invalid };
  if (hash === sha256Hex(given)) return null;
  const failures = row.otpFailures + 1;
  return {
    refused: invalid,
    tries: failures >= OTP_MAX_FAILURES ? { otpFailures: 0, otpLockedUntilMs: nowMs + OTP_LOCK_MS } : { otpFailures: failures, otpLockedUntilMs: null },
  };
}

// An OTP: fixed in test mode so tests and sandboxes can type it, random in live mode.
export function newOtp(t: { domain: string }): string {
  return t.domain === 'test' ? TEST_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// The transfer OTP requirement of an integration and mode (on by default, as on the real service),
// the disable / enable flow, and the simulated SMS outbox the codes go to.
export class TransferOtpService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly notifications: NotificationOutbox,
  ) {}

  async disableOtp(ctx: RequestContext): Promise<void> {
    await this.db.transaction(ctx, async (t) => {
      const settings = await this.settingsRow(t, true);
      const otp = newOtp(t);
      await t.tx.em.update(
        TransferSettings,
        { id: settings.id },
        { disableOtpHash: sha256Hex(otp), disableOtpExpiresMs: this.clock.now(t).getTime() + OTP_VALID_MS, updatedAt: this.clock.now(t) },
      );
      await this.notify(t, 'transfer_settings', `Your OTP to disable the OTP requirement for transfers is ${otp}. It is valid for 30 minutes.`);
    });
  }

  async disableOtpFinalize(ctx: RequestContext, otp: string | undefined): Promise<void> {
    const given = otp?.trim();
    if (!given) throw missing('otp', 'OTP is required');
    // A wrong code is refused after its count commits.
    const refused = await this.db.transaction(ctx, async (t) => {
      const settings = await this.settingsRow(t, true, false);
      const now = this.clock.now(t).getTime();
      // Only a guess at a live code counts (and nothing is written when none was asked for).
      const live = settings.disableOtpExpiresMs !== null && settings.disableOtpExpiresMs > now;
      const wrong = judgeOtp(settings, live ? settings.disableOtpHash : null, given, now);
      if (wrong) {
        if (wrong.tries) await t.tx.em.update(TransferSettings, { id: settings.id }, wrong.tries);
        return wrong.refused;
      }
      await t.tx.em.update(
        TransferSettings,
        { id: settings.id },
        { otpRequired: false, disableOtpHash: null, disableOtpExpiresMs: null, otpFailures: 0, otpLockedUntilMs: null, updatedAt: this.clock.now(t) },
      );
      await this.events.record(t, { type: 'integration.transfer_otp_disabled', resource: `integration:${t.integration.id}`, payload: { otp_required: false } });
      return null;
    });
    if (refused) throw refused;
  }

  async enableOtp(ctx: RequestContext): Promise<void> {
    await this.db.transaction(ctx, async (t) => {
      const settings = await this.settingsRow(t, true);
      await t.tx.em.update(
        TransferSettings,
        { id: settings.id },
        { otpRequired: true, disableOtpHash: null, disableOtpExpiresMs: null, updatedAt: this.clock.now(t) },
      );
      await this.events.record(t, { type: 'integration.transfer_otp_enabled', resource: `integration:${t.integration.id}`, payload: { otp_required: true } });
    });
  }

  async otpRequired(ctx: RequestContext): Promise<boolean> {
    return this.db.read(
      ctx,
      async (em) => (await em.findOneBy(TransferSettings, { integrationId: ctx.integration.id, domain: ctx.domain }))?.otpRequired ?? true,
    );
  }

  // The simulated SMS to the business phone: nothing is sent; operators read it over GraphQL
  // (`notifications`), from the outbox every slice records its notices in.
  async notify(t: TxContext, resource: string, body: string): Promise<void> {
    await this.notifications.record(t, { resource, channel: 'sms', recipient: 'business phone', subject: 'Transfer OTP', body });
  }

  // The row, locked when `lock`; created when missing if `create` (else the defaults, unsaved).
  async settingsRow(t: TxContext, lock: boolean, create = lock): Promise<TransferSettings> {
    const em = t.tx.em;
    const find = () => {
      const qb = em.createQueryBuilder(TransferSettings, 's').where('s.integration_id = :i AND s.domain = :d', { i: t.integration.id, d: t.domain });
      return (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    };
    let row = await find();
    if (!row) {
      if (!create)
        return Object.assign(new TransferSettings(), {
          otpRequired: true,
          disableOtpHash: null,
          disableOtpExpiresMs: null,
          otpFailures: 0,
          otpLockedUntilMs: null,
        });
      await em
        .createQueryBuilder()
        .insert()
        .into(TransferSettings)
        .values({
          integrationId: t.integration.id,
          domain: t.domain,
          otpRequired: true,
          disableOtpHash: null,
          disableOtpExpiresMs: null,
          otpFailures: 0,
          otpLockedUntilMs: null,
          updatedAt: this.clock.now(t),
        })
        .orIgnore()
        .execute();
      row = await find();
    }
    return row!;
  }
}

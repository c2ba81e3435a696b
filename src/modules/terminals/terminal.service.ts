import { randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, randomString } from '../../core/ids';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { oneOf, optionalText } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Terminal, TerminalEvent } from './terminal.entity';
import { insertRow } from './terminal.insert';
import { presentTerminal } from './terminal.presenter';
import {
  ACTIONS_OF,
  checkSerialNumber,
  DEVICE_ANSWER_MS,
  TERMINAL_EVENT_ACTIONS,
  TERMINAL_EVENT_TYPES,
  UNKNOWN_TEST_SERIAL,
  type TerminalEventAction,
  type TerminalEventType,
} from './terminal.rules';

export interface SendEventParams {
  type?: string;
  action?: string;
  data?: { id?: unknown; reference?: unknown } | null;
}

export interface UpdateTerminalParams {
  name?: string;
  address?: string | null;
}

// What an event names, checked when it is sent: the terminals slice asks the slices that own
// invoices and transactions (terminal.module.ts wires them).
export interface TerminalEventTargets {
  // Throws the documented 404 when the invoice is not this integration's (or the reference is not its offline reference).
  checkInvoice(ctx: RequestContext, id: number, reference: string | null): Promise<void>;
  checkTransaction(ctx: RequestContext, id: number): Promise<void>;
}

const deviceNotFound = () => notFound('Device not found', 'device_not_found');
const terminalNotFound = () => notFound('Terminal not found', 'terminal_not_found');
const invalidPushId = () => new DomainError('validation', 'The push notification ID provided is invalid', 'INVALID_PUSH_ID');

// Terminals: commissioning simulated devices (test mode), listing, fetching and renaming them,
// their presence, and events pushed to them (the device answers each on the integration's clock:
// terminal-device.service.ts).
export class TerminalService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly targets: TerminalEventTargets,
  ) {}

  // POST /terminal/commission_device.
  async commission(ctx: RequestContext, serialNumber: string | undefined): Promise<Terminal> {
    const serial = checkSerialNumber(serialNumber);
    if (ctx.domain !== 'test' || serial === UNKNOWN_TEST_SERIAL) throw deviceNotFound();
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(ctx, async (t) => {
          const em = t.tx.em;
          const now = this.clock.now(t);
          const existing = await forUpdate(
            em
              .createQueryBuilder(Terminal, 'x')
              .where('x.integration_id = :i AND x.domain = :d AND x.serial_number = :s', { i: t.integration.id, d: t.domain, s: serial }),
            this.db.dialect,
          ).getOne();
          if (existing?.status === 'active')
            throw new DomainError('validation', 'Device has been commissioned already', 'device_commissioned', 'serial_number');
          let terminal: Terminal;
          if (existing) {
            await em.update(Terminal, { id: existing.id }, { status: 'active', updatedAt: now });
            terminal = Object.assign(existing, { status: 'active' as const, updatedAt: now });
          } else {
            terminal = em.create(Terminal, {
              integrationId: t.integration.id,
              domain: t.domain,
              serialNumber: serial,
              terminalCode: randomString(8, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'),
              name: `Terminal ${serial.slice(-4)}`,
              address: null,
              deviceMake: null,
              status: 'active' as const,
              createdAt: now,
              updatedAt: now,
            });
            await insertRow(em, Terminal, terminal);
          }
          await this.events.record(t, { type: 'terminal.commissioned', resource: `terminal:${terminal.id}`, payload: presentTerminal(terminal) });
          return terminal;
        });
      } catch (err) {
        // Two commissions of one serial raced (or a terminal code collided): the loser looks again.
        if (!isUniqueViolation(err) || tries >= 3) throw err;
      }
    }
  }

  // POST /terminal/decommission_device.
  async decommission(ctx: RequestContext, serialNumber: string | undefined): Promise<void> {
    const serial = checkSerialNumber(serialNumber);
    await this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const row = await forUpdate(
        em
          .createQueryBuilder(Terminal, 'x')
          .where('x.integration_id = :i AND x.domain = :d AND x.serial_number = :s', { i: t.integration.id, d: t.domain, s: serial }),
        this.db.dialect,
      ).getOne();
      if (!row || row.status !== 'active') throw deviceNotFound();
      const now = this.clock.now(t);
      const res = await em
        .createQueryBuilder()
        .update(Terminal)
        .set({ status: 'inactive', updatedAt: now })
        .where("id = :id AND status = 'active'", { id: row.id })
        .execute();
      if (res.affected === 0) throw deviceNotFound();
      Object.assign(row, { status: 'inactive', updatedAt: now });
      await this.events.record(t, { type: 'terminal.decommissioned', resource: `terminal:${row.id}`, payload: presentTerminal(row) });
    });
  }

  async list(ctx: RequestContext, page: PageRequest): Promise<Page<Terminal>> {
    return this.db.read(ctx, (em) =>
      paginate(
        em.createQueryBuilder(Terminal, 't').where("t.integration_id = :i AND t.domain = :d AND t.status = 'active'", { i: ctx.integration.id, d: ctx.domain }),
        page,
      ),
    );
  }

  async count(ctx: RequestContext): Promise<number> {
    return this.db.read(ctx, (em) => em.countBy(Terminal, { integrationId: ctx.integration.id, domain: ctx.domain, status: 'active' }));
  }

  // A commissioned terminal by its terminal_id (or row id); a decommissioned one is not found.
  async get(ctx: RequestContext, ref: string): Promise<Terminal> {
    const v = String(ref ?? '').trim();
    return this.db.read(ctx, async (em) => {
      const scope = { integrationId: ctx.integration.id, domain: ctx.domain, status: 'active' as const };
      const row = /^[0-9A-Z]{8}$/.test(v)
        ? await em.findOneBy(Terminal, { ...scope, terminalCode: v })
        : isNumericId(v)
          ? await em.findOneBy(Terminal, { ...scope, id: Number(v) })
          : null;
      if (!row) throw terminalNotFound();
      return row;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Terminal[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Terminal, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // PUT /terminal/:terminal_id.
  async update(ctx: RequestContext, ref: string, params: UpdateTerminalParams): Promise<Terminal> {
    const name = params.name === undefined ? undefined : optionalText(params.name, 'name', 100);
    if (params.name !== undefined && !name) throw invalid('name', 'name cannot be empty');
    const address = params.address === undefined ? undefined : (optionalText(params.address, 'address', 255) ?? null);
    if (name === undefined && address === undefined) throw missing('name', 'Provide the name or address to update');
    const terminal = await this.get(ctx, ref);
    return this.db.transaction(ctx, async (t) => {
      const changes: Partial<Terminal> = { updatedAt: this.clock.now(t) };
      if (name) changes.name = name;
      if (address !== undefined) changes.address = address;
      await t.tx.em.update(Terminal, { id: terminal.id }, changes);
      Object.assign(terminal, changes);
      await this.events.record(t, { type: 'terminal.updated', resource: `terminal:${terminal.id}`, payload: presentTerminal(terminal) });
      return terminal;
    });
  }

  // GET /terminal/:terminal_id/presence: a simulated device is always online, and busy (not
  // available) while it has an event it has not answered yet.
  async presence(ctx: RequestContext, ref: string): Promise<{ online: boolean; available: boolean }> {
    const terminal = await this.get(ctx, ref);
    const busy = await this.db.read(ctx, (em) => em.countBy(TerminalEvent, { terminalId: terminal.id, status: 'pending' }));
    return { online: true, available: busy === 0 };
  }

  // POST /terminal/:id/event.
  async sendEvent(ctx: RequestContext, ref: string, params: SendEventParams): Promise<TerminalEvent> {
    if (!params.type?.trim()) throw missing('type', 'type is required');
    const type: TerminalEventType = oneOf(params.type.trim(), TERMINAL_EVENT_TYPES, 'type');
    if (!params.action?.trim()) throw missing('action', 'action is required');
    const action: TerminalEventAction = oneOf(params.action.trim(), TERMINAL_EVENT_ACTIONS, 'action');
    if (!ACTIONS_OF[type].includes(action)) throw invalid('action', `action must be one of ${ACTIONS_OF[type].join(', ')} for the ${type} type`);
    if (!params.data) throw missing('data', 'data is required');
    const rawId = params.data.id;
    const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && isNumericId(rawId.trim()) ? Number(rawId) : NaN;
    if (rawId === undefined || rawId === null || rawId === '') throw missing('data.id', 'data.id is required');
    if (!Number.isSafeInteger(id) || id < 1) throw invalid('data.id', 'data.id must be the id of the invoice or transaction');
    const rawRef = params.data.reference;
    if (rawRef !== undefined && rawRef !== null && typeof rawRef !== 'string' && typeof rawRef !== 'number')
      throw invalid('data.reference', 'data.reference must be a string');
    const reference = rawRef === undefined || rawRef === null || String(rawRef).trim() === '' ? null : String(rawRef).trim();
    if (reference !== null && reference.length > 100) throw invalid('data.reference', 'data.reference is too long');
    if (type === 'invoice' && reference === null) throw missing('data.reference', "data.reference (the invoice's offline_reference) is required");
    const terminal = await this.get(ctx, ref);
    if (type === 'invoice') await this.targets.checkInvoice(ctx, id, reference);
    else await this.targets.checkTransaction(ctx, id);
    return this.db.transaction(ctx, async (t) => {
      const now = this.clock.now(t);
      const event = t.tx.em.create(TerminalEvent, {
        integrationId: t.integration.id,
        domain: t.domain,
        terminalId: terminal.id,
        eventCode: randomBytes(12).toString('hex'),
        type,
        action,
        dataId: id,
        dataReference: reference,
        status: 'pending' as const,
        transactionId: null,
        failure: null,
        dueMs: now.getTime() + DEVICE_ANSWER_MS,
        createdAt: now,
        updatedAt: now,
      });
      await insertRow(t.tx.em, TerminalEvent, event);
      await this.events.record(t, {
        type: 'terminal.event_sent',
        resource: `terminal:${terminal.id}`,
        payload: { id: event.eventCode, terminal_id: terminal.terminalCode, type, action, data: { id, reference } },
      });
      return event;
    });
  }

  // GET /terminal/:terminal_id/event/:event_id.
  async event(ctx: RequestContext, ref: string, eventCode: string): Promise<TerminalEvent> {
    const terminal = await this.get(ctx, ref);
    const code = String(eventCode ?? '').trim();
    if (!/^[0-9a-f]{24}$/.test(code)) throw invalidPushId();
    return this.db.read(ctx, async (em) => {
      const row = await em.findOneBy(TerminalEvent, { integrationId: ctx.integration.id, domain: ctx.domain, terminalId: terminal.id, eventCode: code });
      if (!row) throw invalidPushId();
      return row;
    });
  }

  async eventsOf(ctx: RequestContext, terminalIds: readonly number[]): Promise<TerminalEvent[]> {
    if (!terminalIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(TerminalEvent, { where: { integrationId: ctx.integration.id, domain: ctx.domain, terminalId: In([...terminalIds]) }, order: { id: 'DESC' } }),
    );
  }
}

import type { Terminal, TerminalEvent, VirtualTerminal, VirtualTerminalDestination } from './terminal.entity';

// The terminal as Paystack's fetch and list samples show it.
export function presentTerminal(t: Terminal) {
  return {
    id: t.id,
    serial_number: t.serialNumber,
    device_make: t.deviceMake,
    terminal_id: t.terminalCode,
    integration: t.integrationId,
    domain: t.domain,
    name: t.name,
    address: t.address,
    status: t.status,
  };
}

// GET /terminal/:terminal_id/event/:event_id's `data`, with what Kobo adds: the event's status and
// the payment the device took for an invoice.
export function presentTerminalEvent(e: TerminalEvent) {
  return { delivered: e.status !== 'pending', status: e.status, type: e.type, action: e.action, transaction: e.transactionId, failure: e.failure };
}

export function presentDestination(d: VirtualTerminalDestination, withIds = false) {
  const base = { target: d.target, type: d.type, name: d.name, created_at: d.createdAt.toISOString() };
  return withIds
    ? {
        integration: d.integrationId,
        target: d.target,
        name: d.name,
        type: d.type,
        id: d.id,
        createdAt: d.createdAt.toISOString(),
        updatedAt: d.updatedAt.toISOString(),
      }
    : base;
}

// The virtual terminal as the fetch sample shows it (the list leaves out destinations).
export function presentVirtualTerminal(v: VirtualTerminal, destinations?: VirtualTerminalDestination[]) {
  return {
    id: v.id,
    code: v.code,
    name: v.name,
    integration: v.integrationId,
    domain: v.domain,
    paymentMethods: [],
    active: v.active,
    metadata: v.metadata,
    split_code: v.splitCode,
    created_at: v.createdAt.toISOString(),
    connect_account_id: null,
    ...(destinations ? { destinations: destinations.map((d) => presentDestination(d)) } : {}),
    currency: v.currency,
  };
}

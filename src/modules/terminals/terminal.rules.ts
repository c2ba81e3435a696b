import { invalid, missing } from '../../core/errors';

export const TERMINAL_STATUSES = ['active', 'inactive'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

export const TERMINAL_EVENT_TYPES = ['invoice', 'transaction'] as const;
export type TerminalEventType = (typeof TERMINAL_EVENT_TYPES)[number];
export const TERMINAL_EVENT_ACTIONS = ['process', 'view', 'print'] as const;
export type TerminalEventAction = (typeof TERMINAL_EVENT_ACTIONS)[number];
// Which actions each event type takes (Paystack's Send Event).
export const ACTIONS_OF: Readonly<Record<TerminalEventType, readonly TerminalEventAction[]>> = {
  invoice: ['process', 'view'],
  transaction: ['process', 'print'],
};

// pending ──the device answers on the clock──▶ delivered | failed (the invoice could no longer be paid)
export const TERMINAL_EVENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TerminalEventStatus = (typeof TERMINAL_EVENT_STATUSES)[number];

// The simulated device answers an event this long after it is sent (integration clock).
export const DEVICE_ANSWER_MS = 10_000;

// Test mode: any serial number of 10 to 24 capital letters and digits is a simulated debug device
// that commission_device links to the integration (docs/guide.md "Terminals"), except this one,
// which no device has. Live mode has no simulated devices: every serial number is `Device not found`.
export const UNKNOWN_TEST_SERIAL = '0000000000000000000';
const SERIAL = /^[0-9A-Z]{10,24}$/;

export function checkSerialNumber(value: string | undefined): string {
  const serial = value?.trim().toUpperCase();
  if (!serial) throw missing('serial_number', 'Serial number is required');
  if (!SERIAL.test(serial)) throw invalid('serial_number', 'Serial number must be 10 to 24 letters and digits');
  return serial;
}

// WhatsApp numbers of virtual-terminal destinations: E.164 digits, the leading + optional.
export function checkTarget(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') throw missing(field, `${field} is required`);
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(field, `${field} must be a phone number`);
  const v = String(value).trim();
  if (!/^\+?[1-9]\d{7,14}$/.test(v)) throw invalid(field, `${field} must be a phone number in international format`);
  return v.startsWith('+') ? v : `+${v}`;
}

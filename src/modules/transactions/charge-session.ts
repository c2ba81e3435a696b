import type { InstrumentDetails, WaitingReplyFields } from '../../processor/processor';

// What Kobo keeps on a transaction between charge steps (the `charge_session` JSON column).
// Never a card number or CVV.
export interface ChargeSession {
  // The processor that runs this charge, and its opaque state.
  processor: string;
  state: Record<string, unknown>;
  // What the last reply showed the customer.
  // `fields`: what else the waiting reply shows (a QR code, M-Pesa offline's paybill and account reference).
  prompt: { display_text?: string; url?: string; ussd_code?: string; bank_transfer?: Record<string, unknown>; fields?: WaitingReplyFields };
  // Becomes the authorization on success.
  details: InstrumentDetails | null;
  signature: string | null;
}

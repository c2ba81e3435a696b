import type { ProcessorStep } from '../processor/processor';
import { checkoutTestCards, testStepValue } from '../processor/simulator';

// Test mode only: what the card pages (the checkout, the hosted pre-authorization) list for the
// payer to try, from the simulator's own tables.

const STEPS: readonly string[] = ['pin', 'otp', 'phone', 'birthday', 'address'] satisfies ProcessorStep[];

// The test cards, and an expiry that works: any future one, "future" by the integration's test
// clock (`now`), which tests move on.
export function testCardsPanel(now: Date) {
  const year = now.getUTCFullYear() + 5;
  return {
    expiry: `12/${String(year % 100).padStart(2, '0')}`,
    cards: checkoutTestCards().map((c) => ({ ...c, display: c.number.replace(/(\d{4})(?=\d)/g, '$1 ') })),
  };
}

// What the current step (a page's step name: pin, otp, …) accepts, from the processor's session.
export function testStepValueOf(state: Record<string, unknown> | null | undefined, step: string): string | null {
  return STEPS.includes(step) ? testStepValue(state, step as ProcessorStep) : null;
}

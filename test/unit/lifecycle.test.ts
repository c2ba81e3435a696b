import { Lifecycle, PAYMENT_LIFECYCLE } from '../../src/modules/lifecycle';

// The hook points run their participants in the order modules/lifecycle.ts declares, whatever order
// the slices register in (MODULES builds them in its own order, which happens to match today).
// The real charge, with every hook's effect in the database, is test/e2e/payment-lifecycle.test.ts.

type Point = keyof typeof PAYMENT_LIFECYCLE;
const POINTS = Object.keys(PAYMENT_LIFECYCLE) as Point[];

describe('a payment lifecycle', () => {
  it.each(POINTS)('payment.%s runs its participants in the declared order, registered in any order', async (point) => {
    const declared: readonly string[] = PAYMENT_LIFECYCLE[point];
    const orders = [[...declared].reverse(), [...declared.slice(1), declared[0]!], [...declared]];
    for (const registration of orders) {
      const lifecycle = new Lifecycle();
      const ran: string[] = [];
      const hookPoint = lifecycle.payment[point] as unknown as { register(p: string, h: () => Promise<void>): void; hooks: ReadonlyArray<() => Promise<void>> };
      for (const name of registration) hookPoint.register(name, async () => void ran.push(name));
      for (const hook of hookPoint.hooks) await hook();
      expect(ran).toEqual(declared);
    }
  });

  it('refuses a participant it does not declare, and a second registration', () => {
    const lifecycle = new Lifecycle();
    const succeeded = lifecycle.payment.succeeded as unknown as { register(p: string, h: () => Promise<void>): void };
    expect(() => succeeded.register('refunds', async () => undefined)).toThrow('payment.succeeded: refunds is not a declared participant');
    succeeded.register('orders', async () => undefined);
    expect(() => succeeded.register('orders', async () => undefined)).toThrow('payment.succeeded: orders registered twice');
  });

  it('stops the start when a declared participant never registers', () => {
    const lifecycle = new Lifecycle();
    for (const point of POINTS) {
      const hookPoint = lifecycle.payment[point] as unknown as { register(p: string, h: () => Promise<void>): void };
      for (const name of PAYMENT_LIFECYCLE[point]) if (!(point === 'succeeded' && name === 'orders')) hookPoint.register(name, async () => undefined);
    }
    expect(() => lifecycle.check()).toThrow('Declared in modules/lifecycle.ts but never registered: payment.succeeded: orders');
    lifecycle.payment.succeeded.register('orders', async () => undefined);
    expect(() => lifecycle.check()).not.toThrow();
  });
});

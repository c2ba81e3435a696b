import { createKoboPubSub, EVENTS_TOPIC, pubSubSink } from '../../src/graphql/pubsub';
import type { DispatchedEvent } from '../../src/events/outbox';

// The dispatcher skips reading payloads while no subscription is open on the node (EventSink.live):
// the count must follow subscriptions opened, finished and abandoned.
describe('pubsub listening', () => {
  const event = (id: number): DispatchedEvent => ({
    id,
    integrationId: 1,
    domain: 'test',
    type: 't',
    resource: 'r:1',
    payload: { n: id },
    createdAt: new Date(),
  });

  it('is live exactly while a subscription is open, and the open one still gets events', async () => {
    const pubSub = createKoboPubSub();
    const sink = pubSubSink(pubSub);
    expect(sink.live!()).toBe(false);
    const a = pubSub.subscribe(EVENTS_TOPIC, '1:test');
    const b = pubSub.subscribe(EVENTS_TOPIC, '1:test');
    expect(sink.live!()).toBe(true);
    const next = a.next();
    sink.publish(event(7));
    expect((await next).value).toMatchObject({ id: 7, payload: { n: 7 } });
    await a.return!();
    await a.return!(); // twice: counted once
    expect(sink.live!()).toBe(true);
    await b.throw!(new Error('client went away')).catch(() => undefined);
    expect(sink.live!()).toBe(false);
  });
});

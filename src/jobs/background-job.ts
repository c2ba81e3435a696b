// Work a node runs in the background (polled and kicked), started after the server listens and
// stopped before the database closes.
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
  // An integration's test clock moved: work may have fallen due for it now.
  clockMoved?(integrationId: number): void;
  // Delivers what the outbox dispatcher hands it (webhooks): stopped after the dispatcher, so
  // events dispatched while stopping still get their deliveries. Other jobs stop before it.
  afterDispatch?: boolean;
}

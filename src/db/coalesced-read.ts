// Reads by a key that arrive in the same turn of the event loop, sent as one statement: under load
// a node parses many requests in one turn, and each read of its own cost a statement, a socket
// write and a wake-up of the server. The reads wait at most for the rest of the turn
// (setImmediate), never for a timer. `run` gets the distinct keys and answers each key's rows; a
// failure fails every read of the statement, as it would have failed each.
export class CoalescedRead<R> {
  private pending = new Map<string, Array<{ resolve(rows: R[]): void; reject(err: unknown): void }>>();
  private keys: unknown[][] = [];
  private scheduled = false;

  constructor(private readonly run: (keys: unknown[][]) => Promise<Map<string, R[]>>) {}

  // `key`: the values that pick the rows; `id` their identity (equal keys share one read).
  read(key: unknown[], id: string): Promise<R[]> {
    return new Promise<R[]>((resolve, reject) => {
      const waiting = this.pending.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else {
        this.pending.set(id, [{ resolve, reject }]);
        this.keys.push(key);
      }
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const pending = this.pending;
    const keys = this.keys;
    this.pending = new Map();
    this.keys = [];
    this.scheduled = false;
    try {
      const rows = await this.run(keys);
      for (const [id, waiting] of pending) for (const w of waiting) w.resolve(rows.get(id) ?? []);
    } catch (err) {
      for (const waiting of pending.values()) for (const w of waiting) w.reject(err);
    }
  }
}

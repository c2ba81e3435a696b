import type { Kit, KoboEvent } from './kit';

// One way to make a webhook event fire through Kobo's normal path, using only the public API.
export interface Recipe {
  event: string;
  // One line for `kobo trigger --list`.
  does: string;
  // Makes the objects, moves the test clock if it must, and returns the event once recorded.
  run?: (k: Kit) => Promise<KoboEvent>;
  // Set instead of `run` when nothing in Kobo records this event: why not.
  unavailable?: string;
}

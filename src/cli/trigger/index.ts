import { Kit, TriggerError, type KoboEvent, type Made } from './kit';
import type { Recipe } from './recipe';
import { chargeRecipes } from './recipes/charges';
import { customerRecipes } from './recipes/customers';
import { directDebitRecipes } from './recipes/direct-debit';
import { disputeRecipes } from './recipes/disputes';
import { paymentRequestRecipes } from './recipes/payment-requests';
import { preauthorizationRecipes } from './recipes/preauthorization';
import { refundRecipes } from './recipes/refunds';
import { subscriptionRecipes } from './recipes/subscriptions';
import { transferRecipes } from './recipes/transfers';

export { TriggerError };

// `kobo trigger <event>`: one recipe per webhook event of src/events/catalog.ts (a test holds the two
// lists equal). A recipe is a client of the public API only, so it works against a remote Kobo.
export const RECIPES: readonly Recipe[] = [
  ...chargeRecipes,
  ...disputeRecipes,
  ...customerRecipes,
  ...subscriptionRecipes,
  ...paymentRequestRecipes,
  ...refundRecipes,
  ...transferRecipes,
  ...directDebitRecipes,
  ...preauthorizationRecipes,
];

export const recipeFor = (event: string): Recipe | undefined => RECIPES.find((r) => r.event === event);

export interface TriggerResult {
  event: string;
  fired: KoboEvent;
  made: Made[];
  ms: number;
}

export async function trigger(opts: { api: string; key: string; recipe: Recipe; timeoutMs: number; progress: (line: string) => void }): Promise<TriggerResult> {
  const { recipe } = opts;
  if (!recipe.run) throw new TriggerError(`${recipe.event} cannot be triggered: ${recipe.unavailable ?? 'no recipe'}`);
  const started = Date.now();
  const kit = new Kit(opts.api, opts.key, opts.progress, opts.timeoutMs);
  kit.floor = await kit.latestEventId();
  const fired = await recipe.run(kit);
  return { event: recipe.event, fired, made: kit.made, ms: Date.now() - started };
}

export function describeResult(r: TriggerResult): string {
  const width = Math.max(...r.made.map((m) => m.kind.length), 5);
  return [
    `${r.event} fired: event ${r.fired.id} (${r.fired.resource}) in ${(r.ms / 1000).toFixed(1)} s`,
    ...r.made.map((m) => `  ${m.kind.padEnd(width)}  ${m.id}`),
    '',
  ].join('\n');
}

export function describeList(): string {
  const width = Math.max(...RECIPES.map((r) => r.event.length));
  return `${RECIPES.map((r) => `${r.event.padEnd(width)}  ${r.run ? r.does : `(not available: ${r.unavailable})`}`).join('\n')}\n`;
}

export const listJson = () => RECIPES.map((r) => ({ event: r.event, does: r.does, available: Boolean(r.run), ...(r.run ? {} : { reason: r.unavailable }) }));

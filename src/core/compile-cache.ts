// A built server runs from a bundle whose loader (scripts/bundle-loader.js) keeps V8's compiled
// code for the next start; this writes it now, once the start's code has all run, rather than at
// exit. Under ts-node and jest there is no loader and nothing to do.
export function saveCompileCache(): void {
  const save = (globalThis as Record<symbol, unknown>)[Symbol.for('kobo.saveCompileCache')];
  if (typeof save === 'function') save();
}

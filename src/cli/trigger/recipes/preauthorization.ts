import type { Recipe } from '../recipe';

// Card pre-authorization (reserve, capture, release) is not part of Kobo.
const PREAUTH = 'Kobo has no card pre-authorization (reserve, capture, release) yet';
export const preauthorizationRecipes: Recipe[] = [
  { event: 'preauthorization.reserve.success', does: 'a card pre-authorization reserves funds', unavailable: PREAUTH },
  { event: 'preauthorization.capture.success', does: 'a reserved pre-authorization is captured', unavailable: PREAUTH },
  { event: 'preauthorization.capture.failed', does: 'a capture of a pre-authorization fails', unavailable: PREAUTH },
  { event: 'preauthorization.release.success', does: 'a reserved pre-authorization is released', unavailable: PREAUTH },
  { event: 'preauthorization.release.failed', does: 'a release of a pre-authorization fails', unavailable: PREAUTH },
];

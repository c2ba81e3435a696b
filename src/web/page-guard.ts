import type { Response } from 'express';
import { DomainError } from '../core/errors';
import { RETRY_AFTER_SECONDS, unavailableError } from '../db/errors';
import type { Logger } from '../core/logger';
import type { Render } from './render';
import { secure } from './security';

export interface PageTexts {
  // What the page is, for the log ("pay page").
  page: string;
  notFound: { heading: string; text: string };
  // The heading over a refused request's own message.
  refused: string;
}

// Pages answer with HTML, also when something goes wrong: an unknown link is a 404 page, a refused
// request a 400 page with its message, anything else a 500 page naming the request id (the error
// itself goes to the log only).
export function pageGuard(render: Render, texts: PageTexts) {
  return async (res: Response, work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (err) {
      if (res.headersSent) return;
      secure(res, []);
      const message = (status: number, heading: string, text: string) =>
        res
          .status(status)
          .type('html')
          .send(render('message.njk', { heading, text, tone: 'error' }));
      if (err instanceof DomainError && err.kind === 'not_found') return void message(404, texts.notFound.heading, texts.notFound.text);
      if (err instanceof DomainError) return void message(400, texts.refused, err.message);
      if (unavailableError(err)) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return void message(503, 'Temporarily unavailable', 'This page cannot be shown right now. Please try again in a few seconds.');
      }
      (res.locals.log as Logger | undefined)?.error({ err }, `${texts.page} failed`);
      message(500, 'Something went wrong', `Please try again in a moment. Request id: ${String(res.locals.requestId ?? '')}`);
    }
  };
}

import { readFileSync } from 'node:fs';
import { Router } from 'express';
import { site } from './explorer.web';
import { createRenderer } from './render';
import { returnUrl } from './security';
import { describeRoutes } from '../rest/operations';

describeRoutes('Kobo', {
  'GET /': { summary: 'The front page (HTML); with Accept: application/json, links to GraphQL and the health check', reply: 'html' },
  'GET /favicon.ico': { summary: "Kobo's icon", reply: 'icon' },
  'GET /favicon.svg': { summary: "Kobo's icon (SVG)", reply: 'svg' },
  'GET /site/front.css': { summary: "The front page's style sheet", reply: 'css' },
});

export interface FrontLink {
  href: string;
  label: string;
  text: string;
}

// Kobo's front door: GET / tells a person what this server is and where to go (the explorer, the
// health check, and whatever else this build serves), and answers the favicon every page load
// asks for. API clients asking for JSON get the same links as data. No key needed: nothing here
// is the integration's.
export function frontRouter(publicUrl: string, links: FrontLink[] = []): Router {
  const render = createRenderer();
  const files: Record<string, { type: string; body: Buffer }> = {
    '/favicon.ico': { type: 'image/x-icon', body: readFileSync(site('favicon.ico')) },
    '/favicon.svg': { type: 'image/svg+xml', body: readFileSync(site('favicon.svg')) },
    '/site/front.css': { type: 'text/css; charset=utf-8', body: readFileSync(site('front.css')) },
  };
  const r = Router();
  r.get('/', (req, res) => {
    // The address this visitor reached Kobo by (PUBLIC_URL when it was that one).
    const base = returnUrl(req, publicUrl, '') ?? publicUrl;
    if (req.accepts(['application/json', 'text/html']) === 'application/json') {
      res.json({
        status: true,
        message: 'Kobo: a Paystack-compatible payments API',
        data: { graphql: `${base}/graphql`, health: `${base}/health`, links: links.map((l) => ({ ...l, href: new URL(l.href, `${base}/`).href })) },
      });
      return;
    }
    res.set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      vary: 'Accept',
    });
    res.send(render('front.njk', { publicUrl: base, links }));
  });
  for (const [path, file] of Object.entries(files)) {
    r.get(path, (_req, res) => {
      res.set({ 'content-type': file.type, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' }).send(file.body);
    });
  }
  return r;
}

import { DomainError } from '../core/errors';
import type { ServerSecrets } from './server-secret';

// Download links share the server's export secret; the purpose is signed with the claims, so a
// token made for one kind of export never opens another.
const SECRET = 'export';

// A download link's token: its claims (JSON, base64url) and their signature. Any API node can check
// it and serve the file (no shared file store).
export async function signLink(secrets: ServerSecrets, purpose: string, claims: unknown): Promise<string> {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${await secrets.sign(SECRET, `${purpose}:${body}`)}`;
}

// The claims of a token signed by signLink for the same purpose; a forged or mangled one is refused.
export async function openLink<T>(secrets: ServerSecrets, purpose: string, token: string): Promise<T> {
  const [body, signature, extra] = String(token ?? '').split('.');
  const denied = () => new DomainError('forbidden', 'Export link is invalid', 'invalid_export_link');
  if (!body || !signature || extra !== undefined) throw denied();
  if (!(await secrets.verify(SECRET, `${purpose}:${body}`, signature))) throw denied();
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    throw denied();
  }
}

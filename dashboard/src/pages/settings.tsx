import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { RotateKeysDocument, SettingsDocument, UpdateSettingsDocument } from '../generated/graphql';
import { ErrorBox, Field, Loading, Page, errorText } from '../ui';

export function SettingsPage({ signOut }: { signOut: (why?: string) => void }) {
  const [res] = useQuery({ query: SettingsDocument });
  const [saveState, save] = useMutation(UpdateSettingsDocument);
  const [, rotate] = useMutation(RotateKeysDocument);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const [timeout, setTimeoutValue] = useState('0');
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const s = res.data?.integrationSettings;
  useEffect(() => {
    if (!s) return;
    setWebhookUrl(s.webhookUrl ?? '');
    setCallbackUrl(s.callbackUrl ?? '');
    setTimeoutValue(String(s.paymentSessionTimeout));
  }, [s]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const r = await save({ input: { webhookUrl, callbackUrl, paymentSessionTimeout: Number(timeout) } });
    if (!r.error) setSaved(true);
  };
  const doRotate = async () => {
    const r = await rotate({ confirm: s!.domain });
    if (r.error) return setRotateError(errorText(r.error));
    const k = r.data!.rotateKeys;
    // The key this tab held is revoked: sign out, and show the new secret key this once.
    signOut(`Your ${k.domain} keys were rotated and you were signed out. New secret key (shown once): ${k.secretKey} — new public key: ${k.publicKey}`);
  };
  return (
    <Page title="Settings">
      <ErrorBox error={res.error} />
      {!s && res.fetching && <Loading />}
      {s && (
        <>
          <form onSubmit={submit} className="form" aria-labelledby="settings-h">
            <h2 id="settings-h">Integration ({s.domain} mode)</h2>
            <Field label="Webhook URL" hint="Events of this mode are POSTed here, signed with the secret key. Empty: none.">
              {(id) => (
                <input id={id} type="url" value={webhookUrl} onChange={(e) => setWebhookUrl(e.target.value)} placeholder="https://example.com/webhooks/kobo" />
              )}
            </Field>
            <Field label="Callback URL" hint="Where the checkout sends the customer after paying, unless a transaction says otherwise.">
              {(id) => <input id={id} type="url" value={callbackUrl} onChange={(e) => setCallbackUrl(e.target.value)} />}
            </Field>
            <Field label="Payment session timeout (seconds)" hint="An unpaid checkout is abandoned after this long; 0: never.">
              {(id) => <input id={id} inputMode="numeric" value={timeout} onChange={(e) => setTimeoutValue(e.target.value)} />}
            </Field>
            <p>Transfers {res.data!.transferOtpRequired ? 'need an OTP to finalize' : 'go out without an OTP'}.</p>
            <ErrorBox error={saveState.error} />
            {saved && (
              <p className="notice" role="status">
                Saved.
              </p>
            )}
            <button type="submit" disabled={saveState.fetching}>
              Save settings
            </button>
          </form>
          <section aria-labelledby="keys-h" className="form danger">
            <h2 id="keys-h">API keys</h2>
            <p>
              Rotating revokes this mode&apos;s secret and public keys at once (yours included: you will be signed out) and issues new ones. The other
              mode&apos;s keys stay.
            </p>
            <ErrorBox error={rotateError} />
            {confirming ? (
              <div className="toolbar" role="group" aria-label="Confirm key rotation">
                <button type="button" className="danger" onClick={doRotate}>
                  Yes, rotate the {s.domain} keys
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                Rotate keys…
              </button>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

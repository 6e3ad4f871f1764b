import { escapeHtml } from '../content/html';
import { INSTANCE_NAME } from '../config';

export interface AuthorizePageOpts {
  appName?: string;
  error?: string;
  params: Record<string, string>;
  mfaToken?: string;
}

/** The server-rendered login form used by the authorization_code flow (and its TOTP step). */
export function authorizePage(o: AuthorizePageOpts): string {
  const hidden = Object.entries(o.params)
    .map(([k, v]) => `<input type="hidden" name="authorization[${escapeHtml(k)}]" value="${escapeHtml(v)}"/>`)
    .join('\n');
  const err = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const fields = o.mfaToken
    ? `<input type="hidden" name="authorization[mfa_token]" value="${escapeHtml(o.mfaToken)}"/>
<label>Two-factor code <input name="authorization[code]" autocomplete="one-time-code" inputmode="numeric" required/></label>
<label><input type="checkbox" name="authorization[challenge_type]" value="recovery"/> This is a recovery code</label>`
    : `<label>Username or email <input name="authorization[name]" autocomplete="username" required/></label>
<label>Password <input type="password" name="authorization[password]" autocomplete="current-password" required/></label>`;
  return `<!doctype html>
<html><head><meta charset="utf-8"/><title>${escapeHtml(INSTANCE_NAME)} — Authorize</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto}label{display:block;margin:.5rem 0}input:not([type=checkbox]){width:100%}.error{color:#b00}</style></head>
<body><h1>${escapeHtml(INSTANCE_NAME)}</h1>
<p>${o.appName ? `<strong>${escapeHtml(o.appName)}</strong> wants to access your account.` : 'Authorize an application.'}</p>
${err}
<form method="post" action="/oauth/authorize">
${hidden}
${fields}
<button type="submit">${o.mfaToken ? 'Verify' : 'Authorize'}</button>
</form></body></html>`;
}

import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { escapeHtml } from '../../shared/html-escape';
import type { InvitationState } from '../services/invitations.service';
import { privatePageHead } from '../web/private-page-head';

/**
 * The invitation page of a partner organisation's person (issue 37.1): plain HTML rendered on
 * the server, a form that works without JavaScript, at 390 px and on a computer. It names the
 * organisation and the person and asks for a password (twice); a used, expired or unknown link
 * says so instead.
 */

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.4rem;margin:0 0 .75rem}
form{display:grid;gap:.9rem;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:1rem}
label{display:grid;gap:.25rem;font-weight:600}
input{font:inherit;padding:.6rem;border:1px solid #adb5bd;border-radius:6px}
button{font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:6px;background:#c92a2a;color:#fff;cursor:pointer}
.error{color:#c92a2a;font-weight:600}
.muted{color:#495057;font-size:.9rem}
`;

const inProvider = tz(PROVIDER_TIME_ZONE);

function page(title: string, body: string): string {
  return `${privatePageHead({ lang: 'en', title, style: STYLE })}
<body>
<main>${body}</main>
</body>
</html>`;
}

const PROBLEMS: Record<Exclude<InvitationState['state'], 'open'>, [string, string]> = {
  used: ['This invitation has been used', 'It has already set a password. Sign in with it, or ask us for a new invitation.'],
  expired: ['This invitation has expired', 'Invitations are valid for 7 days. Ask us for a new one.'],
  unknown: ['Invitation not found', 'This link is not valid. Check that you copied all of it, or ask us for a new one.'],
};

/** The page for an open invitation, with a refusal's message when a post was refused. */
export function invitationPage(invitation: Extract<InvitationState, { state: 'open' }>, action: string, problem: string | null = null): string {
  const until = format(invitation.expiresAt, "d MMM yyyy, HH:mm", { in: inProvider });
  return page(
    `Set your password · ${invitation.organisationName}`,
    `<h1>Welcome, ${escapeHtml(invitation.fullName)}</h1>
<p data-testid="invitation-organisation">You are invited to book and follow the trips of <strong>${escapeHtml(invitation.organisationName)}</strong>.</p>
<p class="muted">Your account: <strong data-testid="invitation-email">${escapeHtml(invitation.email)}</strong>. This link works once, until ${escapeHtml(until)} (India time).</p>
<form method="post" action="${escapeHtml(action)}">
${problem ? `<p class="error" role="alert" data-testid="invitation-error">${escapeHtml(problem)}</p>` : ''}
<label>Password<input type="password" name="password" autocomplete="new-password" minlength="6" maxlength="128" required></label>
<label>Type it again<input type="password" name="confirm" autocomplete="new-password" minlength="6" maxlength="128" required></label>
<button type="submit">Set password and sign in</button>
</form>`,
  );
}

/** Why the invitation no longer works (or a refusal after the post, such as the e-mail taken). */
export function invitationProblemPage(state: Exclude<InvitationState['state'], 'open'>, message?: string): string {
  const [title, text] = PROBLEMS[state];
  return page(title, `<h1 data-testid="invitation-problem">${escapeHtml(title)}</h1><p>${escapeHtml(message ?? text)}</p><p><a href="/auth">Sign in</a></p>`);
}

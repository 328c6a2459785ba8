import { formatAudCents } from '@/lib/money';
import type { CardField, CardForm } from './card-rules';
import { PAYMENT_MESSAGES as M } from './messages';

// The embedded test provider's hosted page, rendered on the server as one complete HTML document with its
// styles inline and no script or outside asset: it works with any browser, and nothing on it can read or
// send a card number anywhere but back to the form's own handler.

export type PageSession = {
  id: string;
  amountCents: number;
  description: string;
  cancelUrl: string;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The path the page posts to (relative: the page is served from the same origin). */
export const testPaymentPath = (sessionId: string) => `/api/test-payments/${sessionId}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f3f4f6}
.banner{padding:.6rem 1rem;background:#7c2d12;color:#fff;font-weight:600;text-align:center}.banner p{margin:0}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}}
h1{font-size:1.4rem;margin:0 0 1rem}
.summary{margin:0 0 1.25rem;padding:.75rem 1rem;background:#f9fafb;border:1px solid #d1d5db;border-radius:.375rem}
.summary div{display:flex;justify-content:space-between;gap:1rem}
.summary dt{color:#4b5563}.summary dd{margin:0;font-weight:600;text-align:right}
.hint{color:#4b5563;font-size:.9rem;margin:0 0 1rem}
.field{margin:0 0 1rem}
.row{display:flex;gap:1rem}.row .field{flex:1}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem}
input:focus{outline:3px solid #2563eb;outline-offset:1px}
input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#991b1b;font-weight:600}
button{display:block;width:100%;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus{outline:3px solid #1a1a1a;outline-offset:2px}
button.secondary{background:#fff;color:#991b1b;border:2px solid #991b1b;margin-top:.75rem}
a{color:#1d4ed8}
.cancel{display:block;margin-top:1rem;text-align:center}
`;

function documentHtml(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p>${esc(M.testModeBanner)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function summary(session: PageSession): string {
  return `<dl class="summary">
<div><dt>${esc(M.descriptionLabel)}</dt><dd>${esc(session.description)}</dd></div>
<div><dt>${esc(M.amountLabel)}</dt><dd>${esc(M.amountInAud(formatAudCents(session.amountCents)))}</dd></div>
</dl>`;
}

type FieldSpec = {
  field: CardField;
  label: string;
  autocomplete: string;
  inputmode?: string;
  maxlength: number;
  placeholder?: string;
};

const FIELDS: Record<CardField, FieldSpec> = {
  cardNumber: {
    field: 'cardNumber',
    label: M.cardNumberLabel,
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
    placeholder: '4242 4242 4242 4242',
  },
  expiry: {
    field: 'expiry',
    label: M.expiryLabel,
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
    placeholder: 'MM/YY',
  },
  cvc: { field: 'cvc', label: M.cvcLabel, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 },
  name: { field: 'name', label: M.nameLabel, autocomplete: 'cc-name', maxlength: 100 },
};

function inputField(spec: FieldSpec, value: string, error: string | undefined): string {
  const id = `f-${spec.field}`;
  const errorId = `${id}-error`;
  const attributes = [
    `id="${id}"`,
    `name="${spec.field}"`,
    'type="text"',
    `autocomplete="${spec.autocomplete}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    `maxlength="${spec.maxlength}"`,
    spec.placeholder ? `placeholder="${esc(spec.placeholder)}"` : '',
    'required',
    `value="${esc(value)}"`,
    error ? `aria-invalid="true" aria-describedby="${errorId}"` : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${esc(spec.label)}</label>
<input ${attributes.join(' ')}>
${error ? `<p class="error" id="${errorId}">${esc(error)}</p>` : ''}
</div>`;
}

const cancelLink = (cancelUrl: string) =>
  `<a class="cancel" href="${esc(cancelUrl)}">${esc(M.cancelLink)}</a>`;

/**
 * The card form. `values` refills what the shopper typed after an error, except the CVC, which is never
 * sent back; `notice` is a whole-form message ('Your card was declined.').
 */
export function renderCardPage(options: {
  session: PageSession;
  values?: CardForm;
  errors?: Partial<Record<CardField, string>>;
  notice?: string;
}): string {
  const { session, values = {}, errors = {}, notice } = options;
  const hasErrors = Object.keys(errors).length > 0;
  const alert = notice ?? (hasErrors ? M.errorSummary : null);
  const field = (name: CardField) =>
    inputField(FIELDS[name], name === 'cvc' ? '' : (values[name] ?? ''), errors[name]);
  return documentHtml(
    `${M.pageTitle}: ${formatAudCents(session.amountCents)}`,
    `<h1>${esc(M.pageTitle)}</h1>
${summary(session)}
${alert ? `<p class="alert" role="alert">${esc(alert)}</p>` : ''}
<p class="hint">${esc(M.testCardsHint)}</p>
<form method="post" action="${testPaymentPath(session.id)}" novalidate>
<input type="hidden" name="action" value="pay">
${field('cardNumber')}
<div class="row">
${field('expiry')}
${field('cvc')}
</div>
${field('name')}
<button type="submit">${esc(M.payButton(formatAudCents(session.amountCents)))}</button>
</form>
${cancelLink(session.cancelUrl)}`,
  );
}

/** The challenge step a 4000 0027 6000 3184 card asks for: Complete pays, Fail fails the payment. */
export function renderChallengePage(session: PageSession, last4: string): string {
  return documentHtml(
    M.challengeTitle,
    `<h1>${esc(M.challengeTitle)}</h1>
${summary(session)}
<p>${esc(M.challengeIntro(last4))}</p>
<form method="post" action="${testPaymentPath(session.id)}">
<button type="submit" name="action" value="challenge-complete">${esc(M.challengeComplete)}</button>
<button type="submit" name="action" value="challenge-fail" class="secondary">${esc(M.challengeFail)}</button>
</form>`,
  );
}

/** A page for a session that can no longer be paid (expired, failed, refunded) or does not exist. */
export function renderClosedPage(title: string, message: string, returnUrl: string | null): string {
  return documentHtml(
    title,
    `<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
${returnUrl ? `<a href="${esc(returnUrl)}">${esc(M.returnLink)}</a>` : ''}`,
  );
}

import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { type CardError, type CardField, type CardFields, TEST_CARDS } from './card-check.ts';
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox-texts.ts';

export interface CheckoutView {
  language: Language;
  merchant: string;
  amount: Cents;
  /** Where the card form posts, session token included. */
  action: string;
}

/**
 * The processor's hosted card form. A plain form POST: it works without any script, so the
 * server's CSP (`script-src 'self'`) needs no exception.
 */
export function cardFormPage(
  view: CheckoutView,
  values: Partial<CardFields> = {},
  errors: Partial<Record<CardField, CardError>> = {},
): string {
  const texts = SANDBOX_TEXTS[view.language];
  const invalid = Object.keys(errors) as CardField[];
  const field = (name: CardField, label: string, attributes: string, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return `<div class="field">
      <label for="${name}">${escapeHtml(label)}</label>
      ${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
      <input id="${name}" name="${name}" ${attributes} value="${escapeHtml(values[name] ?? '')}" required${
        error ? ' aria-invalid="true"' : ''
      }${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
      ${error ? `<p class="error" id="${name}-error">${escapeHtml(texts.errors[error])}</p>` : ''}
    </div>`;
  };
  const summary =
    invalid.length === 0
      ? ''
      : `<div class="summary" role="alert" tabindex="-1">
      <p>${escapeHtml(texts.errorSummary)}</p>
      <ul>${invalid
        .map((name) => `<li><a href="#${name}">${escapeHtml(labelOf(texts, name))}</a></li>`)
        .join('')}</ul>
    </div>`;
  return layout(
    view.language,
    texts.title,
    `${header(texts, view)}
    ${summary}
    <form method="post" action="${escapeHtml(view.action)}" novalidate>
      ${field('cardNumber', texts.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
      <div class="row">
        ${field('expiry', texts.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"', texts.expiryHint)}
        ${field('cvc', texts.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', texts.cvcHint)}
      </div>
      ${field('name', texts.name, 'autocomplete="cc-name" maxlength="50"')}
      <button type="submit">${escapeHtml(texts.pay)} ${escapeHtml(formatAmount(view))}</button>
    </form>
    ${testCardList(texts)}`,
  );
}

/** The bank's 3-D Secure step: the payment waits until the holder approves or refuses it. */
export function challengePage(view: CheckoutView): string {
  const texts = SANDBOX_TEXTS[view.language];
  return layout(
    view.language,
    texts.challengeTitle,
    `${header(texts, view)}
    <h2>${escapeHtml(texts.challengeTitle)}</h2>
    <p>${escapeHtml(texts.challengeText)}</p>
    <form method="post" action="${escapeHtml(view.action)}" class="actions">
      <button type="submit" name="decision" value="approve">${escapeHtml(texts.approve)}</button>
      <button type="submit" name="decision" value="refuse" class="secondary">${escapeHtml(texts.refuse)}</button>
    </form>`,
  );
}

export function notFoundPage(language: Language): string {
  const texts = SANDBOX_TEXTS[language];
  return layout(
    language,
    texts.notFoundTitle,
    `<p class="provider">${escapeHtml(texts.provider)}</p>
    <h1>${escapeHtml(texts.notFoundTitle)}</h1>
    <p>${escapeHtml(texts.notFoundText)}</p>`,
  );
}

function header(texts: SandboxTexts, view: CheckoutView): string {
  return `<p class="provider">${escapeHtml(texts.provider)}</p>
    <h1>${escapeHtml(texts.title)}</h1>
    <dl class="order">
      <div><dt>${escapeHtml(texts.payTo)}</dt><dd>${escapeHtml(view.merchant)}</dd></div>
      <div><dt>${escapeHtml(texts.amount)}</dt><dd class="amount">${escapeHtml(formatAmount(view))}</dd></div>
    </dl>`;
}

function testCardList(texts: SandboxTexts): string {
  const outcomeText = (card: (typeof TEST_CARDS)[number]) => {
    const outcome = card.outcome;
    if (outcome.kind === 'approve') return texts.testCardOutcomes.approve;
    if (outcome.kind === 'challenge') return texts.testCardOutcomes.challenge;
    return outcome.reason === 'declined'
      ? texts.testCardOutcomes.declined
      : texts.testCardOutcomes.insufficientFunds;
  };
  return `<details class="test-cards">
      <summary>${escapeHtml(texts.testCards)}</summary>
      <ul>${TEST_CARDS.map(
        (card) =>
          `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${escapeHtml(outcomeText(card))}</li>`,
      ).join('')}</ul>
    </details>`;
}

function labelOf(texts: SandboxTexts, field: CardField): string {
  return { cardNumber: texts.cardNumber, expiry: texts.expiry, cvc: texts.cvc, name: texts.name }[
    field
  ];
}

const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

function formatAmount(view: CheckoutView): string {
  return new Intl.NumberFormat(locales[view.language], {
    style: 'currency',
    currency: 'EUR',
  }).format(view.amount / 100);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>
  :root { color-scheme: light; --ink: #1f2333; --muted: #5b6175; --line: #d5d9e3; --accent: #4338ca; --danger: #b42318; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #eef0f5; color: var(--ink);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .card { background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(16 24 40 / 0.12); }
  .provider { margin: 0 0 0.25rem; color: var(--muted); font-size: 0.875rem; letter-spacing: 0.02em; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.2; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
  .order { margin: 0 0 1.5rem; padding: 1rem; border-radius: 8px; background: #f6f7fb; display: grid; gap: 0.25rem; }
  .order div { display: flex; justify-content: space-between; gap: 1rem; }
  .order dt { color: var(--muted); white-space: nowrap; }
  .order dd { margin: 0; font-weight: 600; text-align: right; }
  .order .amount { font-size: 1.25rem; }
  .field { margin-bottom: 1rem; min-width: 0; }
  /* Expiry and CVC side by side: a subgrid lines up their labels, hints, inputs and errors. */
  .row { display: grid; grid-template-columns: 1fr 1fr; column-gap: 1rem; }
  .row .field { display: grid; grid-row: span 4; grid-template-rows: subgrid; align-content: start; row-gap: 0; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; align-self: end; }
  .hint { margin: 0 0 0.25rem; color: var(--muted); font-size: 0.875rem; }
  input { width: 100%; font: inherit; padding: 0.75rem; border: 1px solid var(--line); border-radius: 8px; }
  input:focus-visible, button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: var(--danger); }
  .error { margin: 0.25rem 0 0; color: var(--danger); font-size: 0.875rem; }
  .summary { border: 1px solid var(--danger); border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1rem; background: #fef3f2; }
  .summary p { margin: 0; font-weight: 600; }
  .summary ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
  .summary a { color: var(--danger); }
  button { width: 100%; font: inherit; font-weight: 600; padding: 0.875rem; border: 0; border-radius: 8px;
    background: var(--accent); color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: var(--ink); border: 1px solid var(--line); }
  .actions { display: grid; gap: 0.75rem; }
  .test-cards { margin-top: 1.5rem; color: var(--muted); font-size: 0.875rem; }
  .test-cards ul { padding-left: 1.25rem; }
  code { color: var(--ink); }
</style>
</head>
<body><main><div class="card">
${body}
</div></main></body>
</html>`;
}

import type { Language } from '@sesame/domain/i18n/language';

/** What a template renders: the subject and both parts of the message. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A block of a message: a paragraph, a button, or a discreet link (an unsubscribe link); the
 * text part writes out the address of buttons and links.
 */
export type MailBlock =
  | { paragraph: string }
  | { button: string; href: string }
  | { link: string; href: string };

const FOOTER: Record<Language, string> = {
  fr: 'Cet e-mail vous a été envoyé automatiquement, merci de ne pas y répondre.',
  en: 'This e-mail was sent automatically, please do not reply to it.',
  es: 'Este correo electrónico se ha enviado automáticamente, no responda a él.',
};

const SIGNATURE: Record<Language, string> = {
  fr: 'L’équipe de la billetterie',
  en: 'The ticket office team',
  es: 'El equipo de taquilla',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The layout every message shares: a greeting, the blocks, a signature and a footer, as HTML
 * (inline styles, the only ones mail clients keep) and as plain text.
 */
export function renderLayout(
  language: Language,
  content: { subject: string; greeting: string; blocks: MailBlock[] },
): RenderedMail {
  const htmlBlocks = content.blocks.map((block) =>
    'paragraph' in block
      ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
      : 'link' in block
        ? `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(block.href)}" style="color:#5c5c5c">${escapeHtml(block.link)}</a></p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#7a1f2b;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.button)}</a></p>`,
  );
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f1ea;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0">${escapeHtml(SIGNATURE[language])}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#5c5c5c">${escapeHtml(FOOTER[language])}</p>
</body>
</html>`;
  const textBlocks = content.blocks.map((block) =>
    'paragraph' in block
      ? block.paragraph
      : `${'link' in block ? block.link : block.button}: ${block.href}`,
  );
  const text = [content.greeting, ...textBlocks, SIGNATURE[language], '--', FOOTER[language]].join(
    '\n\n',
  );
  return { subject: content.subject, html, text };
}

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { escapeHtml } from './mail-layout.ts';
import { listMailbox, readMailboxMessage } from './mail-repo.ts';

/** Where the dev mailbox lives; `createApp` never registers it in production. */
export const MAILBOX_PREFIX = '/dev/mailbox';

const MAILBOX_SIZE = 100;

const listQuery = z.object({ to: z.string().max(254).optional() });
const messageParams = z.object({ id: z.uuid() });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:24px;max-width:960px">
${body}
</body>
</html>`;

/** Links in a plain-text part, made clickable: how a test (or a developer) follows them. */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * DESIGN.md, e-mail: without SMTP, what the site sent is read here — a list (`?to=` keeps one
 * address's), each message with its text part (links clickable) and its HTML part. Never in
 * production: it shows every customer's mail.
 */
export const mailboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(MAILBOX_PREFIX, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    const to = query.success ? query.data.to : undefined;
    const messages = await listMailbox(db, to, MAILBOX_SIZE);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.sentAt)}</td><td>${escapeHtml(message.recipient)}</td><td><a href="${MAILBOX_PREFIX}/${message.id}">${escapeHtml(message.subject)}</a></td><td>${escapeHtml(message.template)}</td></tr>`,
      )
      .join('\n');
    const table = messages.length
      ? `<table><caption>Latest ${MAILBOX_SIZE} messages, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No message yet.</p>';
    return send(
      reply,
      200,
      page(
        'Dev mailbox',
        `<main><h1>Dev mailbox${to ? ` of ${escapeHtml(to)}` : ''}</h1>${table}</main>`,
      ),
    );
  });

  app.get(`${MAILBOX_PREFIX}/:id`, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const message = params.success ? await readMailboxMessage(db, params.data.id) : null;
    if (!message)
      return send(reply, 404, page('Not found', '<main><h1>No such message</h1></main>'));
    const attachments = message.attachments.length
      ? `<h2>Attachments</h2><ul>${message.attachments
          .map(
            (file) =>
              `<li>${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
          )
          .join('')}</ul>`
      : '';
    return send(
      reply,
      200,
      page(
        message.subject,
        `<main><p><a href="${MAILBOX_PREFIX}">All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(message.recipient)}</dd><dt>Sent</dt><dd>${escapeHtml(message.sentAt)}</dd></dl>
<p><a href="${MAILBOX_PREFIX}/${message.id}/html">HTML part</a></p>
<h2>Text part</h2>
<pre style="white-space:pre-wrap">${withLinks(message.text)}</pre>
${attachments}</main>`,
      ),
    );
  });

  app.get(`${MAILBOX_PREFIX}/:id/html`, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const message = params.success ? await readMailboxMessage(db, params.data.id) : null;
    if (!message)
      return send(reply, 404, page('Not found', '<main><h1>No such message</h1></main>'));
    return send(reply, 200, message.html);
  });
};

import type { MailMessage } from '../mail.ts';

function escapeHtml(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function messageHtml(message: MailMessage): string {
  const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.sentAt}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <div class="body">${message.html}</div>
  ${links ? `<details><summary>Links in this message</summary><ul>${links}</ul></details>` : ''}
</article>`;
}

/**
 * The local mailbox as a readable page (`/_dev/mail/`): newest first, each message rendered
 * with its links clickable, optionally only for `?to=<address>`.
 */
export function inboxPage(messages: MailMessage[], to: string | undefined): string {
  const title = to ? `Local mailbox: ${to}` : 'Local mailbox';
  const list =
    messages.length > 0
      ? messages.map(messageHtml).join('\n')
      : '<p>No messages yet. Sign up on the site and the confirmation mail appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
  .note { background: #fff4d6; border-left: 4px solid #b78103; padding: 0.5rem 1rem; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem 1rem; margin: 1rem 0; }
  .meta { color: #555; margin-top: 0; }
  a { color: #0b57d0; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">Development only: the local Supabase stand-in delivers mail here instead of sending it. <a href="/_dev/mail/">All messages</a> · <a href="/_dev/mail${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>
${list}
</body>
</html>`;
}

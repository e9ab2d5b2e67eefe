import type { PGlite, Transaction } from './db.ts';

/** A message in the development mailbox, as `GET /_dev/mail` returns it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

function escapeHtml(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * The signup confirmation mail, worded as GoTrue's default template, with the link to
 * `{api}/auth/v1/verify?token=…&type=signup&redirect_to=…`.
 */
export function confirmationMail(to: string, link: string): Omit<MailMessage, 'sentAt'> {
  return {
    to,
    subject: 'Confirm your email address',
    text: `Confirm your email address\n\nFollow the link below to confirm this email address and finish signing up.\n\n${link}\n`,
    html:
      '<h2>Confirm your email address</h2>\n\n' +
      '<p>Follow the link below to confirm this email address and finish signing up.</p>\n' +
      `<p><a href="${escapeHtml(link)}">Confirm email address</a></p>\n`,
    links: [link],
  };
}

/** The password recovery mail, worded as GoTrue's default template, with the link to `/verify?…&type=recovery`. */
export function recoveryMail(to: string, link: string): Omit<MailMessage, 'sentAt'> {
  return {
    to,
    subject: 'Reset Your Password',
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n\n${link}\n`,
    html:
      '<h2>Reset Password</h2>\n\n' +
      '<p>Follow this link to reset the password for your user:</p>\n' +
      `<p><a href="${escapeHtml(link)}">Reset Password</a></p>\n`,
    links: [link],
  };
}

/** Delivers a message to the local mailbox (a table, so it survives restarts) instead of the internet. */
export async function deliver(tx: Transaction, message: Omit<MailMessage, 'sentAt'>, sentAtMs: number): Promise<void> {
  await tx.query(`insert into _dev.mail (recipient, subject, text_body, html_body, links, sent_at) values ($1, $2, $3, $4, $5, $6)`, [
    message.to,
    message.subject,
    message.text,
    message.html,
    JSON.stringify(message.links),
    new Date(sentAtMs),
  ]);
}

/** The mailbox, newest first; only messages to `to` (case-insensitive) when given. */
export async function listMail(db: PGlite, to?: string): Promise<MailMessage[]> {
  const { rows } = await db.query<{
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    links: string[];
    sent_at: Date;
  }>(
    `select recipient, subject, text_body, html_body, links, sent_at from _dev.mail
     where $1::text is null or lower(recipient) = lower($1::text)
     order by sent_at desc, id desc`,
    [to ?? null],
  );
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    sentAt: row.sent_at.toISOString(),
  }));
}

/** Empties the mailbox (or one recipient's messages); returns how many were removed. */
export async function clearMail(db: PGlite, to?: string): Promise<number> {
  const { rows } = await db.query(`delete from _dev.mail where $1::text is null or lower(recipient) = lower($1::text) returning 1`, [
    to ?? null,
  ]);
  return rows.length;
}

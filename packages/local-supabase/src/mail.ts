import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, configValue, supabaseConfig } from './config-toml.ts';
import type { PGlite, Transaction } from './db.ts';
import { renderGoTemplate } from './go-template.ts';

/** A message in the development mailbox, as `GET /_dev/mail` returns it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** The mails Auth sends, by their names in `supabase/config.toml` (`[auth.email.template.<name>]`). */
export type MailTemplateName = 'confirmation' | 'recovery' | 'email_change';

/** The Go-template variables the stand-in fills, as GoTrue names them. */
export interface MailVariables {
  ConfirmationURL: string;
  Email: string;
  NewEmail?: string;
  SiteURL?: string;
  /** The user's `user_metadata` (`raw_user_meta_data`): `{{ .Data.lang }}` picks the mail's language. */
  Data: Record<string, unknown>;
}

/**
 * The subject and template file of `[auth.email.template.<name>]` in `supabase/config.toml`,
 * the settings hosted Supabase and `supabase start` use: the stand-in reads the same ones, so
 * that there is one set of e-mails.
 */
export function templateSettings(name: MailTemplateName, config = supabaseConfig()): { subject: string; contentPath: string } {
  const subject = configValue(config, `auth.email.template.${name}.subject`);
  const contentPath = configValue(config, `auth.email.template.${name}.content_path`);
  if (typeof subject !== 'string' || typeof contentPath !== 'string' || !subject || !contentPath)
    throw new Error(`supabase/config.toml: [auth.email.template.${name}] needs subject and content_path`);
  return { subject, contentPath };
}

/**
 * Renders a template (or a subject) as GoTrue's html/template does (`go-template.ts`: the
 * subset the templates use, values HTML-escaped). A variable the stand-in does not supply is an
 * error, so a template can never use something the local mail would silently leave out.
 */
export function renderTemplate(template: string, variables: MailVariables, name = 'mail'): string {
  return renderGoTemplate(name, template, { ...variables });
}

/** The plain-text part of a rendered HTML mail: its paragraphs as lines (however the HTML wraps them), links written out. */
function plainText(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '$2: $1')
    .replace(/<\/(h\d|p)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/**
 * The mail `name` for `to`, from the template file and subject `supabase/config.toml` names
 * (the ones hosted Supabase sends), both rendered with `variables`: the link, the addresses and
 * the user's metadata, whose `lang` chooses the language.
 */
export function templateMail(name: MailTemplateName, to: string, variables: MailVariables): Omit<MailMessage, 'sentAt'> {
  const settings = templateSettings(name);
  const subject = renderTemplate(settings.subject, variables, `${name} subject`);
  const html = renderTemplate(readFileSync(join(ROOT, settings.contentPath), 'utf8'), variables, settings.contentPath);
  return { to, subject, text: plainText(html), html, links: [variables.ConfirmationURL] };
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import {
  parseTemplate,
  renderGoTemplate,
  renderTemplate,
  templateMail,
  templateSettings,
  type MailTemplateName,
} from '@vault-club/local-supabase/mail';
import { STRONG_PASSWORD, client, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();
const LINK = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://127.0.0.1:4321/auth';
const NAMES: MailTemplateName[] = ['confirmation', 'recovery', 'email_change'];
const VARIABLES = { ConfirmationURL: LINK, Email: 'a@example.com', NewEmail: 'b@example.com' };

describe('the e-mail templates hosted Supabase and the stand-in share (supabase/templates, config.toml)', () => {
  it.each(NAMES)(
    '%s: config.toml names a subject with the club and a template file that names the club and links once a language',
    (name) => {
      const { subject, contentPath } = templateSettings(name);
      expect(subject).toContain('The Vault Club');
      expect(contentPath).toBe(`./supabase/templates/${name}.html`);
      const template = readFileSync(new URL(`../../${contentPath}`, import.meta.url), 'utf8');
      expect(template).toContain('The Vault Club');
      expect(template.match(/href="\{\{ \.ConfirmationURL \}\}"/g)).toHaveLength(LANGUAGES.length);
    },
  );

  it.each(NAMES)('%s: subject and template parse as Go templates and say it all in each language, English for any other', (name) => {
    const { subject, contentPath } = templateSettings(name);
    const template = readFileSync(new URL(`../../${contentPath}`, import.meta.url), 'utf8');
    for (const [what, text] of [
      ['subject', subject],
      ['template', template],
    ] as const) {
      expect(() => parseTemplate(`${name} ${what}`, text)).not.toThrow();
      const rendered = (lang?: unknown) =>
        renderGoTemplate(name, text, { ...VARIABLES, Data: lang === undefined ? {} : { lang } }).replace(/\s+/g, ' ');
      const byLanguage = LANGUAGES.map(({ code }) => rendered(code));
      expect(new Set(byLanguage).size, `${name} ${what}: one text per language of src/i18n/languages.ts`).toBe(LANGUAGES.length);
      for (const other of [undefined, 'fr', 'ES', 'pt-BR']) expect(rendered(other)).toBe(rendered('en'));
      if (what === 'template')
        for (const text of byLanguage) {
          expect(text.match(new RegExp(LINK.replaceAll('&', '&amp;').replace(/[.?]/g, '\\$&'), 'g'))).toHaveLength(1);
          expect(text).toContain('24');
          expect(text).toContain('a@example.com');
        }
    }
  });

  it('renders a template as GoTrue does: the link and the address filled in and HTML-escaped', () => {
    const mail = templateMail('confirmation', 'ada@example.com', { ConfirmationURL: LINK, Email: 'ada@example.com', Data: {} });
    expect(mail.subject).toBe('Confirm your email address for The Vault Club');
    expect(mail.html).toContain(`<a href="${LINK.replaceAll('&', '&amp;')}">Confirm email address</a>`);
    expect(mail.html).toContain('ada@example.com');
    expect(mail.html).not.toContain('{{');
    expect(mail.text).toContain(`Confirm email address: ${LINK}`);
    expect(mail.text).toContain('It works once, for 24 hours.');
    expect(mail.links).toEqual([LINK]);
  });

  it('renders the change-of-address mail with both addresses', () => {
    const mail = templateMail('email_change', 'old@example.com', {
      ConfirmationURL: LINK,
      Email: 'old@example.com',
      NewEmail: 'new@example.com',
      Data: {},
    });
    expect(mail.subject).toBe('Confirm your new email address for The Vault Club');
    expect(mail.text).toContain('from old@example.com to new@example.com');
  });

  it('refuses a variable the stand-in does not supply, and escapes markup in values', () => {
    expect(() => renderTemplate('<p>{{ .Token }}</p>', { ConfirmationURL: LINK, Email: 'a@b.co', Data: {} })).toThrow('{{ .Token }}');
    expect(renderTemplate('<p>{{ .Email }}</p>', { ConfirmationURL: LINK, Email: '<b>"x"</b>', Data: {} })).toBe(
      '<p>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</p>',
    );
  });

  it('the stand-in sends the confirmation mail from the shared template', async () => {
    const email = uniqueEmail('template');
    await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: 'http://127.0.0.1:4321/auth' } });
    const [mail] = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      html: string;
      text: string;
    }[];
    expect(mail!.subject).toBe('Confirm your email address for The Vault Club');
    expect(mail!.html).toContain('<h2>Confirm your email address for The Vault Club</h2>');
    expect(mail!.text).toContain(`someone using ${email.toLowerCase()}`);
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { templateMail } from '../src/mail.ts';
import { STRONG_PASSWORD, client, confirmationLink, uniqueEmail, useTestBackend } from './helpers.ts';

// The account e-mails in the learner's language: the language in the user metadata (`data.lang`
// at sign-up, updateUser({ data: { lang } }) later), the subjects of supabase/config.toml and
// the templates of supabase/templates, rendered by the stand-in as hosted Supabase renders them.
const backend = useTestBackend();
const SITE = 'http://127.0.0.1:4321/auth';

/** What each language's mails say: the subjects, and a sentence of every body. */
const MAIL = {
  es: {
    confirmation: 'Confirma tu correo electrónico para The Vault Club',
    recovery: 'Restablece tu contraseña de The Vault Club',
    emailChange: 'Confirma tu nuevo correo electrónico para The Vault Club',
    link: { confirmation: 'Confirmar correo electrónico', recovery: 'Elegir una contraseña nueva' },
    once: 'Funciona una sola vez, durante 24 horas.',
  },
  'pt-br': {
    confirmation: 'Confirme seu endereço de e-mail para o The Vault Club',
    recovery: 'Redefina sua senha do The Vault Club',
    emailChange: 'Confirme seu novo endereço de e-mail para o The Vault Club',
    link: { confirmation: 'Confirmar endereço de e-mail', recovery: 'Escolher uma senha nova' },
    once: 'Ele funciona uma vez, por 24 horas.',
  },
  en: {
    confirmation: 'Confirm your email address for The Vault Club',
    recovery: 'Reset your password for The Vault Club',
    emailChange: 'Confirm your new email address for The Vault Club',
    link: { confirmation: 'Confirm email address', recovery: 'Choose a new password' },
    once: 'It works once, for 24 hours.',
  },
} as const;

interface Mail {
  subject: string;
  text: string;
  links: string[];
}

async function newestMail(email: string): Promise<Mail> {
  const [mail] = (await (await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  if (!mail) throw new Error(`No mail for ${email}`);
  return mail;
}

/** Expects `mail` to be the `kind` mail in `lang`, with its link written out in the text. */
function expectMail(mail: Mail, kind: 'confirmation' | 'recovery', lang: keyof typeof MAIL): void {
  expect(mail.subject).toBe(MAIL[lang][kind]);
  expect(mail.text).toContain(`${MAIL[lang].link[kind]}: ${mail.links[0]}`);
  expect(mail.text).toContain(MAIL[lang].once);
}

/** Signs up with `lang` in the metadata, as the site does; returns the stored metadata. */
async function signUp(email: string, lang: unknown): Promise<Record<string, unknown>> {
  const { data, error } = await client(backend.url).auth.signUp({
    email,
    password: STRONG_PASSWORD,
    options: { data: { name: 'Ada', lang }, emailRedirectTo: SITE },
  });
  expect(error).toBeNull();
  return data.user!.user_metadata;
}

/** A confirmed learner who signed up in `lang`, signed in. */
async function learner(lang: string): Promise<{ email: string; supabase: SupabaseClient }> {
  const email = uniqueEmail('polyglot');
  await signUp(email, lang);
  const confirmed = await fetch(await confirmationLink(backend.url, email), { redirect: 'manual' });
  expect(confirmed.status).toBe(303);
  const supabase = client(backend.url);
  expect((await supabase.auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  return { email, supabase };
}

async function requestReset(email: string): Promise<Mail> {
  expect((await client(backend.url).auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
  return newestMail(email);
}

describe('account e-mails in the learner’s language', () => {
  it.each([
    ['es', 'es'],
    ['pt-br', 'pt-br'],
    ['en', 'en'],
    ['pt-BR', 'pt-br'],
    ['fr', 'en'],
    [42, 'en'],
    [null, 'en'],
  ] as const)('sign-up with the language %j: stored as %j, the confirmation mail in it', async (sent, lang) => {
    const email = uniqueEmail('signup');
    expect(await signUp(email, sent)).toMatchObject({ name: 'Ada', lang });
    expectMail(await newestMail(email), 'confirmation', lang);
  });

  it('a repeated sign-up of an unconfirmed address mails in the language stored the first time', async () => {
    const email = uniqueEmail('again');
    await signUp(email, 'es');
    backend.advance(61);
    expect(await signUp(email, 'pt-br')).toMatchObject({ lang: 'es' });
    expectMail(await newestMail(email), 'confirmation', 'es');
  });

  it('a password reset follows the language the account holds, which updateUser changes', async () => {
    const { email, supabase } = await learner('es');
    expectMail(await requestReset(email), 'recovery', 'es');

    const { data, error } = await supabase.auth.updateUser({ data: { lang: 'pt-BR' } });
    expect(error).toBeNull();
    // As GoTrue, the answer shows the metadata as sent; the database keeps the code.
    expect(data.user!.user_metadata).toMatchObject({ name: 'Ada', lang: 'pt-BR' });
    expect((await supabase.auth.getUser()).data.user!.user_metadata).toMatchObject({ name: 'Ada', lang: 'pt-br' });
    backend.advance(61);
    expectMail(await requestReset(email), 'recovery', 'pt-br');

    // A key set to null is removed: English again.
    expect((await supabase.auth.updateUser({ data: { lang: null } })).error).toBeNull();
    expect((await supabase.auth.getUser()).data.user!.user_metadata).toEqual(expect.not.objectContaining({ lang: expect.anything() }));
    backend.advance(61);
    expectMail(await requestReset(email), 'recovery', 'en');
  });

  it('updateUser refuses data that is not an object, and a change the database refuses changes nothing', async () => {
    const { supabase } = await learner('es');
    const session = (await supabase.auth.getSession()).data.session!;
    const put = (body: unknown) =>
      fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const [data, type] of [
      ['es', 'string'],
      [['es'], 'array'],
      [7, 'number'],
    ] as const) {
      const refused = await put({ data });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error_code: 'bad_json',
        msg: `Could not parse request body as JSON: json: cannot unmarshal ${type} into Go struct field UserUpdateParams.data of type map[string]interface {}`,
      });
    }
    const tooLong = await supabase.auth.updateUser({ data: { name: 'x'.repeat(81), lang: 'pt-br' } });
    // GoTrue's 500, which supabase-js reports as a retryable error.
    expect(tooLong.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500, message: 'Error updating user' });
    expect((await supabase.auth.getUser()).data.user!.user_metadata).toMatchObject({ name: 'Ada', lang: 'es' });
    const nothing = await put({});
    expect(nothing.status).toBe(200);
  });

  it.each(['es', 'pt-br', 'en'] as const)('the change-of-address mail (hosted only) reads in %s', (lang) => {
    const mail = templateMail('email_change', 'old@example.com', {
      ConfirmationURL: `${backend.url}/auth/v1/verify?token=t&type=email_change`,
      Email: 'old@example.com',
      NewEmail: 'new@example.com',
      Data: { lang },
    });
    expect(mail.subject).toBe(MAIL[lang].emailChange);
    expect(mail.text).toMatch(/old@example\.com .+ new@example\.com/);
    expect(mail.text).toContain(MAIL[lang].once);
  });
});

/**
 * `@vault-club/local-supabase/mail`: how the stand-in renders the project's e-mail templates
 * (`supabase/templates`, the subjects of `supabase/config.toml`), for tests of those templates.
 */
export { parseTemplate, renderGoTemplate } from './go-template.ts';
export { renderTemplate, templateMail, templateSettings, type MailTemplateName } from './mail.ts';

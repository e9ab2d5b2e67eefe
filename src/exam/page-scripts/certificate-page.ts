/**
 * The certificate page (`/certificate/?id=…`): asks the backend about the id and shows the
 * certificate, "no certificate with this id", "revoked", or that the service could not be
 * reached (with Try Again); then Copy link, Print or save as PDF, and LinkedIn's Add to profile.
 *
 * One anonymous call, `POST /rest/v1/rpc/verify_certificate`, made with `fetch` rather than
 * supabase-js: the page needs no session, and the library would multiply the JavaScript an
 * employer's browser loads for a single request.
 */
import type { Lang } from '../../i18n/languages.ts';
import { formatDate } from '../../shared/rules/dates.ts';
import { certificateUrl, linkedInAddUrl, type CertificateView } from '../rules/exam.ts';
import { fill } from '../../shared/rules/format.ts';
import { resolveBackend } from '../../shared/rules/backend.ts';
import { siteConfig } from '../../site.config.ts';

/** The page's language tag, which dates are written in. */
const pageTag = () => document.documentElement.lang;

type State = 'checking' | 'valid' | 'unknown' | 'revoked' | 'offline';

/** The id in the address, when it has the shape of one (else the page says there is no such certificate). */
export function certificateIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{24}$/.test(id) ? id : undefined;
}

/** Asks the backend (the course title in `lang`); `null` for an unknown id, throws when there is no usable answer. */
async function verifyCertificate(
  id: string,
  lang: Lang = 'en',
  backend = resolveBackend(import.meta.env),
): Promise<CertificateView | null> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/verify_certificate`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ certificate_id: id, lang }),
  });
  if (!response.ok) throw new Error(`verify_certificate answered ${response.status}`);
  return (await response.json()) as CertificateView | null;
}

function show(root: HTMLElement, state: State): void {
  root.dataset['state'] = state;
  for (const part of root.querySelectorAll<HTMLElement>('[data-show]')) part.hidden = part.dataset['show'] !== state;
  const heading = root.querySelector<HTMLElement>(`[data-show="${state}"] h1`);
  if (heading && state !== 'checking') document.title = `${heading.textContent?.trim() ?? ''} | ${siteConfig.productName}`;
}

/** Fills `[data-field=name]` from its `data-template`. */
function field(root: HTMLElement, name: string, values: Record<string, string | number>): HTMLElement {
  const element = root.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  element.textContent = fill(element.dataset['template'] ?? '', values);
  return element;
}

/** A language code (`pt-br`) named in the page's language ("Brazilian Portuguese", "portugués de Brasil"); undefined when there is none. */
function languageName(code: string | undefined): string | undefined {
  try {
    return code ? new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' }).of(code) : undefined;
  } catch {
    return undefined;
  }
}

function render(root: HTMLElement, certificate: CertificateView): void {
  if (certificate.status === 'revoked') {
    field(root, 'revoked', { date: formatDate(certificate.revoked_at, pageTag()) });
    show(root, 'revoked');
    return;
  }
  const url = certificateUrl(window.location.origin, certificate.id);
  const date = formatDate(certificate.issued_at, pageTag());
  field(root, 'name', { name: certificate.name });
  field(root, 'course', { course: certificate.course_title });
  // The language it was issued in, named in the page's language ("Spanish", "español").
  const issuedIn = languageName(certificate.lang);
  field(root, 'language', { language: issuedIn || '' }).hidden = !issuedIn;
  field(root, 'score', { score: certificate.score, total: certificate.total, percent: certificate.percent });
  field(root, 'verified', { name: certificate.name, date });
  field(root, 'id', { id: certificate.id });
  const organization = root.dataset['organization'] ?? siteConfig.productName;
  root.querySelector<HTMLAnchorElement>('[data-linkedin]')!.href = linkedInAddUrl(certificate, organization, url);
  const status = root.querySelector<HTMLElement>('[data-copy-status]')!;
  root.querySelector<HTMLButtonElement>('[data-copy]')!.onclick = () => {
    navigator.clipboard.writeText(url).then(
      () => (status.textContent = status.dataset['done'] ?? ''),
      () => (status.textContent = url),
    );
  };
  root.querySelector<HTMLButtonElement>('[data-print]')!.onclick = () => window.print();
  show(root, 'valid');
}

async function check(root: HTMLElement): Promise<void> {
  const id = certificateIdFrom(window.location.search);
  if (!id) return show(root, 'unknown');
  show(root, 'checking');
  try {
    // The page's `lang` is its language's tag (`pt-BR`); lower-cased, its code (`pt-br`). The backend answers an unknown one in English.
    const certificate = await verifyCertificate(id, document.documentElement.lang.toLowerCase() as Lang);
    if (certificate) render(root, certificate);
    else show(root, 'unknown');
  } catch (error) {
    console.warn('Could not verify the certificate', error);
    show(root, 'offline');
    root.querySelector<HTMLElement>('[data-show="offline"] [data-retry]')?.focus();
  }
}

/** Starts the page: checks the id in the address; Try Again checks once more. */
export function initCertificatePage(): void {
  const root = document.querySelector<HTMLElement>('[data-certificate]');
  if (!root) return;
  root.querySelector<HTMLButtonElement>('[data-retry]')!.onclick = () => void check(root);
  void check(root);
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { certificateNameProblem, normaliseCertificateName, type NameProblem } from '../rules/certificate-name.ts';
import { formatDate } from '../../shared/rules/dates.ts';
import type { CertificateView } from '../rules/exam.ts';
import { fill } from '../../shared/rules/format.ts';
import { issueCertificate } from '../stores/exam-calls.ts';
import { useLang, useLangTag, useLocalize } from '../../shared/islands/lang-context.tsx';
import type { CERTIFICATE_OFFER_TEXT } from '../../shared/islands/text-keys.ts';

type Text = Record<(typeof CERTIFICATE_OFFER_TEXT)[number], string>;

const PROBLEM_KEYS = {
  length: 'exam.certNameError',
  'no-letter': 'exam.certNameNoLetter',
  control: 'exam.certNameControl',
  format: 'exam.certNameFormat',
  'line-break': 'exam.certNameLineBreak',
  unassigned: 'exam.certNameUnassigned',
} as const satisfies Record<NameProblem['kind'], keyof Text>;

/** What the form says about a name it will not send. */
function problemMessage(problem: NameProblem, text: Text): string {
  return fill(text[PROBLEM_KEYS[problem.kind]], 'codePoint' in problem ? { codePoint: problem.codePoint } : {});
}

interface Props {
  attemptId: string;
  /** The certificate issued before, if any: it is shown instead of the form. */
  existing: CertificateView | null;
  /** The name on the account, proposed for the certificate. */
  accountName: string;
  text: Text;
}

/**
 * After a pass: the learner confirms the printed name once and gets the certificate, or sees
 * the one they have. The name is checked with the database's rule before it is sent.
 */
export default function CertificateOffer({ attemptId, existing, accountName, text }: Props) {
  const localize = useLocalize();
  const tag = useLangTag();
  const lang = useLang();
  const [certificate, setCertificate] = useState<CertificateView | null>(existing);
  const [name, setName] = useState(accountName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), help: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = certificateNameProblem(name);
    if (problem) {
      setError(problemMessage(problem, text));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await issueCertificate(attemptId, normaliseCertificateName(name), lang);
    setBusy(false);
    if (outcome.ok) setCertificate(outcome.value);
    else if (outcome.refusal.reason === 'name') setError(text['exam.certNameError']);
    else setError(outcome.refusal.reason === 'offline' ? text['exam.offline'] : text['exam.refused.unavailable']);
  };

  return (
    <section
      aria-labelledby="certificate-offer-title"
      data-state={certificate ? 'issued' : 'offer'}
      className="rounded-xl border-2 border-green-700 bg-green-50 p-5"
    >
      <h2 id="certificate-offer-title" className="text-xl font-bold text-slate-900">
        {text['exam.certTitle']}
      </h2>
      {certificate?.status === 'valid' && (
        <div className="mt-2 space-y-3">
          <p className="text-slate-800" role="status">
            {fill(text['exam.certIssued'], { date: formatDate(certificate.issued_at, tag), percent: certificate.percent })}
          </p>
          <p>
            <a href={localize(`/certificate/?id=${encodeURIComponent(certificate.id)}`)} className="btn-primary">
              {text['exam.certView']}
            </a>
          </p>
        </div>
      )}
      {certificate?.status === 'revoked' && (
        <p className="mt-2 text-slate-800">{fill(text['exam.certRevoked'], { date: formatDate(certificate.revoked_at, tag) })}</p>
      )}
      {!certificate && (
        <form className="mt-3 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={ids.input} className="block font-semibold text-slate-900">
            {text['exam.certName']}
          </label>
          <p id={ids.help} className="text-slate-700">
            {text['exam.certNameHelp']}
          </p>
          <input
            ref={inputRef}
            id={ids.input}
            name="certificate-name"
            autoComplete="name"
            maxLength={100}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
            aria-invalid={error ? true : undefined}
            className="block w-full max-w-md rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
          {error && (
            <p id={ids.error} role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className="btn-primary">
            {text['exam.certIssue']}
          </button>
        </form>
      )}
    </section>
  );
}

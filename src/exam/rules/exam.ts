/**
 * The final exam as the backend serves it (`supabase/migrations/20251123000300_exam_attempts.sql`):
 * the shapes of its answers and what each refusal means for the learner. The backend draws,
 * grades and issues; nothing here knows the answer key.
 */

/**
 * The exam's rules as `private.exam_rules()` states them; the database applies them, and a
 * database test checks that these agree, so the pages say what the server does.
 */
export const EXAM_RULES = {
  /** Questions drawn for each attempt (fewer when the bank holds fewer). */
  size: 35,
  /** Score, in percent, that passes and earns the certificate. */
  passPercent: 70,
  /** Attempts a learner may start in any 24 hours. */
  attemptsPerDay: 3,
  /** Time to submit an attempt once started. */
  minutes: 90,
} as const;

/** An exam question as `start_exam` returns it: no key. */
export interface ExamQuestion {
  id: string;
  question: string;
  options: { value: string; text: string }[];
  /** The `examCategory` of the path that teaches it (content/curriculum.json). */
  category: string;
  /** Title of the module that teaches it. */
  source: string;
  /**
   * The language of `question` and `options`: the one asked for, or 'en' where the question
   * has no translation yet. (The `lang` fields are absent from a database that predates them.)
   */
  lang?: string;
  /** The name of the path that teaches it, in the language asked for (English where it has none). */
  path_name?: string;
}

/** An attempt: its questions and when it ends. */
export interface ExamAttempt {
  attempt_id: string;
  started_at: string;
  expires_at: string;
  /** True when the learner's open attempt was returned rather than a new one drawn. */
  resumed: boolean;
  attempts_left: number;
  /** The language the attempt is shown in (an unknown one asked for is 'en'). */
  lang?: string;
  questions: ExamQuestion[];
}

/** What a certificate states (the columns of `public.certificates` anyone may see). */
export interface CertificateFields {
  id: string;
  name: string;
  course_title: string;
  score: number;
  total: number;
  percent: number;
  issued_at: string;
  /** The language the certificate was issued in. */
  lang?: string;
}

/** A certificate's public fields, as `verify_certificate` and `issue_certificate` return them. */
export type CertificateView = ({ status: 'valid' } & CertificateFields) | { status: 'revoked'; id: string; revoked_at: string };

/** One category's share of a graded attempt. */
export interface CategoryScore {
  category: string;
  score: number;
  total: number;
  percent: number;
  /** The name of the path that teaches the category, in the language asked for. */
  path_name?: string;
}

/** One question of a graded attempt, in the attempt's own letters: only once the learner has passed. */
export interface ExamReviewResult {
  id: string;
  chosen: string | null;
  correct: string;
  right: boolean;
  explanation: string | null;
}

/**
 * The grade `submit_exam` returns. Until the learner has passed (this attempt or an earlier
 * one) it says nothing per question: `results` is absent.
 */
export interface ExamGrade {
  attempt_id: string;
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  /** The score in each category, in the bank's order. */
  categories: CategoryScore[];
  /** The weakest categories (several when tied): their modules are worth revisiting. */
  revisit: string[];
  results?: ExamReviewResult[];
  /** The learner's certificate, if one was issued before. */
  certificate: CertificateView | null;
  /** The name on the account, proposed for a new certificate. */
  account_name: string | null;
}

/** Why the backend refused, as the page explains it. */
export type ExamRefusal =
  | { reason: 'modules' }
  | { reason: 'limit'; nextAllowedAt: string }
  | { reason: 'expired' }
  | { reason: 'submitted' }
  | { reason: 'name' }
  | { reason: 'signed-out' }
  | { reason: 'unavailable' }
  | { reason: 'offline' };

/** Turns a PostgREST error (or a failed request, `undefined`) into the refusal the learner sees. */
export function examRefusal(error: { code?: string; details?: string | null } | undefined): ExamRefusal {
  switch (error?.code) {
    case 'VE001':
      return { reason: 'modules' };
    case 'VE002':
      return { reason: 'limit', nextAllowedAt: error.details ?? '' };
    case 'VE005':
      return { reason: 'expired' };
    case 'VE004':
      return { reason: 'submitted' };
    case 'VE008':
      return { reason: 'name' };
    case '42501':
    case 'PGRST301':
    case 'PGRST303':
      return { reason: 'signed-out' };
    case undefined:
    case '':
      return { reason: 'offline' };
    default:
      return { reason: 'unavailable' };
  }
}

/** The verification page's address for a certificate id, on `origin`. */
export function certificateUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/certificate/?id=${encodeURIComponent(id)}`;
}

/**
 * LinkedIn's "Add to profile" link for a certification, with the fields LinkedIn documents
 * (https://addtoprofile.linkedin.com): certification name, organisation, issue year and month, URL and id.
 */
export function linkedInAddUrl(
  certificate: { id: string; course_title: string; issued_at: string },
  organization: string,
  url: string,
): string {
  const issued = new Date(certificate.issued_at);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.course_title,
    organizationName: organization,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: url,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/**
 * What each API role may do to each table and function, as data: access.test.ts tries every
 * cell on real PostgreSQL (as PostgREST would: authenticator switching role, claims set) and
 * fails when the database allows more or less than written here, or when a table in `public`
 * or a function in `public`/`private` has no rows here. A new table or function means new
 * rows in this file, nothing else.
 *
 * Outcomes for read/update/delete: 'denied' (error 42501: no privilege), 'none' (allowed, but
 * row-level security leaves no row), 'own' (only the signed-in learner's rows), 'all'.
 * Insert and call: 'denied' or 'allowed'. The signed-in learner is Alice; Bob is another
 * learner; Carol has signed up and has no wallet yet.
 */

export const ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type Role = (typeof ROLES)[number];
export type RowAccess = 'denied' | 'none' | 'own' | 'all';
export type CallAccess = 'denied' | 'allowed';

/** The learners the fixture creates, by id. */
export interface People {
  alice: string;
  bob: string;
  carol: string;
}

/** A statement with its parameters. */
export type Statement = [sql: string, params: unknown[]];

export interface TableRules {
  /** Schema-qualified name. */
  table: string;
  /** The column naming the learner a row belongs to, for 'own'. */
  owner?: string;
  /**
   * Rows to add (as postgres) when the shared fixture (Alice and Bob confirmed with wallets,
   * Carol unconfirmed, three pool addresses, the exam bank from the seeds) leaves the table empty
   * or holding only Alice's rows: give the table rows of Alice and of Bob.
   */
  seed?: (people: People) => Statement[];
  /** A valid new row (so a refusal can only come from privileges or policies). */
  insert: (people: People) => Statement;
  /** A SET clause with constants only (reading a column in it would need SELECT as well). */
  update: string;
  may: Record<Role, { read: RowAccess; insert: CallAccess; update: RowAccess; delete: RowAccess }>;
}

export interface FunctionRules {
  /** Schema-qualified name with argument types, as `oidvectortypes` prints them. */
  signature: string;
  call: (people: People) => Statement;
  may: Record<Role, CallAccess>;
}

const NOTHING = { read: 'denied', insert: 'denied', update: 'denied', delete: 'denied' } as const;
const EVERYONE: Record<Role, CallAccess> = { anon: 'allowed', authenticated: 'allowed', service_role: 'allowed' };
const NOBODY: Record<Role, CallAccess> = { anon: 'denied', authenticated: 'denied', service_role: 'denied' };
const LEARNERS: Record<Role, CallAccess> = { anon: 'denied', authenticated: 'allowed', service_role: 'denied' };
const FRESH_ADDRESS = '0x00000000000000000000000000000000000000aa';
const EMPTY_PROGRESS = '{"completedModules":[]}';
/** Attempts the fixture gives Alice, Bob and Carol (as postgres), so certificates can point at them. */
const ATTEMPT = {
  alice: '00000000-0000-4000-8000-0000000000a1',
  bob: '00000000-0000-4000-8000-0000000000b1',
  carol: '00000000-0000-4000-8000-0000000000c1',
} as const;

export const TABLES: TableRules[] = [
  {
    table: 'public.user_wallets',
    owner: 'user_id',
    insert: ({ carol }) => ['insert into public.user_wallets (user_id, wallet_address) values ($1, $2)', [carol, FRESH_ADDRESS]],
    update: `network = 'Polygon'`,
    may: {
      anon: NOTHING,
      authenticated: { ...NOTHING, read: 'own' },
      service_role: { ...NOTHING, read: 'all' },
    },
  },
  {
    table: 'public.wallet_address_pool',
    insert: () => ['insert into public.wallet_address_pool (address, derivation_index) values ($1, 999)', [FRESH_ADDRESS]],
    update: 'derivation_index = 998',
    may: { anon: NOTHING, authenticated: NOTHING, service_role: NOTHING },
  },
  {
    table: 'public.early_access_signups',
    seed: () => [[`insert into public.early_access_signups (email) values ('listed@example.com')`, []]],
    insert: () => [`insert into public.early_access_signups (email) values ('direct@example.com')`, []],
    update: `source = 'changed'`,
    may: {
      anon: NOTHING,
      authenticated: NOTHING,
      service_role: { ...NOTHING, read: 'all', delete: 'all' },
    },
  },
  {
    table: 'public.learning_progress',
    owner: 'user_id',
    seed: ({ alice, bob }) =>
      [alice, bob].map((id): Statement => [
        'insert into public.learning_progress (user_id, progress) values ($1, $2)',
        [id, EMPTY_PROGRESS],
      ]),
    insert: ({ carol }) => ['insert into public.learning_progress (user_id, progress) values ($1, $2)', [carol, EMPTY_PROGRESS]],
    update: `progress = '{"completedModules":[]}'`,
    may: {
      anon: NOTHING,
      // Learners write only through merge_learning_progress, which validates and merges.
      authenticated: { ...NOTHING, read: 'own' },
      service_role: { read: 'all', insert: 'allowed', update: 'all', delete: 'all' },
    },
  },
  // The exam bank, the modules it requires and the course title come from supabase/seed/content.sql
  // (in the template database): only the operator's key reads them, nobody writes them through the API.
  {
    table: 'public.exam_questions',
    insert: () => [
      `insert into public.exam_questions (id, category, question, options, correct, source, position)
       values ('f99', 'Finance', 'Matrix?', '["a", "b", "c", "d"]', 'a', 'Matrix', 99)`,
      [],
    ],
    update: `correct = 'a'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.exam_required_modules',
    insert: () => [`insert into public.exam_required_modules (module_id) values ('matrix-module')`, []],
    update: `module_id = 'matrix-module'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.exam_settings',
    // The one row exists, so only `on conflict do nothing` makes a valid insert (it needs the insert privilege alone).
    insert: () => [`insert into public.exam_settings (course_title) values ('Matrix') on conflict do nothing`, []],
    update: `course_title = 'Matrix'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    // The learning paths (their ids are the quiz ids progress may carry), also from the seed.
    table: 'public.learning_paths',
    insert: () => [`insert into public.learning_paths (id, position) values ('matrix', 9)`, []],
    update: `position = 9`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  // The lessons and the questions' card ids, also from the seed (20261127000100): progress keeps only these.
  {
    table: 'public.learning_lessons',
    insert: () => [`insert into public.learning_lessons (slug) values ('matrix-lesson')`, []],
    update: `slug = 'matrix-lesson'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.learning_questions',
    insert: () => [`insert into public.learning_questions (card_id) values ('quiz/matrix/q1')`, []],
    update: `card_id = 'quiz/matrix/q1'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  // The exam in other languages, also from the seed (20251203000100): as the bank, only the operator's key reads them.
  {
    table: 'public.languages',
    insert: () => [`insert into public.languages (code) values ('fr')`, []],
    update: `code = 'fr'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.exam_question_texts',
    seed: () => [
      [
        `insert into public.exam_question_texts (question_id, lang, question, options) values ('f1', 'es', 'Matriz', '{a,b,c,d}')
         on conflict do nothing`,
        [],
      ],
    ],
    insert: () => [
      `insert into public.exam_question_texts (question_id, lang, question, options) values ('f2', 'pt-br', 'Matriz', '{a,b,c,d}')`,
      [],
    ],
    update: `question = 'Matrix'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.learning_path_texts',
    seed: () => [
      [`insert into public.learning_path_texts (path_id, lang, name) values ('finance', 'es', 'Matriz') on conflict do nothing`, []],
    ],
    insert: () => [`insert into public.learning_path_texts (path_id, lang, name) values ('web3', 'pt-br', 'Matriz')`, []],
    update: `name = 'Matrix'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.exam_settings_texts',
    seed: () => [[`insert into public.exam_settings_texts (lang, course_title) values ('es', 'Matriz') on conflict do nothing`, []]],
    insert: () => [`insert into public.exam_settings_texts (lang, course_title) values ('pt-br', 'Matriz') on conflict do nothing`, []],
    update: `course_title = 'Matrix'`,
    may: { anon: NOTHING, authenticated: NOTHING, service_role: { ...NOTHING, read: 'all' } },
  },
  {
    table: 'public.exam_attempts',
    owner: 'user_id',
    seed: (people) =>
      (['alice', 'bob', 'carol'] as const).map((who): Statement => [
        `insert into public.exam_attempts (id, user_id, question_ids, expires_at, submitted_at, answers, score, total, percent)
         values ($1, $2, '{f1}', now(), now(), '{"f1": "d"}', 1, 1, 100)`,
        [ATTEMPT[who], people[who]],
      ]),
    insert: ({ carol }) => [`insert into public.exam_attempts (user_id, question_ids, expires_at) values ($1, '{f1}', now())`, [carol]],
    update: `expires_at = '2026-01-01T00:00:00Z'`,
    may: {
      anon: NOTHING,
      // Learners start, answer and see attempts only through start_exam and submit_exam, which hold the key back.
      authenticated: NOTHING,
      // The operator may inspect, correct or remove an attempt, never create one.
      service_role: { read: 'all', insert: 'denied', update: 'all', delete: 'all' },
    },
  },
  {
    table: 'public.certificates',
    owner: 'user_id',
    seed: ({ alice, bob }) =>
      [
        [alice, ATTEMPT.alice, 'AliceAliceAliceAliceAlic'],
        [bob, ATTEMPT.bob, 'BobBobBobBobBobBobBobBob'],
      ].map(([user, attempt, id]): Statement => [
        `insert into public.certificates (id, user_id, attempt_id, name, course_title, score, total, percent)
         values ($1, $2, $3, 'A Learner', 'Matrix', 1, 1, 100)`,
        [id, user, attempt],
      ]),
    insert: ({ carol }) => [
      `insert into public.certificates (id, user_id, attempt_id, name, course_title, score, total, percent)
       values ('CarolCarolCarolCarolCaro', $1, $2, 'Carol', 'Matrix', 1, 1, 100)`,
      [carol, ATTEMPT.carol],
    ],
    update: `revoked_at = '2026-01-01T00:00:00Z', revocation_reason = 'Matrix'`,
    may: {
      // Anyone verifies one certificate by its id through verify_certificate, never lists them.
      anon: NOTHING,
      // Learners read their own; issue_certificate alone creates one, and its name is then fixed.
      authenticated: { ...NOTHING, read: 'own' },
      // The operator revokes (revoked_at and revocation_reason only) and never deletes or issues.
      service_role: { ...NOTHING, read: 'all', update: 'all' },
    },
  },
];

export const FUNCTIONS: FunctionRules[] = [
  {
    signature: 'public.register_early_access(text, text, text)',
    call: () => [`select public.register_early_access('matrix@example.com', 'home')`, []],
    may: EVERYONE,
  },
  { signature: 'private.assign_wallet(uuid)', call: ({ carol }) => ['select private.assign_wallet($1)', [carol]], may: NOBODY },
  { signature: 'private.assign_wallet_on_confirmation()', call: () => ['select private.assign_wallet_on_confirmation()', []], may: NOBODY },
  {
    signature: 'private.assign_wallets_to_waiting_users()',
    call: () => ['select private.assign_wallets_to_waiting_users()', []],
    may: NOBODY,
  },
  {
    signature: 'private.normalise_early_access_email()',
    call: () => ['select private.normalise_early_access_email()', []],
    may: NOBODY,
  },
  {
    signature: 'public.merge_learning_progress(jsonb)',
    call: () => [`select public.merge_learning_progress('{"version": 2, "completedModules": ["what-is-money-really"]}')`, []],
    may: LEARNERS,
  },
  ...[
    'private.refuse_learning_progress(text, text, text)',
    'private.learning_progress_time(timestamp with time zone)',
    'private.check_learning_progress_time(text, jsonb)',
    'private.check_learning_progress_result(text, jsonb)',
    'private.check_learning_progress(jsonb)',
    'private.best_learning_result(jsonb, jsonb)',
    'private.merge_learning_documents(jsonb, jsonb)',
    'private.check_learning_progress_slides(jsonb)',
    'private.merge_learning_slides(jsonb, jsonb)',
    'private.check_learning_progress_reviews(jsonb)',
    'private.merge_learning_reviews(jsonb, jsonb)',
    'private.known_learning_progress(jsonb)',
    'private.merge_learning_whole(jsonb, jsonb)',
    'private.check_stored_learning_progress(jsonb)',
    'private.check_user_metadata()',
    'private.drop_pending_password_on_repeat_signup()',
    'private.normalise_user_language()',
  ].map((signature): FunctionRules => ({ signature, call: () => privateCall(signature), may: NOBODY })),
  // The exam: only a signed-in learner starts, submits and gets a certificate (the service
  // role has no learner); anyone, without an account, verifies a certificate.
  { signature: 'public.start_exam(text)', call: () => [`select public.start_exam('es')`, []], may: LEARNERS },
  {
    signature: 'public.submit_exam(uuid, jsonb, text)',
    call: () => [`select public.submit_exam($1, '{"f1": "a"}', 'es')`, [ATTEMPT.alice]],
    may: LEARNERS,
  },
  {
    signature: 'public.issue_certificate(uuid, text, text)',
    call: () => [`select public.issue_certificate($1, 'Alice', 'es')`, [ATTEMPT.alice]],
    may: LEARNERS,
  },
  {
    signature: 'public.verify_certificate(text, text)',
    call: () => [`select public.verify_certificate('AliceAliceAliceAliceAlic', 'es')`, []],
    may: EVERYONE,
  },
  ...[
    'private.exam_rules()',
    'private.exam_signed_in()',
    'private.iso(timestamp with time zone)',
    'private.exam_attempt_view(exam_attempts, boolean, integer)',
    'private.certificate_view(certificates)',
    'private.exam_attempt_in(jsonb, text)',
    'private.certificate_view(certificates, text)',
    // The calls of before, moved out of reach by 20251203000100: the public ones with `lang` call them.
    'private.start_exam()',
    'private.submit_exam(uuid, jsonb)',
    'private.issue_certificate(uuid, text)',
    'private.content_language(text)',
    'private.exam_localized_options(jsonb, text[])',
    'private.exam_path_name(text, text)',
    'private.exam_option_order(jsonb, text)',
    'private.exam_bank_letter(jsonb, text)',
    'private.exam_shown_letter(jsonb, text)',
    'private.exam_shown_options(jsonb, jsonb)',
    'private.exam_new_option_orders(text[])',
    'private.exam_attempt_shuffle()',
    'private.exam_graded(exam_attempts, jsonb)',
    'private.certificate_name_problem(text)',
    'private.request_client_address()',
  ].map((signature): FunctionRules => ({ signature, call: () => privateCall(signature), may: NOBODY })),
  { signature: 'auth.uid()', call: () => ['select auth.uid()', []], may: EVERYONE },
  { signature: 'auth.role()', call: () => ['select auth.role()', []], may: EVERYONE },
  { signature: 'auth.email()', call: () => ['select auth.email()', []], may: EVERYONE },
  { signature: 'auth.jwt()', call: () => ['select auth.jwt()', []], may: EVERYONE },
];

/** A call of a private helper with null arguments: only the privilege check is under test. */
function privateCall(signature: string): Statement {
  const [name, args] = signature.split('(') as [string, string];
  const count = args === ')' ? 0 : args.split(',').length;
  return [`select ${name}(${Array.from({ length: count }, () => 'null').join(', ')})`, []];
}

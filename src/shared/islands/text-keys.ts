/**
 * The dictionary keys each island receives as its `text` prop, in the page's language: pages
 * read these lists at build time (`texts(LEARNING_PATH_TEXT)`), islands only their types. They
 * live apart from the islands because Astro keeps every export of an island in the browser's
 * copy, and the lists are of no use there.
 */
import type { UIKey } from '../../i18n/index.ts';
import { REVIEW_TEXT } from '../../player/islands/review-text.ts';

/** `ProgressStatus`: where progress is kept; part of every list of an island that shows it. */
export const PROGRESS_STATUS_TEXT = [
  'progress.checking',
  'progress.saved',
  'progress.saving',
  'progress.offline',
  'progress.refused',
  'progress.device',
  'progress.askText',
  'progress.askKeep',
  'progress.askDiscard',
] as const satisfies readonly UIKey[];

/** `OfflineStatus`, on the learning path (part of its list): lessons kept for offline use. */
export const OFFLINE_STATUS_TEXT = [
  'offline.ready',
  'offline.readyHint',
  'offline.downloading',
  'offline.off',
  'offline.failed',
  'offline.unsupported',
  'offline.setting',
  'offline.settingHint',
] as const satisfies readonly UIKey[];

/** The UI strings the runner shows; quiz and exam text lists include them. */
export const RUNNER_TEXT = [
  'quiz.questionOf',
  'quiz.progress',
  'quiz.source',
  'quiz.previous',
  'quiz.next',
  'quiz.answered',
  'quiz.dots',
  'quiz.dotAnswered',
  'quiz.dotCurrent',
  'quiz.dotOpen',
] as const satisfies readonly UIKey[];

/** `CertificateOffer`, in the exam's result: the name and the certificate. */
export const CERTIFICATE_OFFER_TEXT = [
  'exam.certTitle',
  'exam.certName',
  'exam.certNameHelp',
  'exam.certIssue',
  'exam.certNameError',
  'exam.certNameControl',
  'exam.certNameFormat',
  'exam.certNameLineBreak',
  'exam.certNameUnassigned',
  'exam.certNameNoLetter',
  'exam.certIssued',
  'exam.certView',
  'exam.certRevoked',
  'exam.offline',
  'exam.refused.unavailable',
] as const satisfies readonly UIKey[];

/** `ExamFailedResult`: the exam's result before a first pass. */
export const EXAM_FAILED_TEXT = [
  'quiz.score',
  'quiz.returnToLearning',
  'exam.keepLearning.heading',
  'exam.keepLearning.message',
  'exam.newExam',
  'exam.failed.categories',
  'exam.failed.categoryScore',
  'exam.failed.revisit',
  'exam.failed.noReview',
] as const satisfies readonly UIKey[];

/** `LearningPath` (`/learn-now`). */
export const LEARNING_PATH_TEXT = [
  'path.title',
  'path.continue',
  'path.pathProgress',
  'path.intro',
  'path.selected',
  'path.modulesOf',
  'path.status.completed',
  'path.status.unlocked',
  'path.status.locked',
  'path.review',
  'path.start',
  'path.lockedHint',
  'path.moduleNumber',
  'path.level',
  'level.Beginner',
  'level.Intermediate',
  'level.Advanced',
  'level.Expert',
  'path.quiz',
  'path.quizUnlock',
  'path.quizReady',
  'path.quizStart',
  'path.quizLocked',
  'path.progress',
  'path.best',
  'path.examTitle',
  'path.examReady',
  'path.examTake',
  'path.examLocked',
  'path.examUnlock',
  'path.examCategory',
  'path.examOverall',
  'path.examPercent',
  'path.certificate',
  'path.certificateLastSeen',
  'exam.certView',
  'reviews.pathDue',
  'reviews.pathNext',
  ...PROGRESS_STATUS_TEXT,
  ...OFFLINE_STATUS_TEXT,
] as const satisfies readonly UIKey[];

/** `LessonPlayer`, a module's slides and quiz (`/learn/<module>`). */
export const LESSON_PLAYER_TEXT = [
  'player.back',
  'player.slideOf',
  'player.progress',
  'player.percent',
  'player.previous',
  'player.next',
  'player.startQuiz',
  'player.dots',
  'player.goToSlide',
  'player.seeAll',
  'player.noQuiz',
  'player.quizLoading',
  'player.quizFailed',
  'player.keys',
  'player.swipe',
  'player.lockedTitle',
  'player.lockedText',
  'player.quizTitle',
  'player.quizIntro',
  'player.questionOf',
  'player.submit',
  'player.correct',
  'player.incorrect',
  'player.rightOption',
  'player.wrongOption',
  'player.continue',
  'player.seeResult',
  'lesson.sourceLine',
  'lesson.sourcesLine',
  'player.autoAdvance',
  'player.passTitle',
  'player.passText',
  'player.failTitle',
  'player.failText',
  'player.retake',
  'player.reviewSlides',
  'player.nextModule',
  'review.slide',
  'progress.deviceNotice',
  'progress.deviceNoticeLink',
  ...REVIEW_TEXT,
  ...PROGRESS_STATUS_TEXT,
] as const satisfies readonly UIKey[];

const QUIZ_TEXT = <Id extends string>(quiz: Id) =>
  [`quiz.${quiz}.pass`, `quiz.${quiz}.fail`, `quiz.${quiz}.passHeading`, `quiz.${quiz}.failHeading`] as const;

/** `CategoryQuiz`, a path's quiz (`/finance-quiz` …), in every path's words. */
export const CATEGORY_QUIZ_TEXT = [
  ...RUNNER_TEXT,
  'quiz.submit',
  'quiz.score',
  'quiz.retake',
  'quiz.back',
  'quiz.returnToLearning',
  'quiz.exploreMore',
  'quiz.lockedTitle',
  'quiz.goToPath',
  'progress.checking',
  'path.progress',
  'path.quizUnlock',
  ...QUIZ_TEXT('default'),
  ...QUIZ_TEXT('web3'),
  ...QUIZ_TEXT('education'),
  ...REVIEW_TEXT,
] as const satisfies readonly UIKey[];

/** `FinalExam` (`/comprehensive-exam`), with its questions and result. */
export const FINAL_EXAM_TEXT = [
  ...RUNNER_TEXT,
  ...REVIEW_TEXT,
  ...CERTIFICATE_OFFER_TEXT,
  ...EXAM_FAILED_TEXT,
  'quiz.score',
  'quiz.returnToLearning',
  'quiz.exploreMore',
  'quiz.goToPath',
  'path.examUnlock',
  'exam.preparing',
  'exam.submit',
  'exam.category',
  'exam.mastery.message',
  'exam.mastery.heading',
  'exam.strong.message',
  'exam.strong.heading',
  'exam.keepLearning.message',
  'exam.keepLearning.heading',
  'exam.newExam',
  'exam.lockedTitle',
  'exam.intro',
  'exam.start',
  'exam.signIn',
  'exam.signInLink',
  'exam.refused.modules',
  'exam.refused.modulesUnsaved',
  'exam.refused.modulesTodo',
  'progress.checking',
  'exam.refused.limit',
  'exam.refused.signedOut',
  'exam.retry',
  'exam.expired',
  'exam.deadline',
  'exam.grading',
] as const satisfies readonly UIKey[];

/** `ReviewSession` (`/review`). */
export const REVIEW_SESSION_TEXT = [
  'reviews.sessionTitle',
  'reviews.questionOf',
  'reviews.from',
  'reviews.check',
  'reviews.correct',
  'reviews.incorrect',
  'reviews.rightOption',
  'reviews.wrongOption',
  'reviews.next',
  'reviews.finish',
  'reviews.doneTitle',
  'reviews.doneScore',
  'reviews.moreDue',
  'reviews.more',
  'reviews.noneTitle',
  'reviews.nextAt',
  'reviews.noCards',
  'reviews.back',
  ...PROGRESS_STATUS_TEXT,
] as const satisfies readonly UIKey[];

/** `WalletCard`, for a signed-in learner: their address held by the club, and who holds its keys. */
export const WALLET_CARD_TEXT = [
  'wallet.title',
  'wallet.loading',
  'wallet.missing',
  'wallet.checkAgain',
  'wallet.noticeTitle',
  'wallet.keys',
  'wallet.ifClubFails',
  'wallet.doNotSend',
  'wallet.ownWallet',
  'wallet.ownWalletLink',
  'wallet.created',
  'wallet.network',
  'wallet.address',
  'wallet.copy',
  'wallet.copied',
  'wallet.copiedTitle',
  'wallet.copiedText',
  'wallet.copyFailed',
  'auth.error.title',
] as const satisfies readonly UIKey[];

/**
 * The learning path's parts that only the learner's progress decides, loaded once the path is
 * interactive (see `useLater`): the open path's quiz panel (after its module cards), the final
 * exam panel with the certificate line, the "Review · N due" link, and the offline setting
 * (offered after a first completed module). None is in the first view of a phone, and the
 * learner's progress comes from the account after them. With them the ids of the live review
 * cards (`lib/live-cards.ts`).
 */
export { default as QuizPanel } from './QuizPanel';
export { default as ExamPanel } from './ExamPanel';
export { default as ReviewLink } from './ReviewLink';
export { default as OfflineStatus } from '../OfflineStatus';
export { LIVE_CARD_IDS } from '../../lib/live-cards';
export { $certificate } from '../../stores/certificate';

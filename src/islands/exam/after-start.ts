/**
 * What the final exam needs once the learner starts it: the backend's calls, the questions and
 * the result. Loaded once the exam is interactive (see `use-later.ts`), not with the page:
 * starting an exam waits for the server anyway, and the page's first load stays light.
 */
export { startExam, submitExam } from '../../stores/exam';
export { saveAnswers } from '../../stores/exam-answers';
export { default as ExamQuestions } from './ExamQuestions';
export { default as ExamResult } from './ExamResult';

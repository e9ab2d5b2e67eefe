import type { Level } from '../../content-build/schemas/level.ts';

/** A module card on the learning path: what the content says about it. */
export interface PathModule {
  id: string;
  /** `/learn/{slug}` shows it. */
  slug: string;
  title: string;
  description: string;
  level: Level;
  categoryIndex: number;
  moduleIndex: number;
}

/** A learning path (category) as the path picker and the panels show it. */
export interface PathCategory {
  index: number;
  name: string;
  /** The quiz's short name, e.g. "Financial Basics". */
  quizName: string;
  quizPath: string;
  /** How many questions the path's quiz asks. */
  quizQuestions: number;
}

export type { PathCategory, PathModule } from '../../lib/path-cards.ts';

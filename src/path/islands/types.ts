export type { PathCategory, PathModule } from '../rules/path-cards.ts';

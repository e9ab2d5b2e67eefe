import type { APIRoute } from 'astro';
import { iconSprite } from '../content-build/page-data/icon-sprite.ts';

/** `/icons.svg`: the drawings of every icon the lesson player names, as `<symbol>`s (`icon-sprite.ts`). */
export const GET: APIRoute = () => new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });

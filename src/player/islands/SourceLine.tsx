import { sourceLabel } from '../../shared/rules/citations.ts';
import type { SourceLink } from '../rules/slide-sources.ts';

export type SourceLineText = Record<'lesson.sourceLine' | 'lesson.sourcesLine', string>;

/**
 * The short line under a claim that names what it rests on: "Source: World Bank, 2025", each
 * linked to the source when it has an address, and marked `lang="en"`: a source keeps its
 * original name in every language. Nothing when `sources` is empty.
 */
export default function SourceLine({ sources, text }: { sources: readonly SourceLink[]; text: SourceLineText }) {
  if (sources.length === 0) return null;
  return (
    <p className="text-sm text-slate-600">
      {sources.length > 1 ? text['lesson.sourcesLine'] : text['lesson.sourceLine']}{' '}
      {sources.map((source, index) => (
        <span key={index}>
          {index > 0 && '; '}
          {source.url ? (
            <a href={source.url} lang="en" className="text-brand-700 underline">
              {sourceLabel(source)}
            </a>
          ) : (
            <span lang="en">{sourceLabel(source)}</span>
          )}
        </span>
      ))}
    </p>
  );
}

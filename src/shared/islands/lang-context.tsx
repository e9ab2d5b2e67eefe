/**
 * The page's language inside an island: a page passes `lang` to the island's root (see
 * `withLang`), and any component below reads it to link and format in that language.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { DEFAULT_LANG, langTag, type Lang } from '../../i18n/languages.ts';
import { localHref } from '../../i18n/routing.ts';

const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The island `Root`, taking the page's `lang` (English when absent) and giving it to every component below. */
export function withLang<P extends object>(Root: ComponentType<P>): ComponentType<P & { lang?: Lang }> {
  function WithLang({ lang = DEFAULT_LANG, ...props }: P & { lang?: Lang }) {
    return (
      <LangContext.Provider value={lang}>
        <Root {...(props as P)} />
      </LangContext.Provider>
    );
  }
  WithLang.displayName = `WithLang(${Root.displayName ?? Root.name})`;
  return WithLang;
}

/** A function giving a site path in the page's language (`/learn-now` → `/es/learn-now`). */
export function useLocalize(): (path: string) => string {
  const lang = useContext(LangContext);
  return (path) => localHref(lang, path);
}

/** The page's language: what the islands ask the backend to answer in (the exam, a certificate, sign-up). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** The page language's BCP 47 tag, for `Intl` formatting. */
export function useLangTag(): string {
  return langTag(useContext(LangContext));
}

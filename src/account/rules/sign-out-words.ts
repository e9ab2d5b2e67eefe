/** The dictionary keys signing out shows; the header passes their text in the page's language. */
export const SIGN_OUT_TEXT = [
  'signOut.unsavedConfirm',
  'signOut.errorTitle',
  'signOut.errorText',
  'signOut.successTitle',
  'signOut.successText',
] as const;

/** The words of signing out in the page's language, and the home page to go to afterwards. */
export type SignOutWords = Record<(typeof SIGN_OUT_TEXT)[number], string> & { home: string };

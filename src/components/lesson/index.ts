import Callout from './Callout.astro';
import ClubDisclosure from './ClubDisclosure.astro';
import Figure from './Figure.astro';
import KeyTerm from './KeyTerm.astro';

/** The components lesson MDX can use without importing them. */
export const lessonComponents = { Callout, ClubDisclosure, Figure, KeyTerm };

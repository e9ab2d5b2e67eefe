import { ContentError } from '../schemas/friendly-errors.ts';

/**
 * The address of a white paper page's image. `images` maps the files found in
 * `content/whitepaper/` (by file name) to their built URLs; a name that is not among them
 * stops the build with a message that says which file to add.
 */
export function pageImageUrl(file: string, image: string, images: Record<string, string>): string {
  const url = images[image];
  if (url) return url;
  throw new ContentError(
    `${file}: image is "${image}" but there is no such file in content/whitepaper/: add the file or remove the image line.`,
  );
}

/** File name → URL, from the result of `import.meta.glob` over `content/whitepaper/`. */
export function imagesByName(modules: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
}

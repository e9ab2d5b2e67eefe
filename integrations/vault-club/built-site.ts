import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';

/**
 * The built site while the post-build steps run: every HTML page of `dist/` read once into
 * memory, and the files the steps change or add, written back by {@link BuiltSite.flush}.
 * Steps that hand `dist/` to a library (the sitemap, Workbox) run after a flush, so the library
 * reads what the earlier steps wrote.
 */
export class BuiltSite {
  /** The build's folder, a `file:` URL ending in `/`. */
  readonly dir: URL;
  readonly #pages: Map<string, string>;
  readonly #changed = new Map<string, string>();

  private constructor(dir: URL, pages: Map<string, string>) {
    this.dir = dir;
    this.#pages = pages;
  }

  /** Reads every `.html` file under `dir`, in path order. */
  static async read(dir: URL): Promise<BuiltSite> {
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
    const pages = new Map<string, string>();
    for (const file of files) pages.set(file.replace(/\\/g, '/'), await readFile(new URL(file, dir), 'utf8'));
    return new BuiltSite(dir, pages);
  }

  /** The pages as `[file, html]`, `file` relative to `dir` (`learn-now/index.html`), in path order. */
  pages(): [file: string, html: string][] {
    return [...this.#pages];
  }

  /** The HTML of one page, or `undefined` when the build has no such page. */
  page(file: string): string | undefined {
    return this.#pages.get(file);
  }

  /** Sets the content of `file` (a page or any other file), written at the next flush when it differs. */
  write(file: string, content: string): void {
    if (this.#pages.has(file)) {
      if (this.#pages.get(file) === content) return;
      this.#pages.set(file, content);
    }
    this.#changed.set(file, content);
  }

  /** Writes the files set since the last flush; returns their paths. */
  async flush(): Promise<string[]> {
    const files = [...this.#changed.keys()];
    for (const [file, content] of this.#changed) {
      const url = new URL(file, this.dir);
      await mkdir(new URL('.', url), { recursive: true });
      await writeFile(url, content);
    }
    this.#changed.clear();
    return files;
  }
}

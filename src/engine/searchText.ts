// How the global search compares texts. The palette matches page names with these; the server's
// admin_search_key folds records the same way in SQL (server/migrate.ts): compatible forms folded
// (full-width as half-width), lower case, no spaces, dashes, brackets or dots, and no Vietnamese
// diacritics unless the query has some.

const SEPARATORS = /[\s()（）.・‐‑‒–—―−-]+/gu;

/** Whether a text carries diacritics (then a match must carry the same). */
export const hasDiacritics = (text: string) => /[\u0300-\u036f]|đ|Đ/.test(text.normalize('NFD'));

/** The text as compared: folded, and without diacritics unless `keepMarks`. */
export function foldForSearch(text: string, keepMarks = false): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(SEPARATORS, '');
  if (keepMarks) return folded;
  return folded
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .normalize('NFC');
}

/** Whether `name` holds every word typed ("create job" finds "Create: Job"), compared as above. */
export function nameMatches(name: string, typed: string): boolean {
  const keepMarks = hasDiacritics(typed);
  const folded = foldForSearch(name, keepMarks);
  const words = typed
    .split(/\s+/)
    .map((word) => foldForSearch(word, keepMarks))
    .filter(Boolean);
  return words.length > 0 && words.every((word) => folded.includes(word));
}

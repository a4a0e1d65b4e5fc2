// The texts the app shows before its full messages load: the login page, the
// error pages and the language names. Each language's slice of i18n/<code>.json
// is cut at build time (scripts/vite/messageSlice.ts) into a chunk of its own,
// a few hundred bytes instead of the whole file.
import { DEFAULT_LOCALE, type LocaleCode } from '../engine/locales';
import { fillPlaceholders, lookupMessage, type Messages } from '../engine/messageLookup';

const SLICES = import.meta.glob<Messages>('../../i18n/*.json', {
  query: '?slice=app.title,app.login,app.errors,languages',
  import: 'default',
});

const noop = () => undefined;

export type ShellTranslate = (key: string, args?: Record<string, unknown>) => string;

/** Loads each language's slice once; what is loaded can be read synchronously. */
export class ShellMessages {
  private loaded = new Map<LocaleCode, Messages>();
  private pending = new Map<LocaleCode, Promise<Messages>>();

  load(locale: LocaleCode): Promise<Messages> {
    let promise = this.pending.get(locale);
    if (!promise) {
      const importer = SLICES[`../../i18n/${locale}.json`];
      promise = importer ? importer() : Promise.reject(new Error(`No message file i18n/${locale}.json`));
      const settled = promise;
      // Marked the way React's use() reads a settled promise, so a page does not suspend for texts already in.
      void settled.then((messages) => {
        this.loaded.set(locale, messages);
        Object.assign(settled, { status: 'fulfilled', value: messages });
      }, noop);
      // A failed load (the network) is tried again next time.
      promise.catch(() => this.pending.delete(locale));
      this.pending.set(locale, promise);
    }
    return promise;
  }

  peek(locale: LocaleCode): Messages | undefined {
    return this.loaded.get(locale);
  }

  /**
   * The language's text for a key, else English's if loaded, else what was asked: a text that is
   * not a key (a server's message, already in the caller's language) passes through whole.
   */
  translator(locale: LocaleCode): ShellTranslate {
    return (key, args) => {
      const text = [this.peek(locale), this.peek(DEFAULT_LOCALE)]
        .map((m) => m && lookupMessage(m, key))
        .find((t) => t !== undefined);
      return fillPlaceholders(text ?? key, args);
    };
  }
}

import type { companyTranslation as schema } from '../../schemas/accounts/company-translation';
import type { DemoRow } from '../rows';
import { COMPANY_PROFILES, EMPLOYER_COUNT, JAPANESE_BROKERS } from './companies';
import { nth } from './demo';

type Row = DemoRow<typeof schema>;

// Company texts in the languages a company does not write in: Japanese
// companies get English and Vietnamese, Vietnamese brokers Japanese and
// English. Employers 0–49 and brokers 300–309 and 324–333 have them.
const TRANSLATED = [
  ...Array.from({ length: 50 }, (_, i) => i),
  ...Array.from({ length: 10 }, (_, k) => EMPLOYER_COUNT + k),
  ...Array.from({ length: 10 }, (_, k) => EMPLOYER_COUNT + JAPANESE_BROKERS + k),
];
const LANGUAGE_INDEX = { ja: 0, en: 1, vi: 2 } as const;

export const companyTranslations: Row[] = TRANSLATED.flatMap((i) => {
  const c = COMPANY_PROFILES[i];
  const targets = c.language === 'ja' ? (['en', 'vi'] as const) : (['ja', 'en'] as const);
  return targets.map((language_code): Row => {
    const at = LANGUAGE_INDEX[language_code];
    // Supporters: even indexes are Vietnamese, odd ones Japanese. Some companies wrote their English texts themselves.
    const translator =
      language_code === 'vi'
        ? 2 * (i % 15)
        : language_code === 'ja'
          ? 2 * (i % 15) + 1
          : i % 4 === 0
            ? undefined
            : (i * 7) % 30;
    return {
      company_id: nth(i),
      language_code,
      name: language_code === 'en' ? c.name_en : language_code === 'vi' ? c.name_vi : c.name_en,
      description: c.description[at],
      address: c.address[at],
      ...(translator === undefined ? {} : ({ translator_id: nth(translator) } satisfies Row)),
    };
  });
});

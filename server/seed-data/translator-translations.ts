import { nth, type DemoRecord } from './demo';
import { TRANSLATOR_PROFILES } from './translators';

// Every supporter's profile in English and the other working language.
export const translatorTranslations: DemoRecord[] = TRANSLATOR_PROFILES.flatMap((t, i) =>
  (t.native === 'vi' ? (['ja', 'en'] as const) : (['vi', 'en'] as const)).map((language_code) => ({
    translator_id: nth(i),
    language_code,
    full_name: t.full_name[language_code],
    bio: t.bio[language_code],
  })),
);

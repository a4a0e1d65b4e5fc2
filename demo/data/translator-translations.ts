import type { translatorTranslation as schema } from '../../schemas/accounts/translator-translation';
import type { DemoRow } from '../rows';
import { nth } from './demo';
import { TRANSLATOR_PROFILES } from './translators';

type Row = DemoRow<typeof schema>;

// Every supporter's profile in English and the other working language.
export const translatorTranslations: Row[] = TRANSLATOR_PROFILES.flatMap((t, i) =>
  (t.native === 'vi' ? (['ja', 'en'] as const) : (['vi', 'en'] as const)).map((language_code): Row => ({
    translator_id: nth(i),
    language_code,
    full_name: t.full_name[language_code],
    bio: t.bio[language_code],
  })),
);

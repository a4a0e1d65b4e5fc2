import type { candidateTranslation as schema } from '../../schemas/accounts/candidate-translation';
import type { DemoRow } from '../rows';
import { CANDIDATE_PROFILES } from './candidates';
import { nth } from './demo';

type Row = DemoRow<typeof schema>;

// Candidate profiles in the languages employers read: a Vietnamese candidate's
// texts in Japanese and English, another's (written in English) in Japanese
// and Vietnamese. Candidates 0–59 have them.
export const candidateTranslations: Row[] = CANDIDATE_PROFILES.slice(0, 60).flatMap((c, i) => {
  const targets = c.language === 'vi' ? (['ja', 'en'] as const) : (['ja', 'vi'] as const);
  return targets.map((language_code): Row => {
    // Supporters: even indexes are Vietnamese, odd ones Japanese; some candidates wrote their English themselves.
    const translator =
      language_code === 'ja'
        ? i % 3 === 0
          ? 2 * (i % 15) + 1
          : 2 * (i % 15)
        : language_code === 'vi'
          ? 2 * (i % 15)
          : i % 3 === 1
            ? undefined
            : (i * 11) % 30;
    return {
      candidate_id: nth(i),
      language_code,
      full_name: language_code === 'ja' ? c.name.kana : language_code === 'en' ? c.name.latin : c.name.full,
      self_introduction: c.self_introduction[language_code],
      skills_summary: c.skills_summary[language_code],
      ...(translator === undefined ? {} : ({ translator_id: nth(translator) } satisfies Row)),
    };
  });
});

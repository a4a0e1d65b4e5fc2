import { nth, randomSource, type DemoRecord } from './demo';
import { RENT_FACTS, type ListingFacts } from './home-rents';

// Japanese rent listings 0–39 in English, the even ones of them in
// Vietnamese too; Vietnamese listings in English and Japanese. Supporters
// (translators 0–29) translated most; the owners wrote the rest.

const LANGUAGE_INDEX = { ja: 0, en: 1, vi: 2 } as const;
type Language = keyof typeof LANGUAGE_INDEX;

/** The translations of listings: the languages each one has beside its own. */
export function listingTranslations(
  facts: readonly ListingFacts[],
  field: string,
  languagesOf: (f: ListingFacts, i: number) => Language[],
  seed: number,
): DemoRecord[] {
  const r = randomSource(seed);
  return facts.flatMap((f, i) =>
    languagesOf(f, i).map((language_code) => ({
      [field]: nth(i),
      language_code,
      title: f.title[LANGUAGE_INDEX[language_code]],
      description: f.description[LANGUAGE_INDEX[language_code]],
      translator_id: r.chance(0.75) ? nth(r.int(0, 29)) : null,
    })),
  );
}

export const homeRentTranslations: DemoRecord[] = listingTranslations(
  RENT_FACTS,
  'home_rent_id',
  (f, i) => (f.country === 'VN' ? ['en', 'ja'] : i < 40 ? (i % 2 === 0 ? ['en', 'vi'] : ['en']) : []),
  6_061,
);

import type { homeRentTranslation as schema } from '../../schemas/housing/home-rent-translation';
import type { homeSaleTranslation } from '../../schemas/housing/home-sale-translation';
import type { DemoRow } from '../rows';
import { nth, randomSource, type IndexRef } from './demo';
import { RENT_FACTS, type ListingFacts } from './home-rents';

type Row = DemoRow<typeof schema>;

// Japanese rent listings 0–39 in English, the even ones of them in
// Vietnamese too; Vietnamese listings in English and Japanese. Supporters
// (translators 0–29) translated most; the owners wrote the rest.

const LANGUAGE_INDEX = { ja: 0, en: 1, vi: 2 } as const;
type Language = keyof typeof LANGUAGE_INDEX;

type Shared = 'language_code' | 'title' | 'description' | 'translator_id';
/** What a rent's and a sale's translation both hold beside the listing they translate. */
export type ListingTexts = Pick<Row, Shared> & Pick<DemoRow<typeof homeSaleTranslation>, Shared>;

/** The translations of listings: the languages each one has beside its own, as `row` writes them. */
export function listingTranslations<R>(
  facts: readonly ListingFacts[],
  languagesOf: (f: ListingFacts, i: number) => Language[],
  seed: number,
  row: (listing: IndexRef, texts: ListingTexts) => R,
): R[] {
  const r = randomSource(seed);
  return facts.flatMap((f, i) =>
    languagesOf(f, i).map((language_code) =>
      row(nth(i), {
        language_code,
        title: f.title[LANGUAGE_INDEX[language_code]],
        description: f.description[LANGUAGE_INDEX[language_code]],
        translator_id: r.chance(0.75) ? nth(r.int(0, 29)) : null,
      }),
    ),
  );
}

export const homeRentTranslations: Row[] = listingTranslations(
  RENT_FACTS,
  (f, i) => (f.country === 'VN' ? ['en', 'ja'] : i < 40 ? (i % 2 === 0 ? ['en', 'vi'] : ['en']) : []),
  6_061,
  (listing, texts): Row => ({ home_rent_id: listing, ...texts }),
);

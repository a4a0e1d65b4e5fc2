import type { homeSaleTranslation as schema } from '../../schemas/housing/home-sale-translation';
import type { DemoRow } from '../rows';
import { listingTranslations } from './home-rent-translations';
import { SALE_FACTS } from './home-sales';

type Row = DemoRow<typeof schema>;

// Japanese sale listings 0–23 in English, every third of them in Vietnamese
// too; Vietnamese listings in English and Japanese.

export const homeSaleTranslations: Row[] = listingTranslations(
  SALE_FACTS,
  (f, i) => (f.country === 'VN' ? ['en', 'ja'] : i < 24 ? (i % 3 === 0 ? ['en', 'vi'] : ['en']) : []),
  6_062,
  (listing, texts): Row => ({ home_sale_id: listing, ...texts }),
);

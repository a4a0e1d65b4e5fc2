import type { DemoRecord } from './demo';
import { listingTranslations } from './home-rent-translations';
import { SALE_FACTS } from './home-sales';

// Japanese sale listings 0–23 in English, every third of them in Vietnamese
// too; Vietnamese listings in English and Japanese.

export const homeSaleTranslations: DemoRecord[] = listingTranslations(
  SALE_FACTS,
  'home_sale_id',
  (f, i) => (f.country === 'VN' ? ['en', 'ja'] : i < 24 ? (i % 3 === 0 ? ['en', 'vi'] : ['en']) : []),
  6_062,
);

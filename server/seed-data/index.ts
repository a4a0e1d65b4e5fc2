// Demo records for an empty database, keyed by entity name; one file per entity.
import { apartmentUtilities } from './apartment-utilities';
import { appointments } from './appointments';
import { articleComments } from './article-comments';
import { articles } from './articles';
import { banners } from './banners';
import { contacts } from './contacts';
import { news } from './news';
import { newsComments } from './news-comments';
import { newsTranslations } from './news-translations';
import { qnaComments } from './qna-comments';
import { qnaReports } from './qna-reports';
import { qnas } from './qnas';
import { reports } from './reports';
import { candidateTranslations } from './candidate-translations';
import { candidates } from './candidates';
import { companies } from './companies';
import { companyTranslations } from './company-translations';
import { homeForms } from './home-forms';
import { homeRentComments } from './home-rent-comments';
import { homeRentTranslations } from './home-rent-translations';
import { homeRents } from './home-rents';
import { homeSaleTranslations } from './home-sale-translations';
import { homeSales } from './home-sales';
import { entrySheets } from './entry-sheets';
import { jobApplications } from './job-applications';
import { jobBrokerApplications } from './job-broker-applications';
import { jobComments } from './job-comments';
import { jobTranslations } from './job-translations';
import { jobs } from './jobs';
import { leases } from './leases';
import { polls } from './polls';
import { receipts } from './receipts';
import { requestActives } from './request-actives';
import { reviews } from './reviews';
import { translationRequests } from './translation-requests';
import { translations } from './translations';
import { translatorTranslations } from './translator-translations';
import { translators } from './translators';
import { userAccounts } from './user-accounts';
import { categories } from './categories';
import { cities } from './cities';
import { countries } from './countries';
import { currencies } from './currencies';
import type { DemoRecord } from './demo';
import { departments } from './departments';
import { districts } from './districts';
import { educations } from './educations';
import { homeCategories } from './home-categories';
import { homeCities } from './home-cities';
import { homeDirections } from './home-directions';
import { homePayments } from './home-payments';
import { industries } from './industries';
import { languages } from './languages';
import { majors } from './majors';
import { newsCategories } from './news-categories';
import { occupations } from './occupations';
import { regions } from './regions';
import { rentalObjects } from './rental-objects';
import { reportItems } from './report-items';
import { accessRequests } from './access-requests';
import { surroundingUtilities } from './surrounding-utilities';
import { tags } from './tags';

export type { DemoRecord, IndexRef, Lookup } from './demo';

export const DEMO_DATA: Record<string, DemoRecord[]> = {
  countries,
  cities,
  currencies,
  regions,
  districts,
  home_cities: homeCities,
  rental_objects: rentalObjects,
  apartment_utilities: apartmentUtilities,
  surrounding_utilities: surroundingUtilities,
  home_payments: homePayments,
  home_directions: homeDirections,
  home_categories: homeCategories,
  occupations,
  industries,
  educations,
  departments,
  languages,
  majors,
  categories,
  news_categories: newsCategories,
  tags,
  report_items: reportItems,
  access_requests: accessRequests,
  // accounts, jobs and recruitment (generated; references by position)
  user_accounts: userAccounts,
  companies,
  company_translations: companyTranslations,
  leases,
  candidates,
  candidate_translations: candidateTranslations,
  translators,
  translator_translations: translatorTranslations,
  jobs,
  job_translations: jobTranslations,
  job_comments: jobComments,
  job_applications: jobApplications,
  job_broker_applications: jobBrokerApplications,
  entry_sheets: entrySheets,
  appointments,
  reviews,
  polls,
  request_actives: requestActives,
  translation_requests: translationRequests,
  translations,
  receipts,
  // housing
  home_rents: homeRents,
  home_rent_translations: homeRentTranslations,
  home_rent_comments: homeRentComments,
  home_sales: homeSales,
  home_sale_translations: homeSaleTranslations,
  home_forms: homeForms,
  // content
  articles,
  article_comments: articleComments,
  news,
  news_translations: newsTranslations,
  news_comments: newsComments,
  banners,
  qnas,
  qna_comments: qnaComments,
  qna_reports: qnaReports,
  contacts,
  reports,
};

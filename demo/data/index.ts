// Demo records for an empty database, one file per entity, keyed by the name of the entity's schema; each
// file's rows are typed by that schema (rows.ts).
import type { DemoRecord } from '../../server/seed';
import { candidate } from '../../schemas/accounts/candidate';
import { candidateTranslation } from '../../schemas/accounts/candidate-translation';
import { company } from '../../schemas/accounts/company';
import { companyTranslation } from '../../schemas/accounts/company-translation';
import { lease } from '../../schemas/accounts/lease';
import { translator } from '../../schemas/accounts/translator';
import { translatorTranslation } from '../../schemas/accounts/translator-translation';
import { userAccount } from '../../schemas/accounts/user-account';
import { article } from '../../schemas/content/article';
import { articleComment } from '../../schemas/content/article-comment';
import { banner } from '../../schemas/content/banner';
import { contact } from '../../schemas/content/contact';
import { news as newsSchema } from '../../schemas/content/news';
import { newsComment } from '../../schemas/content/news-comment';
import { newsTranslation } from '../../schemas/content/news-translation';
import { qna } from '../../schemas/content/qna';
import { qnaComment } from '../../schemas/content/qna-comment';
import { qnaReport } from '../../schemas/content/qna-report';
import { report } from '../../schemas/content/report';
import { homeForm } from '../../schemas/housing/home-form';
import { homeRent } from '../../schemas/housing/home-rent';
import { homeRentComment } from '../../schemas/housing/home-rent-comment';
import { homeRentTranslation } from '../../schemas/housing/home-rent-translation';
import { homeSale } from '../../schemas/housing/home-sale';
import { homeSaleTranslation } from '../../schemas/housing/home-sale-translation';
import { appointment } from '../../schemas/jobs/appointment';
import { entrySheet } from '../../schemas/jobs/entry-sheet';
import { job } from '../../schemas/jobs/job';
import { jobApplication } from '../../schemas/jobs/job-application';
import { jobBrokerApplication } from '../../schemas/jobs/job-broker-application';
import { jobComment } from '../../schemas/jobs/job-comment';
import { jobTranslation } from '../../schemas/jobs/job-translation';
import { poll } from '../../schemas/jobs/poll';
import { review } from '../../schemas/jobs/review';
import { apartmentUtility } from '../../schemas/masters/apartment-utility';
import { category } from '../../schemas/masters/category';
import { city } from '../../schemas/masters/city';
import { country } from '../../schemas/masters/country';
import { currency } from '../../schemas/masters/currency';
import { department } from '../../schemas/masters/department';
import { district } from '../../schemas/masters/district';
import { education } from '../../schemas/masters/education';
import { homeCategory } from '../../schemas/masters/home-category';
import { homeCity } from '../../schemas/masters/home-city';
import { homeDirection } from '../../schemas/masters/home-direction';
import { homePayment } from '../../schemas/masters/home-payment';
import { industry } from '../../schemas/masters/industry';
import { language } from '../../schemas/masters/language';
import { major } from '../../schemas/masters/major';
import { newsCategory } from '../../schemas/masters/news-category';
import { occupation } from '../../schemas/masters/occupation';
import { region } from '../../schemas/masters/region';
import { rentalObject } from '../../schemas/masters/rental-object';
import { reportItem } from '../../schemas/masters/report-item';
import { surroundingUtility } from '../../schemas/masters/surrounding-utility';
import { tag } from '../../schemas/masters/tag';
import { receipt } from '../../schemas/requests/receipt';
import { requestActive } from '../../schemas/requests/request-active';
import { translation } from '../../schemas/requests/translation';
import { translationRequest } from '../../schemas/requests/translation-request';
import { accessRequest } from '../../schemas/settings/access-request';
import { rowsOf } from '../rows';
import { accessRequests } from './access-requests';
import { apartmentUtilities } from './apartment-utilities';
import { appointments } from './appointments';
import { articleComments } from './article-comments';
import { articles } from './articles';
import { banners } from './banners';
import { candidateTranslations } from './candidate-translations';
import { candidates } from './candidates';
import { categories } from './categories';
import { cities } from './cities';
import { companies } from './companies';
import { companyTranslations } from './company-translations';
import { contacts } from './contacts';
import { countries } from './countries';
import { currencies } from './currencies';
import { departments } from './departments';
import { districts } from './districts';
import { educations } from './educations';
import { entrySheets } from './entry-sheets';
import { homeCategories } from './home-categories';
import { homeCities } from './home-cities';
import { homeDirections } from './home-directions';
import { homeForms } from './home-forms';
import { homePayments } from './home-payments';
import { homeRentComments } from './home-rent-comments';
import { homeRentTranslations } from './home-rent-translations';
import { homeRents } from './home-rents';
import { homeSaleTranslations } from './home-sale-translations';
import { homeSales } from './home-sales';
import { industries } from './industries';
import { jobApplications } from './job-applications';
import { jobBrokerApplications } from './job-broker-applications';
import { jobComments } from './job-comments';
import { jobTranslations } from './job-translations';
import { jobs } from './jobs';
import { languages } from './languages';
import { leases } from './leases';
import { majors } from './majors';
import { news } from './news';
import { newsCategories } from './news-categories';
import { newsComments } from './news-comments';
import { newsTranslations } from './news-translations';
import { occupations } from './occupations';
import { polls } from './polls';
import { qnaComments } from './qna-comments';
import { qnaReports } from './qna-reports';
import { qnas } from './qnas';
import { receipts } from './receipts';
import { regions } from './regions';
import { rentalObjects } from './rental-objects';
import { reportItems } from './report-items';
import { reports } from './reports';
import { requestActives } from './request-actives';
import { reviews } from './reviews';
import { surroundingUtilities } from './surrounding-utilities';
import { tags } from './tags';
import { translationRequests } from './translation-requests';
import { translations } from './translations';
import { translatorTranslations } from './translator-translations';
import { translators } from './translators';
import { userAccounts } from './user-accounts';

export const DEMO_DATA: Record<string, DemoRecord[]> = Object.fromEntries([
  rowsOf(country, countries),
  rowsOf(city, cities),
  rowsOf(currency, currencies),
  rowsOf(region, regions),
  rowsOf(district, districts),
  rowsOf(homeCity, homeCities),
  rowsOf(rentalObject, rentalObjects),
  rowsOf(apartmentUtility, apartmentUtilities),
  rowsOf(surroundingUtility, surroundingUtilities),
  rowsOf(homePayment, homePayments),
  rowsOf(homeDirection, homeDirections),
  rowsOf(homeCategory, homeCategories),
  rowsOf(occupation, occupations),
  rowsOf(industry, industries),
  rowsOf(education, educations),
  rowsOf(department, departments),
  rowsOf(language, languages),
  rowsOf(major, majors),
  rowsOf(category, categories),
  rowsOf(newsCategory, newsCategories),
  rowsOf(tag, tags),
  rowsOf(reportItem, reportItems),
  rowsOf(accessRequest, accessRequests),
  // accounts, jobs and recruitment (generated; references by position)
  rowsOf(userAccount, userAccounts),
  rowsOf(company, companies),
  rowsOf(companyTranslation, companyTranslations),
  rowsOf(lease, leases),
  rowsOf(candidate, candidates),
  rowsOf(candidateTranslation, candidateTranslations),
  rowsOf(translator, translators),
  rowsOf(translatorTranslation, translatorTranslations),
  rowsOf(job, jobs),
  rowsOf(jobTranslation, jobTranslations),
  rowsOf(jobComment, jobComments),
  rowsOf(jobApplication, jobApplications),
  rowsOf(jobBrokerApplication, jobBrokerApplications),
  rowsOf(entrySheet, entrySheets),
  rowsOf(appointment, appointments),
  rowsOf(review, reviews),
  rowsOf(poll, polls),
  rowsOf(requestActive, requestActives),
  rowsOf(translationRequest, translationRequests),
  rowsOf(translation, translations),
  rowsOf(receipt, receipts),
  // housing
  rowsOf(homeRent, homeRents),
  rowsOf(homeRentTranslation, homeRentTranslations),
  rowsOf(homeRentComment, homeRentComments),
  rowsOf(homeSale, homeSales),
  rowsOf(homeSaleTranslation, homeSaleTranslations),
  rowsOf(homeForm, homeForms),
  // content
  rowsOf(article, articles),
  rowsOf(articleComment, articleComments),
  rowsOf(newsSchema, news),
  rowsOf(newsTranslation, newsTranslations),
  rowsOf(newsComment, newsComments),
  rowsOf(banner, banners),
  rowsOf(qna, qnas),
  rowsOf(qnaComment, qnaComments),
  rowsOf(qnaReport, qnaReports),
  rowsOf(contact, contacts),
  rowsOf(report, reports),
]);

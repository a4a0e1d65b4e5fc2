// The registry: every entity the engine knows, in one explicit list. The
// order is the sidebar order within a menu group (masters: the order of the
// spec's Masters menu, then districts and majors).
import type { EntitySchema } from '../src/engine/schema';
import { candidate } from './accounts/candidate';
import { candidateTranslation } from './accounts/candidate-translation';
import { brokerCompany, company } from './accounts/company';
import { companyTranslation } from './accounts/company-translation';
import { lease } from './accounts/lease';
import { translator } from './accounts/translator';
import { translatorTranslation } from './accounts/translator-translation';
import { userAccount } from './accounts/user-account';
import { appointment } from './jobs/appointment';
import { entrySheet } from './jobs/entry-sheet';
import { job } from './jobs/job';
import { jobApplication } from './jobs/job-application';
import { jobBrokerApplication } from './jobs/job-broker-application';
import { jobComment } from './jobs/job-comment';
import { jobTranslation } from './jobs/job-translation';
import { poll } from './jobs/poll';
import { review } from './jobs/review';
import { homeForm } from './housing/home-form';
import { homeRent } from './housing/home-rent';
import { homeRentComment } from './housing/home-rent-comment';
import { homeRentTranslation } from './housing/home-rent-translation';
import { homeSale } from './housing/home-sale';
import { homeSaleTranslation } from './housing/home-sale-translation';
import { article } from './content/article';
import { articleComment } from './content/article-comment';
import { banner } from './content/banner';
import { contact } from './content/contact';
import { news } from './content/news';
import { newsComment } from './content/news-comment';
import { newsTranslation } from './content/news-translation';
import { qna, reportedQna } from './content/qna';
import { qnaComment } from './content/qna-comment';
import { qnaReport } from './content/qna-report';
import { report } from './content/report';
import { receipt } from './requests/receipt';
import { requestActive } from './requests/request-active';
import { translation } from './requests/translation';
import { translationRequest } from './requests/translation-request';
import { apartmentUtility } from './masters/apartment-utility';
import { category } from './masters/category';
import { city } from './masters/city';
import { country } from './masters/country';
import { currency } from './masters/currency';
import { department } from './masters/department';
import { district } from './masters/district';
import { education } from './masters/education';
import { homeCategory } from './masters/home-category';
import { homeCity } from './masters/home-city';
import { homeDirection } from './masters/home-direction';
import { homePayment } from './masters/home-payment';
import { industry } from './masters/industry';
import { language } from './masters/language';
import { major } from './masters/major';
import { newsCategory } from './masters/news-category';
import { occupation } from './masters/occupation';
import { region } from './masters/region';
import { rentalObject } from './masters/rental-object';
import { reportItem } from './masters/report-item';
import { surroundingUtility } from './masters/surrounding-utility';
import { tag } from './masters/tag';
import { setting } from './settings/setting';
import { permission } from './settings/permission';
import { moderator } from './settings/moderator';
import { session } from './settings/session';
import { accessRequest } from './settings/access-request';
import { defineAuditLog } from '../src/engine/auditLog';

/** Every write through the API, under Setting after the sessions, for holders of the AUDIT right. */
const { schema: auditLog, auditing } = defineAuditLog({
  name: 'audit_log',
  path: 'admin/audit_log',
  route: 'setting/audit-log',
  permission: 'SETTING_MODERATOR.AUDIT',
  menu: { group: 'settings', icon: 'manage_history' },
  accounts: 'moderators',
});

export const schemas: readonly EntitySchema[] = [
  // accounts: the spec's Account management menu, then the requests about accounts
  userAccount,
  company,
  brokerCompany,
  lease,
  candidate,
  translator,
  requestActive,
  // jobs and recruitment
  job,
  jobApplication,
  jobBrokerApplication,
  translationRequest,
  receipt,
  // reached from the records above (menu: false)
  companyTranslation,
  candidateTranslation,
  translatorTranslation,
  jobTranslation,
  jobComment,
  entrySheet,
  appointment,
  review,
  poll,
  translation,
  // housing
  homeRent,
  homeSale,
  homeForm,
  homeRentTranslation,
  homeRentComment,
  homeSaleTranslation,
  // content
  article,
  news,
  banner,
  qna,
  reportedQna,
  contact,
  report,
  articleComment,
  newsTranslation,
  newsComment,
  qnaComment,
  qnaReport,
  // settings
  permission,
  moderator,
  session,
  auditLog,
  setting,
  accessRequest,
  // masters
  city,
  homeCity,
  rentalObject,
  apartmentUtility,
  surroundingUtility,
  homePayment,
  homeDirection,
  occupation,
  industry,
  education,
  country,
  region,
  department,
  language,
  currency,
  category,
  homeCategory,
  tag,
  reportItem,
  newsCategory,
  district,
  major,
];

auditing(schemas);

export function findSchema(name: string): EntitySchema | undefined {
  return schemas.find((s) => s.name === name);
}

import { date, defineEntity, email, longText, money, reference, select, text, textList } from '../../src/engine/schema';
import { phoneNumber } from './user-account';
import { activationActions, profileStatus } from '../fields';

/** Japanese-Language Proficiency Test levels, N1 the highest. */
export const JAPANESE_LEVELS = ['N1', 'N2', 'N3', 'N4', 'N5', 'none'] as const;

/**
 * Candidates: foreign job seekers (mostly Vietnamese) looking for work in
 * Japan. The profile is in the candidate's own language; Japanese and other
 * versions live in candidate_translations.
 */
export const candidate = defineEntity({
  name: 'candidates',
  path: 'admin/candidates',
  route: 'accountManage/candidateManage',
  permission: 'CANDIDATES',
  notify: { created: { type: 'ADMIN', content: 'CANDIDATE_JOINED' } },
  menu: { group: 'accounts', icon: 'groups', key: 'a' },
  fields: {
    /** Full name as in the passport, e.g. Nguyễn Văn An. */
    full_name: text({ required: true, max: 100 }),
    /** The name in katakana, as Japanese employers write it, e.g. グエン・ヴァン・アン. */
    full_name_kana: text({
      max: 100,
      pattern: {
        regex: '^[\\u30A1-\\u30FA\\u30FB\\u30FC\\u3000 ]+$',
        message: 'resources.candidates.patterns.full_name_kana',
      },
      helperText: 'resources.candidates.hints.full_name_kana',
    }),
    /** The login the candidate uses on the marketplace. */
    account_id: reference('user_accounts', { unique: true }),
    gender: select(['female', 'male', 'other'] as const),
    birth_date: date(),
    /** Citizenship, as in the passport. */
    nationality_id: reference('countries'),
    /** Where the candidate lives now (in Japan or at home). */
    city_id: reference('cities'),
    /** Highest education completed. */
    education_id: reference('educations'),
    /** Field of study of that education. */
    major_id: reference('majors'),
    /** The occupation the candidate wants (a specific occupation). */
    occupation_id: reference('occupations'),
    /** JLPT level passed; none when the candidate holds no certificate. */
    japanese_level: select(JAPANESE_LEVELS),
    /** Languages the candidate speaks, e.g. Vietnamese, English. */
    languages: textList({ maxItems: 10, max: 50 }),
    /** Skills and licences, one per item, e.g. Forklift licence. */
    skills: textList({ maxItems: 30, max: 100 }),
    /** Current residence status in Japan; none for candidates living abroad. */
    visa_status: select([
      'none',
      'technical_intern',
      'specified_skilled_1',
      'specified_skilled_2',
      'engineer_specialist',
      'student',
      'permanent_resident',
    ] as const),
    /** Last day of the current residence status. */
    visa_expires_on: date(),
    phone: phoneNumber('candidates'),
    /** Contact address (may differ from the login's). */
    email: email(),
    /** Monthly salary the candidate hopes for, before tax. */
    desired_salary: money({ currency: 'currency_id' }),
    /** Currency of the desired salary. */
    currency_id: reference('currencies'),
    /** First day the candidate can start work. */
    available_from: date(),
    /** The candidate's own introduction, in their language. */
    self_introduction: longText({ max: 10_000 }),
    /** Pending until the marketplace team checks the profile; inactive hides it from employers. */
    status: profileStatus(),
  },
  recordTitle: 'full_name',
  search: ['full_name', 'full_name_kana', 'email', 'phone'],
  list: {
    columns: ['id', 'full_name', 'nationality_id', 'occupation_id', 'japanese_level', 'status', 'created_at'],
    sort: '-created_at',
    filters: [
      'status',
      'nationality_id',
      'city_id',
      'occupation_id',
      'japanese_level',
      'visa_status',
      'gender',
      'education_id',
      'major_id',
    ],
    secondary: 'occupation_id',
  },
  actions: activationActions('admin/candidates'),
  translatedBy: { entity: 'candidate_translations', field: 'candidate_id', fallback: 'ja' },
  subPages: [
    { path: 'appointment', kind: 'related', entity: 'appointments', field: 'candidate_id' },
    { path: 'article', kind: 'related', entity: 'articles', field: 'candidate_id' },
    { path: 'candidateTranslation', kind: 'related', entity: 'candidate_translations', field: 'candidate_id' },
    { path: 'detailTranslation', kind: 'translation' },
    { path: 'entrySheet', kind: 'related', entity: 'entry_sheets', field: 'candidate_id' },
    { path: 'jobApplication', kind: 'related', entity: 'job_applications', field: 'candidate_id' },
    { path: 'Poll', kind: 'related', entity: 'polls', field: 'candidate_id' },
    { path: 'translation', kind: 'related', entity: 'translations', field: 'candidate_id' },
  ],
});

// What the dashboard shows, declared once: each tile counts the records of a
// list filter and links to that list; each chart counts groups or days
// through GET <entity path>/stats. An entry shows only when its entity is
// registered and the admin holds VIEW on its function type.

/** A figure: how many records of `entity` the filter holds (i18n: app.dashboard.tiles.<key>). */
export interface TileDefinition {
  key: string;
  /** Entity name (schemas' `name`). */
  entity: string;
  /** The list filter, as the list page's URL carries it; `now` is the page's opening time. */
  filter: (now: Date) => Record<string, string>;
  /** An icon name of src/layout/icons.ts. */
  icon: string;
}

/** Counts per value of a select, reference or boolean field. */
export interface GroupChartDefinition {
  key: string;
  entity: string;
  kind: 'group';
  field: string;
  display: 'bar' | 'pie';
  /** The biggest groups shown (the server's default: 20). */
  limit?: number;
  filter?: Record<string, string>;
}

/** Counts per day of a date or timestamp field, over the last `days` days. */
export interface DayChartDefinition {
  key: string;
  entity: string;
  kind: 'perDay';
  field: string;
  days: number;
  filter?: Record<string, string>;
}

/** A chart (i18n: app.dashboard.charts.<key>). */
export type ChartDefinition = GroupChartDefinition | DayChartDefinition;

/** Where the labels live: <prefix><key>. */
export const TILE_LABELS = 'app.dashboard.tiles.';
export const CHART_LABELS = 'app.dashboard.charts.';
export const RECENT_LABELS = 'app.dashboard.recent.';

/**
 * The last `days` days up to the day of `now` (YYYY-MM-DD, in the browser's zone unless told): a day
 * chart's range, and a tile's that counts the same days, so that the two agree.
 */
export function lastDays(now: Date, days: number, timeZone?: string): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    now,
  );
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}

export const DASHBOARD_TILES: readonly TileDefinition[] = [
  { key: 'open_jobs', entity: 'jobs', filter: () => ({ status: 'active' }), icon: 'work' },
  // By the day of the application, as the applications-per-day chart counts them (not the day it was entered).
  {
    key: 'applications_week',
    entity: 'job_applications',
    filter: (now) => ({ applied_on_gte: lastDays(now, 7).from }),
    icon: 'forum',
  },
  {
    key: 'pending_receipts',
    entity: 'receipts',
    filter: () => ({ status: 'pending' }),
    icon: 'account_balance_wallet',
  },
  { key: 'pending_activations', entity: 'request_actives', filter: () => ({ status: 'pending' }), icon: 'groups' },
  { key: 'pending_articles', entity: 'articles', filter: () => ({ status: 'pending' }), icon: 'newspaper' },
  { key: 'published_listings', entity: 'home_rents', filter: () => ({ status: 'published' }), icon: 'home_work' },
  {
    key: 'pending_access_requests',
    entity: 'access_requests',
    filter: () => ({ status: 'pending' }),
    icon: 'settings',
  },
];

/** The dashboard's charts. */
export const DASHBOARD_CHARTS: readonly ChartDefinition[] = [
  { key: 'applications_per_day', entity: 'job_applications', kind: 'perDay', field: 'applied_on', days: 30 },
  { key: 'jobs_by_status', entity: 'jobs', kind: 'group', field: 'status', display: 'pie' },
  { key: 'listings_by_city', entity: 'home_rents', kind: 'group', field: 'home_city_id', display: 'bar', limit: 10 },
];

/** The /Charts page: the dashboard's charts and a few more. */
export const CHARTS_PAGE_CHARTS: readonly ChartDefinition[] = [
  ...DASHBOARD_CHARTS,
  { key: 'applications_by_status', entity: 'job_applications', kind: 'group', field: 'status', display: 'pie' },
  { key: 'jobs_by_employment_type', entity: 'jobs', kind: 'group', field: 'employment_type', display: 'bar' },
  { key: 'jobs_by_city', entity: 'jobs', kind: 'group', field: 'city_id', display: 'bar', limit: 10 },
  { key: 'articles_by_language', entity: 'articles', kind: 'group', field: 'language_code', display: 'pie' },
  { key: 'receipts_by_purpose', entity: 'receipts', kind: 'group', field: 'purpose', display: 'bar' },
];

/** Recent records, newest first (i18n: app.dashboard.recent.<key>), on the /Widgets page. */
export interface RecentDefinition {
  key: string;
  entity: string;
  filter?: Record<string, string>;
  /** How many rows. */
  size: number;
}

export const RECENT_WIDGETS: readonly RecentDefinition[] = [
  { key: 'applications', entity: 'job_applications', size: 5 },
  { key: 'articles_pending', entity: 'articles', filter: { status: 'pending' }, size: 5 },
  { key: 'jobs', entity: 'jobs', size: 5 },
  { key: 'receipts_pending', entity: 'receipts', filter: { status: 'pending' }, size: 5 },
];

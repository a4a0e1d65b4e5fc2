// Charts of the data, from GET <entity path>/stats: counts per group (a pie or
// bars) and per day (bars). Loaded on demand (React.lazy) so the charts
// library stays out of the first load. A click on a bar or a slice opens the
// list of those records.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useBasename, useGetMany, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { KINDS, targetOf } from '../../engine/kinds';
import { can, type Grants } from '../../engine/permissions';
import type { EntitySchema } from '../../engine/schema';
import { useLookup } from '../../engine/ui/lookups';
import { bareId, choiceLabel, recordTitle, useSchemaRegistry } from '../../engine/ui/registry';
import { COLORS } from '../../layout/theme';
import {
  CHART_LABELS,
  lastDays,
  type ChartDefinition,
  type DayChartDefinition,
  type GroupChartDefinition,
} from './config';
import { chartGridSx } from './layout';
import { listHref, localTimeZone, useStats, useVisibleEntries, type DayCount, type GroupCount } from './data';

const CHART_HEIGHT = 260;
/** Narrower than this, axes and labels leave no room to draw in. */
const MIN_CHART_WIDTH = 160;
/** Navy and lavender first, then colours that stay apart from them. */
const DAY_PALETTE = [
  COLORS.navy,
  '#6c63c9',
  '#2e7d32',
  '#a04500',
  '#0277bd',
  '#c62828',
  '#8d6e63',
  '#00838f',
  '#ad1457',
  '#558b2f',
];
/** The same hues, light enough to stand out on the dark theme's cards. */
const NIGHT_PALETTE = [
  '#b9c1f2',
  '#b3acf0',
  '#81c784',
  '#ffb74d',
  '#4fc3f7',
  '#e57373',
  '#bcaaa4',
  '#4dd0e1',
  '#f06292',
  '#aed581',
];

/** The charts' colours in the theme shown. */
const usePalette = () => (useTheme().palette.mode === 'dark' ? NIGHT_PALETTE : DAY_PALETTE);

function ChartCard({ definition, children }: { definition: ChartDefinition; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-chart={definition.key} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {translate(`${CHART_LABELS}${definition.key}`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The three states every chart has before its data: loading, failed (with a retry) and empty. */
function ChartState({
  isPending,
  error,
  empty,
  retry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  retry: () => void;
  children: () => ReactNode;
}) {
  const translate = useTranslate();
  if (isPending)
    return (
      <Skeleton
        variant="rounded"
        height={CHART_HEIGHT}
        role="progressbar"
        aria-label={translate('ra.page.loading')}
        data-state="loading"
      />
    );
  if (error) {
    return (
      <Alert
        severity="error"
        data-state="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('app.dashboard.retry')}
          </Button>
        }
      >
        {translate('app.dashboard.load_failed')}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }} data-state="empty">
        <Typography color="text.secondary">{translate('app.dashboard.no_data')}</Typography>
      </Box>
    );
  }
  return <Box data-state="ready">{children()}</Box>;
}

/**
 * The chart at the width its card has, drawn once that width is known: a
 * chart measuring itself can draw a first frame at width 0, whose plot area
 * (the width less the axes) is negative, which the browser reports as an error.
 */
function Measured({ children }: { children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} sx={{ minWidth: 0, height: CHART_HEIGHT }}>
      {width >= MIN_CHART_WIDTH ? children(width) : null}
    </Box>
  );
}

/**
 * Names of the groups' values (the field kind's group keys): choices in the interface language, a flag's
 * true and false as yes and no, referenced records by their title.
 */
function useGroupLabels(
  schema: EntitySchema,
  fieldName: string,
  groups: readonly GroupCount[],
): (value: GroupCount['value']) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const registry = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  const field = schema.fields[fieldName];
  const named = field && targetOf(field);
  const target = named && !named.many ? registry.find(named.entity) : undefined;
  // Lookups come whole from the session cache; other records by id, only when the admin may read them.
  const lookupRows = useLookup(target?.lookup ? target : undefined);
  const readable = !!target && !target.lookup && can(permissions ?? {}, target.permission, 'VIEW');
  const ids = groups.map((g) => g.value).filter((v): v is number => typeof v === 'number');
  const { data: fetched } = useGetMany(target?.route ?? '', { ids }, { enabled: readable && ids.length > 0 });
  return (value) => {
    if (value === null || value === undefined) return translate('app.dashboard.not_set');
    if (field && KINDS[field.kind].choices)
      return translate(choiceLabel(schema, fieldName, value), { _: String(value) });
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (target) {
      const record = (target.lookup ? lookupRows : fetched)?.find((r) => String(r.id) === String(value));
      if (record) return recordTitle(target, record, locale);
    }
    return bareId(value);
  };
}

function GroupChart({ definition, schema }: { definition: GroupChartDefinition; schema: EntitySchema }) {
  const translate = useTranslate();
  const palette = usePalette();
  const basename = useBasename();
  const navigate = useNavigate();
  const params = {
    group: definition.field,
    ...(definition.limit && { limit: definition.limit }),
    ...definition.filter,
  };
  const { data = [], isPending, error, refetch } = useStats<GroupCount>(schema, params);
  const labelOf = useGroupLabels(schema, definition.field, data);
  const open = (index: number) => {
    const group = data[index];
    // Records without a value cannot be asked for by a list filter.
    if (group && group.value !== null)
      navigate(listHref(basename, schema, { ...definition.filter, [definition.field]: group.value }));
  };
  const seriesLabel = translate('app.dashboard.count');
  return (
    <ChartCard definition={definition}>
      <ChartState isPending={isPending} error={error} empty={!data.length} retry={() => void refetch()}>
        {() => (
          <Measured>
            {(width) =>
              definition.display === 'pie' ? (
                // No width: the pie takes what its legend leaves (a width would be the pie's alone, and
                // push the legend out of the card).
                <PieChart
                  height={CHART_HEIGHT}
                  colors={palette}
                  series={[
                    {
                      data: data.map((g, i) => ({ id: i, value: g.count, label: labelOf(g.value) })),
                      innerRadius: 50,
                      paddingAngle: 1,
                      cornerRadius: 3,
                    },
                  ]}
                  onItemClick={(_event, item) => open(item.dataIndex)}
                  slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
                  localeText={{ noData: translate('app.dashboard.no_data'), loading: translate('ra.page.loading') }}
                />
              ) : (
                <BarChart
                  width={width}
                  height={CHART_HEIGHT}
                  colors={palette}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: data.map((g) => labelOf(g.value)), width: 110 }]}
                  series={[{ data: data.map((g) => g.count), label: seriesLabel }]}
                  hideLegend
                  onItemClick={(_event, item) => open(item.dataIndex)}
                  localeText={{ noData: translate('app.dashboard.no_data'), loading: translate('ra.page.loading') }}
                />
              )
            }
          </Measured>
        )}
      </ChartState>
    </ChartCard>
  );
}

function DayChart({ definition, schema }: { definition: DayChartDefinition; schema: EntitySchema }) {
  const translate = useTranslate();
  const palette = usePalette();
  const basename = useBasename();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const params = { per: 'day', field: definition.field, tz: localTimeZone(), ...definition.filter };
  // The last `days` days up to today; the server fills the empty ones.
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useStats<DayCount>(schema, { ...params, ...lastDays(new Date(), definition.days) });
  const short = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const open = (index: number) => {
    const day = data[index]?.day;
    if (day)
      navigate(
        listHref(basename, schema, {
          ...definition.filter,
          [`${definition.field}_gte`]: day,
          [`${definition.field}_lte`]: day,
        }),
      );
  };
  return (
    <ChartCard definition={definition}>
      <ChartState
        isPending={isPending}
        error={error}
        empty={!data.some((d) => d.count > 0)}
        retry={() => void refetch()}
      >
        {() => (
          <Measured>
            {(width) => (
              <BarChart
                width={width}
                height={CHART_HEIGHT}
                colors={palette}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: data.map((d) => d.day),
                    valueFormatter: (day: string, context) =>
                      context.location === 'tick' ? short.format(dayDate(day)) : long.format(dayDate(day)),
                    tickLabelMinGap: 12,
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[{ data: data.map((d) => d.count), label: translate('app.dashboard.count') }]}
                hideLegend
                onItemClick={(_event, item) => open(item.dataIndex)}
                localeText={{ noData: translate('app.dashboard.no_data'), loading: translate('ra.page.loading') }}
              />
            )}
          </Measured>
        )}
      </ChartState>
    </ChartCard>
  );
}

export function StatsChart({ definition, schema }: { definition: ChartDefinition; schema: EntitySchema }) {
  return definition.kind === 'group' ? (
    <GroupChart definition={definition} schema={schema} />
  ) : (
    <DayChart definition={definition} schema={schema} />
  );
}

/** The charts of the list the admin may see, in a grid. */
export default function ChartGrid({ charts }: { charts: readonly ChartDefinition[] }) {
  const visible = useVisibleEntries(charts);
  if (!visible?.length) return null;
  return (
    <Box sx={chartGridSx} data-testid="dashboard-charts">
      {visible.map(({ definition, schema }) => (
        <StatsChart key={definition.key} definition={definition} schema={schema} />
      ))}
    </Box>
  );
}

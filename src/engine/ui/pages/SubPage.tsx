// A page under a record (schema.subPages), at /{route}/{id}/{path}:
// - related: the records of another entity that belong to this one, as a
//   list with its filters, export and a "create" that starts from this record;
// - translation: the record's texts in a chosen language (from its
//   translatedBy entity), saying when they come from the fallback language.
import { useState } from 'react';
import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button, CreateButton, LinkBase, ListBase, ListToolbar, Pagination, RecordContextProvider, Show, Title, TopToolbar, useCanAccess, useGetOne,
  useLocaleState, useRecordContext, useTranslate,
} from 'react-admin';
import { LOCALE_CODES } from '../../locales';
import type { EntitySchema, SubPageDefinition } from '../../schema';
import { listFilters } from '../columns';
import { ExportCsvButton } from '../ExportCsvButton';
import { PageActions, useDocumentTitle, useEntityName } from '../PageChrome';
import { recordPath, useRecordHref } from '../paths';
import { RecordFields } from '../RecordFields';
import { RecordTabs } from '../RecordTabs';
import { RecordTitle } from '../RecordTitle';
import { recordTitle, useSchemaRegistry } from '../registry';
import { LIST_PAGE_SIZE, parseSort, RecordRows } from './ListPage';

type Related = Extract<SubPageDefinition, { kind: 'related' }>;

function useTarget(name: string): EntitySchema {
  const target = useSchemaRegistry().find(name);
  if (!target) throw new Error(`Unknown entity in a sub-page: ${name}`);
  return target;
}

/** Without a record (`all`), the list of the page's `withoutRecord` scope. */
function RelatedList({ schema, page, all = false }: { schema: EntitySchema; page: Related; all?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const target = useTarget(page.entity);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: target.route });
  // The server reads <field>=id, or <field>.<through>=id two steps away.
  const key = page.through ? `${page.field}.${page.through}` : page.field;
  const filter = all || !record ? { scope: page.withoutRecord } : { [key]: record.id };
  const shown = page.columns ? { ...target, list: { ...target.list, columns: page.columns as EntitySchema['list']['columns'] } } : target;
  const filters = listFilters(target, translate).filter((filter) => (filter.props as { source?: string }).source !== page.field);
  return (
    <ListBase
      resource={target.route}
      filter={filter}
      sort={parseSort(target.list.sort)}
      perPage={LIST_PAGE_SIZE}
      disableSyncWithLocation
      storeKey={`${schema.route}.${page.path}`}
    >
      <Card>
        <Box sx={{ px: 2 }}>
          <ListToolbar
            filters={filters}
            actions={
              <TopToolbar>
                {/* A new record starts out belonging to this one. */}
                {target.views.create && !page.through && record && canCreate ? <CreateButton resource={target.route} state={{ record: { [page.field]: record.id } }} /> : null}
                <ExportCsvButton schema={target} />
              </TopToolbar>
            }
          />
        </Box>
        <RecordRows schema={shown} omit={page.through || !record ? undefined : page.field} empty={<Alert severity="info" sx={{ m: 2 }}>{translate('ra.navigation.no_results')}</Alert>} />
        <Pagination rowsPerPageOptions={[LIST_PAGE_SIZE, 50, 100]} />
      </Card>
    </ListBase>
  );
}

function TranslationView({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext()!;
  const translate = useTranslate();
  const href = useRecordHref();
  const [locale] = useLocaleState();
  const [language, setLanguage] = useState(locale);
  const by = schema.translatedBy!;
  const target = useTarget(by.entity);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: target.route });
  const { data, isPending, error } = useGetOne(schema.route, { id: record.id, meta: { language } });
  const translation = data?.translation as Record<string, unknown> | null | undefined;
  const shownIn = data?.translation_language as string | null | undefined;
  return (
    <Card>
      <Tabs value={language} onChange={(_, value: string) => setLanguage(value)} aria-label={translate('app.translation.language')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        {LOCALE_CODES.map((code) => (
          <Tab key={code} value={code} label={translate(`languages.${code}`)} />
        ))}
      </Tabs>
      {isPending ? null : error ? (
        <Alert severity="error" sx={{ m: 2 }}>{translate('ra.notification.http_error')}</Alert>
      ) : !translation ? (
        // No text in that language nor the fallback: the record's own texts, as they were entered.
        <RecordContextProvider value={record}>
          <Alert severity="info" sx={{ m: 2 }}>{translate('app.translation.none', { language: translate(`languages.${language}`) })}</Alert>
          <RecordFields schema={target} omit={Object.keys(target.fields).filter((name) => !(name in record) || name === by.field)} />
        </RecordContextProvider>
      ) : (
        <RecordContextProvider value={translation}>
          {shownIn !== language ? (
            <Alert severity="warning" sx={{ m: 2 }}>
              {translate('app.translation.fallback', { language: translate(`languages.${language}`), fallback: translate(`languages.${shownIn}`) })}
            </Alert>
          ) : null}
          <RecordFields schema={target} omit={[by.field]} />
          {canEdit ? (
            <Box sx={{ px: 2, pb: 2 }}>
              <Button component={LinkBase} to={href(target, translation.id as string, 'update')} label="app.translation.edit">
                <EditIcon />
              </Button>
            </Box>
          ) : null}
        </RecordContextProvider>
      )}
    </Card>
  );
}

function SubPageBody({ schema, page }: { schema: EntitySchema; page: SubPageDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entity = useEntityName(schema);
  const pageName = translate(`resources.${schema.name}.pages.${page.path}`);
  const title = record ? recordTitle(schema, record, locale) : undefined;
  useDocumentTitle([title ? `${pageName}: ${title}` : pageName, entity]);
  if (!record) return null;
  return (
    <>
      <PageActions crumbs={[{ label: entity, to: `/${schema.route}` }, { label: title ?? '', to: recordPath(schema, record.id) }, { label: pageName }]} />
      <RecordTabs schema={schema} current={page.path} />
      {page.kind === 'related' ? <RelatedList schema={schema} page={page} /> : <TranslationView schema={schema} />}
    </>
  );
}

/** A related page without a record: every record of its scope, e.g. /job-broker-application/entrySheet. */
function ScopePage({ schema, page }: { schema: EntitySchema; page: Related }) {
  const translate = useTranslate();
  const entity = useEntityName(schema);
  const pageName = translate(`resources.${schema.name}.pages.${page.path}`);
  useDocumentTitle([pageName, entity]);
  return (
    <>
      <Title title={pageName} />
      <PageActions crumbs={[{ label: entity, to: `/${schema.route}` }, { label: pageName }]} />
      <RelatedList schema={schema} page={page} all />
    </>
  );
}

export default function SubPage({ schema, page, all = false }: { schema: EntitySchema; page: SubPageDefinition; all?: boolean }) {
  const translate = useTranslate();
  if (all && page.kind === 'related') return <ScopePage schema={schema} page={page} />;
  return (
    <Show resource={schema.route} title={<RecordTitle schema={schema} prefix={translate(`resources.${schema.name}.pages.${page.path}`)} />} actions={false} component="div">
      <SubPageBody schema={schema} page={page} />
    </Show>
  );
}

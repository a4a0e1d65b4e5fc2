// A page under a record (schema.subPages), at /{route}/{id}/{path}:
// - related: the records of another entity that belong to this one, as a
//   list with its filters, export and a "create" that starts from this record;
// - translation: the record's texts in a chosen language (from its
//   translatedBy entity), saying when they come from the fallback language;
// - create: a new record of another entity that belongs to this one;
// - edit: one of the records of another entity that belong to this one,
//   chosen by a select field (e.g. the translation in one language).
import { useState } from 'react';
import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  CreateBase,
  CreateButton,
  EditBase,
  LinkBase,
  ListBase,
  ListToolbar,
  RecordContextProvider,
  Show,
  SimpleForm,
  Title,
  TopToolbar,
  useCanAccess,
  useGetList,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { KINDS, type Field } from '../../kinds';
import { LOCALE_CODES } from '../../locales';
import {
  childListSchema,
  type EntitySchema,
  type RelatedFormPage,
  type RelatedPage,
  type SubPageDefinition,
} from '../../schema';
import { listFilters } from '../columns';
import { formInputs } from '../formInputs';
import { ExportCsvButton } from '../ExportCsvButton';
import {
  FormToolbar,
  PageActions,
  useDocumentTitle,
  useEntityName,
  useSavedNotice,
  FORM_DEFAULTS,
} from '../PageChrome';
import { recordPath, useRecordHref } from '../paths';
import { RecordFields } from '../RecordFields';
import { RecordTabs, SUB_PAGE_OPERATION } from '../RecordTabs';
import { RecordTitle } from '../RecordTitle';
import { StaleNotice, VersionedForm } from '../VersionedForm';
import { LiveFormNotice } from '../LiveForm';
import { choiceLabel, fieldLabel, recordTitle, useSchemaRegistry } from '../registry';
import { ListPagination } from '../ListPagination';
import { LIST_PAGE_SIZE, listMeta, parseSort } from '../listParams';
import { RecordRows } from './ListPage';
import { ACCESS_CHECKED, LoadFailure, RequireAccess, SHOW_LOAD_FAILURE_IN_PLACE } from '../AccessDenied';
import { useMayRead } from '../useMayRead';
import { LoadingPlaceholder, useDelayedLoading } from '../LoadingPlaceholder';

type FormPage = RelatedFormPage<'create' | 'edit'>;

/** The schema's form page of `kind` over `entity` through `field`, if it declares one. */
function formPageFor(
  schema: EntitySchema,
  kind: 'create' | 'edit',
  entity: string,
  field?: string,
): FormPage | undefined {
  return schema.subPages.find(
    (p): p is FormPage => p.kind === kind && p.entity === entity && (field === undefined || p.field === field),
  );
}

/** The link to a form page, with its pick value in the query (e.g. ?language=vi). */
function formPageHref(
  href: ReturnType<typeof useRecordHref>,
  schema: EntitySchema,
  id: RaRecord['id'],
  page: FormPage,
  value?: unknown,
): string {
  const base = href(schema, id, page.path);
  return page.pick && value !== undefined && value !== null
    ? `${base}?${new URLSearchParams({ [page.pick.param ?? page.pick.field]: String(value) })}`
    : base;
}

function useTarget(name: string): EntitySchema {
  const target = useSchemaRegistry().find(name);
  if (!target) throw new Error(`Unknown entity in a sub-page: ${name}`);
  return target;
}

/** Without a record (`all`), the list of the page's `withoutRecord` scope. */
function RelatedList({ schema, page, all = false }: { schema: EntitySchema; page: RelatedPage; all?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const mayRead = useMayRead();
  const target = useTarget(page.entity);
  const href = useRecordHref();
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: target.route });
  const createPage = formPageFor(schema, 'create', page.entity, page.field);
  // The server reads <field>=id, or <field>.<through>=id two steps away.
  const key = page.through ? `${page.field}.${page.through}` : page.field;
  const filter = all || !record ? { scope: page.withoutRecord } : { [key]: record.id };
  const shown = childListSchema(target, page);
  const filters = listFilters(target, translate, mayRead).filter(
    (filter) => (filter.props as { source?: string }).source !== page.field,
  );
  return (
    <ListBase
      resource={target.route}
      filter={filter}
      sort={parseSort(target.list.sort)}
      perPage={LIST_PAGE_SIZE}
      disableSyncWithLocation
      storeKey={`${schema.route}.${page.path}`}
      queryOptions={{ meta: listMeta(shown) }}
    >
      <Card>
        <Box sx={{ px: 2 }}>
          <ListToolbar
            filters={filters}
            actions={
              <TopToolbar>
                {/* A new record starts out belonging to this one. */}
                {target.views.create && !page.through && record && canCreate ? (
                  createPage ? (
                    <Button
                      component={LinkBase}
                      to={formPageHref(href, schema, record.id, createPage)}
                      label="ra.action.create"
                    >
                      <AddIcon />
                    </Button>
                  ) : (
                    <CreateButton resource={target.route} state={{ record: { [page.field]: record.id } }} />
                  )
                ) : null}
                <ExportCsvButton schema={target} />
              </TopToolbar>
            }
          />
        </Box>
        <RecordRows
          schema={shown}
          omit={page.through || !record ? undefined : page.field}
          empty={
            <Alert severity="info" sx={{ m: 2 }}>
              {translate('ra.navigation.no_results')}
            </Alert>
          }
        />
        <ListPagination rowsPerPageOptions={[LIST_PAGE_SIZE, 50, 100]} />
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
  const editPage = formPageFor(schema, 'edit', by.entity, by.field);
  const { data, isPending, error } = useGetOne(schema.route, { id: record.id, meta: { language } });
  const translation = data?.translation as Record<string, unknown> | null | undefined;
  const shownIn = data?.translation_language as string | null | undefined;
  return (
    <Card>
      <Tabs
        value={language}
        onChange={(_, value: string) => setLanguage(value)}
        aria-label={translate('app.translation.language')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LOCALE_CODES.map((code) => (
          <Tab key={code} value={code} label={translate(`languages.${code}`)} />
        ))}
      </Tabs>
      {isPending ? null : error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {translate('ra.notification.http_error')}
        </Alert>
      ) : !translation ? (
        // No text in that language nor the fallback: the record's own texts, as they were entered.
        <RecordContextProvider value={record}>
          <Alert severity="info" sx={{ m: 2 }}>
            {translate('app.translation.none', { language: translate(`languages.${language}`) })}
          </Alert>
          <RecordFields
            schema={target}
            omit={Object.keys(target.fields).filter((name) => !(name in record) || name === by.field)}
          />
        </RecordContextProvider>
      ) : (
        <RecordContextProvider value={translation}>
          {shownIn !== language ? (
            <Alert severity="warning" sx={{ m: 2 }}>
              {translate('app.translation.fallback', {
                language: translate(`languages.${language}`),
                fallback: translate(`languages.${shownIn}`),
              })}
            </Alert>
          ) : null}
          <RecordFields schema={target} omit={[by.field]} />
          {canEdit ? (
            <Box sx={{ px: 2, pb: 2 }}>
              <Button
                component={LinkBase}
                to={
                  editPage
                    ? formPageHref(href, schema, record.id, editPage, translation[editPage.pick?.field ?? ''])
                    : href(target, translation.id as string, 'update')
                }
                label="app.translation.edit"
              >
                <EditIcon />
              </Button>
            </Box>
          ) : null}
        </RecordContextProvider>
      )}
    </Card>
  );
}

/** The records of the page's entity that belong to the record shown, oldest first (a record has few: one per language). */
function useOwnRecords(page: FormPage) {
  const record = useRecordContext()!;
  const target = useTarget(page.entity);
  return useGetList(target.route, {
    filter: { [page.field]: record.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
}

/** The choices of the page's pick field and the value the query asks for (when it is one of them). */
function usePick(target: EntitySchema, page: FormPage) {
  const [params, setParams] = useSearchParams();
  if (!page.pick) return { choices: [] as readonly string[], asked: undefined, ask: () => undefined };
  const field: Field | undefined = target.fields[page.pick.field];
  const choices = field && KINDS[field.kind].choices?.(field);
  if (!choices) throw new Error(`Sub-page ${page.path}: pick.field must be a select field of ${target.name}`);
  const param = page.pick.param ?? page.pick.field;
  const value = params.get(param);
  return {
    choices,
    asked: value !== null && choices.includes(value) ? value : undefined,
    ask: (choice: string) => setParams({ [param]: choice }, { replace: true }),
  };
}

/** A new record of the page's entity belonging to this one; the pick field starts at the asked value or the first free one. */
function CreateRelated({ schema, page }: { schema: EntitySchema; page: FormPage }) {
  const record = useRecordContext()!;
  const translate = useTranslate();
  const target = useTarget(page.entity);
  const { data: own, isPending } = useOwnRecords(page);
  const { choices, asked } = usePick(target, page);
  const onSuccess = useSavedNotice(target, 'created', () => recordPath(schema, record.id, page.returnTo));
  const loading = useDelayedLoading(isPending);
  if (loading === 'placeholder') return <LoadingPlaceholder variant="form" />;
  if (loading === 'waiting') return null;
  // A translation's language is one that neither the record's own texts nor another translation are in.
  const taken = new Set((own ?? []).map((r) => r[page.pick?.field ?? '']));
  const by = schema.translatedBy;
  if (by?.original && by.entity === target.name) taken.add(record[by.original]);
  const free = choices.filter((choice) => !taken.has(choice));
  if (page.pick && !free.length)
    return (
      <Alert severity="info" data-no-choice-left>
        {translate('app.record.no_choice_left', { field: translate(fieldLabel(target, page.pick.field)) })}
      </Alert>
    );
  const start = page.pick ? { [page.pick.field]: asked !== undefined && free.includes(asked) ? asked : free[0] } : {};
  return (
    <CreateBase
      resource={target.route}
      record={start}
      transform={(data: Record<string, unknown>) => ({ ...data, [page.field]: record.id })}
      mutationOptions={{ onSuccess }}
      redirect={false}
    >
      <Card>
        <SimpleForm
          {...FORM_DEFAULTS}
          toolbar={<FormToolbar cancelTo={recordPath(schema, record.id, page.returnTo)} />}
        >
          {formInputs(target, { omit: [page.field], choices: page.pick ? { [page.pick.field]: free } : undefined })}
        </SimpleForm>
      </Card>
    </CreateBase>
  );
}

/** The edit form of one record of the page's entity belonging to this one, with tabs over the pick field's choices. */
function EditRelated({ schema, page }: { schema: EntitySchema; page: FormPage }) {
  const record = useRecordContext()!;
  const translate = useTranslate();
  const href = useRecordHref();
  const [locale] = useLocaleState();
  const target = useTarget(page.entity);
  const { data: own, isPending } = useOwnRecords(page);
  const { choices, asked, ask } = usePick(target, page);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: target.route });
  const onSuccess = useSavedNotice(target, 'updated', () => recordPath(schema, record.id, page.returnTo));
  const loading = useDelayedLoading(isPending);
  if (loading === 'placeholder') return <LoadingPlaceholder variant="form" />;
  if (loading === 'waiting') return null;
  const records = own ?? [];
  const pickField = page.pick?.field ?? '';
  const chosen = !page.pick
    ? records[0]
    : asked !== undefined
      ? records.find((r) => r[pickField] === asked)
      : (records.find((r) => r[pickField] === locale) ?? records[0]);
  const shown =
    asked ?? (chosen?.[pickField] as string | undefined) ?? (choices.includes(locale) ? locale : choices[0]);
  const choiceText = (choice: string) => translate(choiceLabel(target, pickField, choice));
  const createPage = formPageFor(schema, 'create', page.entity, page.field);
  return (
    <Card>
      {page.pick ? (
        <Tabs
          value={shown}
          onChange={(_, value: string) => ask(value)}
          aria-label={translate(`resources.${target.name}.fields.${pickField}`)}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {choices.map((choice) => (
            <Tab key={choice} value={choice} label={choiceText(choice)} />
          ))}
        </Tabs>
      ) : null}
      {chosen ? (
        // A new key per record: switching tabs starts a fresh form.
        <EditBase
          key={String(chosen.id)}
          resource={target.route}
          id={chosen.id}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          redirect={false}
        >
          <VersionedForm>
            <SimpleForm
              {...FORM_DEFAULTS}
              toolbar={<FormToolbar cancelTo={recordPath(schema, record.id, page.returnTo)} />}
            >
              <LiveFormNotice schema={target} />
              <StaleNotice />
              {/* The tab names the pick value, so the form does not offer to change it. */}
              {formInputs(target, { omit: [page.field, ...(page.pick ? [page.pick.field] : [])], showReadOnly: true })}
            </SimpleForm>
          </VersionedForm>
        </EditBase>
      ) : (
        <Alert
          severity="info"
          sx={{ m: 2 }}
          action={
            createPage && canCreate ? (
              <Button
                component={LinkBase}
                to={formPageHref(href, schema, record.id, createPage, page.pick ? shown : undefined)}
                label="ra.action.create"
              >
                <AddIcon />
              </Button>
            ) : undefined
          }
        >
          {page.pick
            ? translate('app.related.missing_for', {
                entity: translate(`resources.${target.name}.name`, { smart_count: 1 }),
                value: choiceText(shown),
              })
            : translate('app.related.missing', {
                entity: translate(`resources.${target.name}.name`, { smart_count: 1 }),
              })}
        </Alert>
      )}
    </Card>
  );
}

function SubPageBody({ schema, page }: { schema: EntitySchema; page: SubPageDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { find } = useSchemaRegistry();
  const entity = useEntityName(schema);
  const pageName = translate(`resources.${schema.name}.pages.${page.path}`);
  const title = record ? recordTitle(schema, record, locale) : undefined;
  useDocumentTitle([title ? `${pageName}: ${title}` : pageName, entity]);
  if (!record) return null;
  const body =
    page.kind === 'related' ? (
      <RelatedList schema={schema} page={page} />
    ) : page.kind === 'translation' ? (
      <TranslationView schema={schema} />
    ) : page.kind === 'create' ? (
      <CreateRelated schema={schema} page={page} />
    ) : (
      <EditRelated schema={schema} page={page} />
    );
  // The tab's own entity needs its grant too, as its tab does (RecordTabs).
  const target = page.kind === 'translation' ? undefined : find(page.entity);
  return (
    <>
      <PageActions
        crumbs={[
          { label: entity, to: `/${schema.route}` },
          { label: title ?? '', to: recordPath(schema, record.id) },
          { label: pageName },
        ]}
      />
      <RecordTabs schema={schema} current={page.path} />
      {target && page.kind !== 'translation' ? (
        <RequireAccess resource={target.route} action={SUB_PAGE_OPERATION[page.kind]} inPage>
          {body}
        </RequireAccess>
      ) : (
        body
      )}
    </>
  );
}

/** A related page without a record: every record of its scope, e.g. /job-broker-application/entrySheet. */
function ScopePage({ schema, page }: { schema: EntitySchema; page: RelatedPage }) {
  const translate = useTranslate();
  const entity = useEntityName(schema);
  const target = useTarget(page.entity);
  const pageName = translate(`resources.${schema.name}.pages.${page.path}`);
  useDocumentTitle([pageName, entity]);
  return (
    <>
      <Title title={pageName} />
      <PageActions crumbs={[{ label: entity, to: `/${schema.route}` }, { label: pageName }]} />
      <RequireAccess resource={target.route} action="list" inPage>
        <RelatedList schema={schema} page={page} all />
      </RequireAccess>
    </>
  );
}

export default function SubPage({
  schema,
  page,
  all = false,
}: {
  schema: EntitySchema;
  page: SubPageDefinition;
  all?: boolean;
}) {
  const translate = useTranslate();
  if (all && page.kind === 'related') return <ScopePage schema={schema} page={page} />;
  return (
    <Show
      {...ACCESS_CHECKED}
      resource={schema.route}
      title={<RecordTitle schema={schema} prefix={translate(`resources.${schema.name}.pages.${page.path}`)} />}
      actions={false}
      component="div"
      queryOptions={SHOW_LOAD_FAILURE_IN_PLACE}
      error={<LoadFailure />}
    >
      <SubPageBody schema={schema} page={page} />
    </Show>
  );
}

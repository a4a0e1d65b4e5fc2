import { useState } from 'react';
import { Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import TagIcon from '@mui/icons-material/Tag';
import {
  ReferenceManyField,
  Show,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { EntitySchema } from '../../schema';
import { ActionButtons } from '../ActionButtons';
import { DeleteRecordButton } from '../DeleteButtons';
import { PageActions, useDocumentTitle, useEntityName, useListPlace } from '../PageChrome';
import { afterDelete, CREATE_CHILD_PAGE, UPDATE_PAGE } from '../paths';
import { RecordFields } from '../RecordFields';
import { RecordHistory } from '../RecordHistory';
import { concerns, useEntityChanges, type EntityChange } from '../live';
import { DeletedNotice } from '../LiveForm';
import { RecordPresence } from '../Presence';
import { RecordTabs } from '../RecordTabs';
import { RecordPageButton } from '../RecordPageButton';
import { RecordTitle } from '../RecordTitle';
import { recordTitle } from '../registry';
import { ListPagination } from '../ListPagination';
import { LIST_PAGE_SIZE, listMeta, parseSort } from '../listParams';
import { RecordRows } from './ListPage';
import { ACCESS_CHECKED, LoadFailure, SHOW_LOAD_FAILURE_IN_PLACE } from '../AccessDenied';
import { LoadingPlaceholder, useDelayedLoading } from '../LoadingPlaceholder';

const isGeneral = (schema: EntitySchema, record: Record<string, unknown> | undefined) => {
  const parent = schema.hierarchy?.parent;
  return Boolean(record && parent && (record[parent] === null || record[parent] === undefined));
};

/** Every button of a record page; each shows only with its privilege. */
function RecordButtons({ schema, listPath }: { schema: EntitySchema; listPath: string }) {
  const record = useRecordContext();
  return [
    <ActionButtons key="actions" schema={schema} />,
    schema.views.create && isGeneral(schema, record) ? (
      <RecordPageButton
        key="child"
        schema={schema}
        page={CREATE_CHILD_PAGE}
        label="app.hierarchy.add_child"
        icon={<AddIcon />}
        action="create"
      />
    ) : null,
    ...(schema.views.edit
      ? schema.editPages.map((page) => (
          <RecordPageButton
            key={page.path}
            schema={schema}
            page={page.path}
            label={`resources.${schema.name}.pages.${page.path}`}
            icon={<TagIcon />}
            action="edit"
          />
        ))
      : []),
    schema.views.edit ? (
      <RecordPageButton
        key="edit"
        schema={schema}
        page={UPDATE_PAGE}
        label="ra.action.edit"
        icon={<EditIcon />}
        action="edit"
      />
    ) : null,
    schema.deletable ? (
      <DeleteRecordButton key="delete" schema={schema} redirectTo={afterDelete(schema, record, listPath)()} />
    ) : null,
  ];
}

/** The specific records under a general one, on its detail page. */
function Children({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!schema.hierarchy || !isGeneral(schema, record)) return null;
  const parent = schema.hierarchy.parent;
  return (
    <Card component="section" sx={{ mt: 2, p: 2 }} aria-labelledby="children-heading">
      <Typography id="children-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.hierarchy.children')}
      </Typography>
      <ReferenceManyField
        reference={schema.route}
        target={parent}
        sort={parseSort(schema.list.sort)}
        perPage={LIST_PAGE_SIZE}
        queryOptions={{ meta: listMeta(schema) }}
        pagination={<ListPagination rowsPerPageOptions={[LIST_PAGE_SIZE]} />}
      >
        <RecordRows
          schema={schema}
          liveInPlace
          omit={parent}
          empty={<Typography variant="body2">{translate('app.hierarchy.no_children')}</Typography>}
        />
      </ReferenceManyField>
    </Card>
  );
}

function RecordPage({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const entity = useEntityName(schema);
  const title = record ? recordTitle(schema, record, locale) : undefined;
  useDocumentTitle([title, entity]);
  const list = useListPlace(schema, record);
  // Each button checks its own privilege; this only spares a reader an empty "more" menu on phones.
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: schema.route, record });
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: schema.route, record });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: schema.route, record });
  const loading = useDelayedLoading(useShowContext().isPending);
  // Another admin's write to this record shows at once: its fields, its history, its buttons. A deleted
  // record is not asked for again (it is gone): the page says who deleted it.
  const refresh = useRefresh();
  const [deleted, setDeleted] = useState<EntityChange>();
  useEntityChanges(schema, (change) => {
    if (!record || !concerns(change, record.id)) return;
    if (change?.operation === 'delete' && change.ids.includes(Number(record.id))) setDeleted(change);
    else if (change?.operation !== 'create') refresh();
  });
  if (loading === 'placeholder') return <LoadingPlaceholder />;
  if (!record || loading === 'waiting') return null;
  // State actions need UPDATE too, so canEdit covers them.
  const anyButton = canEdit || canDelete || (canCreate && isGeneral(schema, record));
  return (
    <>
      <PageActions crumbs={[...list.crumbs, { label: title ?? '' }]}>
        {anyButton ? <RecordButtons schema={schema} listPath={list.path} /> : null}
      </PageActions>
      {deleted ? <DeletedNotice change={deleted} /> : null}
      <RecordPresence schema={schema} id={record.id} />
      <RecordTabs schema={schema} current="" />
      <Card>
        <RecordFields schema={schema} />
      </Card>
      <Children schema={schema} />
      <RecordHistory schema={schema} />
    </>
  );
}

export default function ShowPage({ schema }: { schema: EntitySchema }) {
  return (
    <Show
      {...ACCESS_CHECKED}
      resource={schema.route}
      title={<RecordTitle schema={schema} />}
      actions={false}
      component="div"
      queryOptions={SHOW_LOAD_FAILURE_IN_PLACE}
      error={<LoadFailure />}
    >
      <RecordPage schema={schema} />
    </Show>
  );
}

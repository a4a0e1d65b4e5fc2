// The tabs of a record: its detail page and the pages under it (related
// lists, the record in another language), each at its own address so every
// tab can be linked to. A related tab shows only to admins who may list its
// entity, a create or edit tab to those who may create or edit its entity.
import { Tab, Tabs } from '@mui/material';
import { LinkBase, useCanAccessResources, useRecordContext, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { useRecordHref } from './paths';
import { useSchemaRegistry } from './registry';

/** `current`: the page segment shown ('' for the detail page). */
export function RecordTabs({ schema, current }: { schema: EntitySchema; current: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const href = useRecordHref();
  const { find } = useSchemaRegistry();
  const routeOf = (entity: string) => find(entity)?.route ?? entity;
  const targets = (kind: string) => schema.subPages.flatMap((page) => (page.kind === kind && 'entity' in page ? [routeOf(page.entity)] : []));
  const { canAccess: canList } = useCanAccessResources({ action: 'list', resources: targets('related') });
  const { canAccess: canCreate } = useCanAccessResources({ action: 'create', resources: targets('create') });
  const { canAccess: canEdit } = useCanAccessResources({ action: 'edit', resources: targets('edit') });
  if (!record || !schema.subPages.length) return null;
  const allowed = { related: canList, create: canCreate, edit: canEdit };
  const pages = schema.subPages.filter((page) => page.kind === 'translation' || allowed[page.kind]?.[routeOf(page.entity)]);
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.record.pages')}
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="" label={translate('app.record.details')} component={LinkBase} to={href(schema, record.id)} />
      {pages.map((page) => (
        <Tab key={page.path} value={page.path} label={translate(`resources.${schema.name}.pages.${page.path}`)} component={LinkBase} to={href(schema, record.id, page.path)} />
      ))}
    </Tabs>
  );
}

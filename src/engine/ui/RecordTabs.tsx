// The tabs of a record: its detail page and the pages under it (related
// lists, the record in another language), each at its own address so every
// tab can be linked to. A related tab shows only to admins who may list its
// entity, a create or edit tab to those who may create or edit its entity:
// read from the admin's loaded grants, like the menu, so a session that ends
// on this page asks for them once, not once per kind of tab.
import { Tab, Tabs } from '@mui/material';
import { LinkBase, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { can, privilegeFor, type Grants } from '../permissions';
import type { EntitySchema, SubPageDefinition } from '../schema';
import { useRecordHref } from './paths';
import { useSchemaRegistry } from './registry';

/** The operation a sub-page of each kind performs on its entity. */
export const SUB_PAGE_OPERATION = { related: 'list', create: 'create', edit: 'edit' } as const;

/** `current`: the page segment shown ('' for the detail page). */
export function RecordTabs({ schema, current }: { schema: EntitySchema; current: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const href = useRecordHref();
  const { find } = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  if (!record || !schema.subPages.length) return null;
  const allowed = (page: SubPageDefinition) => {
    if (page.kind === 'translation') return true;
    const target = find(page.entity);
    return !!target && can(permissions ?? {}, target.permission, privilegeFor(SUB_PAGE_OPERATION[page.kind]));
  };
  const pages = schema.subPages.filter(allowed);
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.record.pages')}
      sx={TABS_SX}
    >
      <Tab value="" label={translate('app.record.details')} component={LinkBase} to={href(schema, record.id)} />
      {pages.map((page) => (
        <Tab key={page.path} value={page.path} label={translate(`resources.${schema.name}.pages.${page.path}`)} component={LinkBase} to={href(schema, record.id, page.path)} />
      ))}
    </Tabs>
  );
}

/**
 * Where the tabs overflow (a phone), the arrow at an end already reached shows faded rather than as an
 * empty 40 px gap beside the first tab: the row reads as one that scrolls.
 */
const TABS_SX = { mb: 1, borderBottom: 1, borderColor: 'divider', '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } } as const;

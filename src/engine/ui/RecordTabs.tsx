// The tabs of a record: its detail page and the pages under it (related
// lists, the record in another language), each at its own address so every
// tab can be linked to. A related tab shows only to admins who may list its
// entity, a create or edit tab to those who may create or edit its entity:
// read from the admin's loaded grants, like the menu, so a session that ends
// on this page asks for them once, not once per kind of tab.
import { useEffect, useRef, type RefObject } from 'react';
import { Tab, Tabs, useTheme } from '@mui/material';
import { LinkBase, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { can, privilegeFor, type Grants } from '../permissions';
import type { EntitySchema, SubPageDefinition } from '../schema';
import { useRecordHref } from './paths';
import { useSchemaRegistry } from './registry';

/** The operation a sub-page of each kind performs on its entity. */
export const SUB_PAGE_OPERATION = { related: 'list', create: 'create', edit: 'edit' } as const;

/** One tab of the top row: a page, or a group of pages (its first page's address, every page of it in `pages`). */
interface TopTab {
  value: string;
  label: string;
  to: string;
  pages: SubPageDefinition[];
}

/** `current`: the page segment shown ('' for the detail page). */
export function RecordTabs({ schema, current }: { schema: EntitySchema; current: string }) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const record = useRecordContext();
  const translate = useTranslate();
  const href = useRecordHref();
  const { find } = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  const allowed = (page: SubPageDefinition) => {
    if (page.kind === 'translation') return true;
    const target = find(page.entity);
    return !!target && can(permissions ?? {}, target.permission, privilegeFor(SUB_PAGE_OPERATION[page.kind]));
  };
  const pages = schema.subPages.filter(allowed);
  const pageLabel = (page: SubPageDefinition) => translate(`resources.${schema.name}.pages.${page.path}`);
  const top = topTabs(
    pages,
    (page) => (record ? href(schema, record.id, page.path) : ''),
    pageLabel,
    (group) => translate(`resources.${schema.name}.page_groups.${group}`),
  );
  const open = top.find((tab) => tab.pages.some((page) => page.path === current));
  // The row shows once the record has come, and grows when the grants have.
  const settleMs = useTheme().transitions.duration.standard + 100;
  useSelectedTabInView(tabsRef, `${current} ${record ? record.id : ''} ${pages.length}`, settleMs);
  useSelectedTabInView(groupRef, `${current} ${record ? record.id : ''} ${open ? open.value : ''}`, settleMs);
  if (!record || !schema.subPages.length) return null;
  return (
    <>
      <Tabs
        ref={tabsRef}
        value={open ? open.value : ''}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('app.record.pages')}
        sx={TABS_SX}
      >
        <Tab value="" label={translate('app.record.details')} component={LinkBase} to={href(schema, record.id)} />
        {top.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} component={LinkBase} to={tab.to} />
        ))}
      </Tabs>
      {open && open.pages.length > 1 ? (
        <Tabs
          ref={groupRef}
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={open.label}
          sx={GROUP_TABS_SX}
        >
          {open.pages.map((page) => (
            <Tab
              key={page.path}
              value={page.path}
              label={pageLabel(page)}
              component={LinkBase}
              to={href(schema, record.id, page.path)}
            />
          ))}
        </Tabs>
      ) : null}
    </>
  );
}

/** The top row: each ungrouped page, and each group of two pages or more as one tab where its first page is. */
function topTabs(
  pages: SubPageDefinition[],
  to: (page: SubPageDefinition) => string,
  pageLabel: (page: SubPageDefinition) => string,
  groupLabel: (group: string) => string,
): TopTab[] {
  const tabs: TopTab[] = [];
  for (const page of pages) {
    const members = page.group ? pages.filter((other) => other.group === page.group) : [page];
    if (members[0] !== page) continue;
    // A group the admin may see one page of is that page.
    tabs.push(
      members.length > 1
        ? { value: `group:${page.group}`, label: groupLabel(page.group as string), to: to(page), pages: members }
        : { value: page.path, label: pageLabel(page), to: to(page), pages: members },
    );
  }
  return tabs;
}

/**
 * Keeps the selected tab whole in the row as the row settles. MUI scrolls it into view when the tabs
 * mount, before it shows the scroll arrows it then finds it needs: on a phone the arrows took the
 * place of the selected tab's end ("TIN TUY…"). Each change of the row's width (the arrows coming, a
 * font, a turned phone) brings it back, once MUI's own scrolling (an animation of `settleMs`) is over;
 * only the row scrolls, never the page (a position restored on Back stays), and the admin's own
 * scrolling of the row changes no width.
 */
function useSelectedTabInView(tabsRef: RefObject<HTMLDivElement | null>, shown: string, settleMs: number) {
  useEffect(() => {
    const scroller = tabsRef.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepInView = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const row = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.right > row.right) scroller.scrollLeft += box.right - row.right;
      else if (box.left < row.left) scroller.scrollLeft -= row.left - box.left;
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(keepInView, settleMs);
    });
    observer.observe(scroller);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [tabsRef, shown, settleMs]);
}

/**
 * Where the tabs overflow (a phone), the arrow at an end already reached shows faded rather than as an
 * empty 40 px gap beside the first tab: the row reads as one that scrolls.
 */
const TABS_SX = {
  mb: 1,
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
} as const;

/** The pages of the open group: a lighter, lower row under the top one. */
const GROUP_TABS_SX = {
  ...TABS_SX,
  mt: -1,
  minHeight: 40,
  bgcolor: 'action.hover',
  '& .MuiTab-root': { minHeight: 40, py: 0.5, textTransform: 'none' },
} as const;

// The sidebar menu, generated from the schemas and filtered by the admin's
// loaded grants, locally: an
// entry shows only with VIEW on its function type and its name opens its list
// in one click; with CREATE a small "+" on the row opens its create form. Groups (Masters…) hold sections (Geography, Jobs…) as the
// schemas declare; both fold, and the ones holding the current page unfold
// after each navigation. Labels never wrap: they end in an ellipsis and carry
// the full name as a tooltip.
import { Fragment, memo, useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  Box,
  Collapse,
  Divider,
  IconButton,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useBasename, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { can, type Grants } from '../engine/permissions';
import { type EntitySchema, type MenuGroup, type MenuSection } from '../engine/schema';
import { lookupsOfList } from '../engine/lookups';
import { usePrefetchList } from '../engine/ui/listParams';
import { useLookupCache } from '../engine/ui/lookups';
import { routeBegins } from '../engine/ui/pageAddresses';
import { useSchemaRegistry } from '../engine/ui/registry';
import { useListColumns, useSavedViews, viewSearch, type ViewSettings } from '../engine/ui/views/savedViews';
import { iconFor } from './icons';
import { MENU_GROUPS, MENU_SECTIONS } from '../../schemas/app';

export interface MenuEntry {
  route: string;
  /** i18n key of its name (plural for an entity) and of its singular for the "+" label. */
  label: string;
  singular: string;
  icon: string | undefined;
  /** Its "+" button, when the admin may create: the route it opens. */
  createRoute?: string;
  /** The lookups whose names its list shows and the admin may read, asked for with the list on a click. */
  lookups: string[];
}

export interface MenuSectionModel {
  /** null: the group's entries that declare no section, shown first without a heading. */
  section: MenuSection | null;
  entries: MenuEntry[];
}

export interface MenuGroupModel {
  group: MenuGroup;
  sections: MenuSectionModel[];
}

const schemaEntry = (schema: EntitySchema, grants: Grants, schemas: readonly EntitySchema[]): MenuEntry => ({
  route: schema.route,
  label: `resources.${schema.name}.name`,
  singular: `resources.${schema.name}.name`,
  icon: schema.menu ? schema.menu.icon : undefined,
  createRoute: schema.views.create && can(grants, schema.permission, 'CREATE') ? `${schema.route}/create` : undefined,
  lookups: lookupsOfList(schemas, schema, grants).map((target) => target.path),
});

/**
 * What the sidebar shows for a set of grants: groups and sections in menu order, a group's own
 * screens first, empty ones left out. Evaluated from the grants alone: no call per entry.
 */
export function menuModel(schemas: readonly EntitySchema[], grants: Grants): MenuGroupModel[] {
  const visible = schemas.filter((s) => s.menu && s.views.list && can(grants, s.permission, 'VIEW'));
  return MENU_GROUPS.map((group) => {
    const inGroup = visible.filter((s) => s.menu && s.menu.group === group);
    const sections = [null, ...MENU_SECTIONS].map((section) => ({
      section,
      entries: inGroup
        .filter((s) => s.menu && (s.menu.section ?? null) === section)
        .map((schema) => schemaEntry(schema, grants, schemas)),
    }));
    return { group, sections: sections.filter((s) => s.entries.length > 0) };
  }).filter((g) => g.sections.length > 0);
}

/** The entity whose pages the path is on (its list, record or sub-pages). */
export function activeSchema(
  pathname: string,
  basename: string,
  schemas: readonly EntitySchema[],
): EntitySchema | undefined {
  const path = pathname.slice(basename.length);
  return schemas.find((s) => routeBegins(s.route, path));
}

/**
 * The entry the page belongs to: the longest route the path is on. react-admin marks every
 * entry whose route starts the path, so /setting/permission would light "System settings" (/setting) too.
 */
export function currentRoute(pathname: string, basename: string, routes: readonly string[]): string | undefined {
  const path = pathname.slice(basename.length);
  return routes.filter((route) => routeBegins(route, path)).sort((a, b) => b.length - a.length)[0];
}

const groupKey = (group: MenuGroup) => `group:${group}`;
const sectionKey = (group: MenuGroup, section: MenuSection) => `section:${group}.${section}`;

/** Folded groups and sections, kept across pages and reloads; everything starts unfolded. */
const COLLAPSED_KEY = 'layout.menu.collapsed';

const GroupIcon = iconFor('group');

/** One line, an ellipsis when too long, the full text on hover. */
const oneLine = { noWrap: true } as const;

/**
 * One entry: its name linking to the list, and its "+" when the admin may
 * create. Told whether it is the current page rather than following the
 * address itself (as react-admin's MenuItemLink does), so a navigation
 * renders again the entries it changes, not the whole menu.
 */
const MenuEntryRow = memo(function MenuEntryRow({
  entry,
  current,
  sidebarOpen,
  onPick,
}: {
  entry: MenuEntry;
  current: boolean;
  sidebarOpen: boolean;
  onPick?: () => void;
}) {
  const { route, label: labelKey, singular, icon, createRoute, lookups } = entry;
  const translate = useTranslate();
  const basename = useBasename();
  const { schemas } = useSchemaRegistry();
  const prefetchList = usePrefetchList();
  const lookupCache = useLookupCache();
  const Icon = iconFor(icon);
  const label = translate(labelKey, { smart_count: 2 });
  const createLabel = translate('app.menu.create_entity', { name: translate(singular, { smart_count: 1 }) });
  const open = (event: MouseEvent) => {
    onPick?.();
    // The list's first page leaves with the click, not once the new page has rendered, and so do the
    // lookups its columns name (unless the session has them already), so its rows come with those names.
    const schema = schemas.find((s) => s.route === route);
    if (
      schema &&
      !current &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey
    ) {
      prefetchList(schema);
      for (const path of lookups) void lookupCache.load(path);
    }
  };
  const link = (
    <MenuItem
      component={Link}
      to={`${basename}/${route}`}
      role="link"
      tabIndex={0}
      aria-current={current ? 'page' : undefined}
      className={current ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      // The minimised sidebar names the entry in a tooltip instead.
      title={sidebarOpen ? label : undefined}
      sx={entryLinkSx}
      onClick={open}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon fontSize="small" />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  return (
    <Box data-menu-entity={route} sx={entryRowSx}>
      {sidebarOpen ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
      {createRoute && sidebarOpen ? (
        <IconButton
          component={Link}
          to={`${basename}/${createRoute}`}
          size="small"
          className="menu-create"
          aria-label={createLabel}
          title={createLabel}
          onClick={onPick}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
});

/**
 * The views of an entry shared with the whole team: its schema's own, and those admins shared with the
 * admin's permission; each opens the list as the view shows it.
 */
function EntryViews({ schema, onPick }: { schema: EntitySchema; onPick?: () => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [, setColumns] = useListColumns(schema.route);
  const shared = useSavedViews().filter((view) => view.route === schema.route && !view.mine);
  const views: { key: string; name: string; settings: ViewSettings }[] = [
    ...(schema.list.views ?? []).map((view) => ({
      key: `declared:${view.key}`,
      name: translate(`resources.${schema.name}.views.${view.key}`),
      settings: view,
    })),
    ...shared.map((view) => ({ key: String(view.id), name: view.name, settings: view })),
  ];
  if (!views.length) return null;
  return (
    <Box data-menu-views={schema.route}>
      {views.map((view) => (
        <MenuItem
          key={view.key}
          component={Link}
          to={`${basename}/${schema.route}${viewSearch(view.settings)}`}
          role="link"
          title={view.name}
          sx={viewLinkSx}
          onClick={() => {
            if (view.settings.columns) setColumns([...view.settings.columns]);
            onPick?.();
          }}
        >
          <Typography variant="inherit" noWrap>
            {view.name}
          </Typography>
        </MenuItem>
      ))}
    </Box>
  );
}

const viewLinkSx = { pl: 7, py: 0.25, minHeight: 0, fontSize: '0.8125rem', color: 'text.secondary' } as const;

export function AppMenu() {
  const { schemas } = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [collapsed, setCollapsed] = useStore<string[]>(COLLAPSED_KEY, []);
  // The entries render with the layout, in its first frame (the grants are in react-admin's query
  // before it: holdPermissions, AdminRoot.tsx): a menu of "Dashboard" alone looks like lost permissions.
  const model = useMemo(() => menuModel(schemas, permissions ?? {}), [schemas, permissions]);
  const active = activeSchema(pathname, basename, schemas);
  const activeGroup = active && active.menu ? active.menu.group : undefined;
  const activeSection = active && active.menu ? active.menu.section : undefined;
  const current = currentRoute(
    pathname,
    basename,
    model.flatMap((g) => g.sections.flatMap((s) => s.entries.map((e) => e.route))),
  );

  // The page's group and section unfold after each navigation, whichever way it came; folding
  // them by hand afterwards sticks until the next navigation.
  const collapsedNow = useRef(collapsed);
  collapsedNow.current = collapsed;
  useEffect(() => {
    if (!activeGroup) return;
    const keys = [groupKey(activeGroup), ...(activeSection ? [sectionKey(activeGroup, activeSection)] : [])];
    const current = collapsedNow.current;
    if (keys.some((k) => current.includes(k))) setCollapsed(current.filter((k) => !keys.includes(k)));
  }, [pathname, activeGroup, activeSection, setCollapsed]);

  const toggle = (key: string) =>
    setCollapsed(collapsed.includes(key) ? collapsed.filter((k) => k !== key) : [...collapsed, key]);

  const closeDrawer = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  const entryRow = (entry: MenuEntry) => {
    const schema = schemas.find((s) => s.route === entry.route);
    return (
      <Fragment key={entry.route}>
        <MenuEntryRow
          entry={entry}
          current={entry.route === current}
          sidebarOpen={sidebarOpen}
          onPick={isSmall ? closeDrawer : undefined}
        />
        {sidebarOpen && schema ? <EntryViews schema={schema} onPick={isSmall ? closeDrawer : undefined} /> : null}
      </Fragment>
    );
  };

  const foldable = (
    key: string,
    heading: ReactNode,
    children: ReactNode,
    attrs: Record<string, string>,
    level: 'group' | 'section',
  ) => {
    const open = !collapsed.includes(key);
    const label = typeof heading === 'string' ? heading : undefined;
    return (
      <Box key={key} {...attrs} role="group" aria-label={label}>
        <ListItemButton
          onClick={() => toggle(key)}
          aria-expanded={open}
          title={label}
          sx={level === 'group' ? groupHeadingSx : sectionHeadingSx}
        >
          {level === 'group' ? (
            <ListItemIcon sx={{ minWidth: 40 }}>
              <GroupIcon fontSize="small" />
            </ListItemIcon>
          ) : null}
          <ListItemText
            primary={heading}
            slotProps={{
              primary:
                level === 'group'
                  ? { ...oneLine, fontWeight: 600 }
                  : {
                      ...oneLine,
                      variant: 'caption',
                      fontWeight: 600,
                      color: 'text.secondary',
                      textTransform: 'uppercase',
                      letterSpacing: '0.04em',
                    },
            }}
          />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open}>{children}</Collapse>
      </Box>
    );
  };

  const groupBlock = ({ group, sections }: MenuGroupModel) => {
    if (!sidebarOpen) {
      // Minimised: icons only (named in tooltips), a rule between groups and sections.
      return (
        <Fragment key={group}>
          {sections.map(({ section, entries }) => (
            <Fragment key={section ?? ''}>
              <Divider sx={{ my: 0.5 }} />
              {entries.map(entryRow)}
            </Fragment>
          ))}
        </Fragment>
      );
    }
    const body = sections.map(({ section, entries }) =>
      section === null
        ? entries.map(entryRow)
        : foldable(
            sectionKey(group, section),
            translate(`app.menu.sections.${section}`),
            entries.map(entryRow),
            { 'data-menu-section': section },
            'section',
          ),
    );
    return foldable(
      groupKey(group),
      translate(`app.menu.groups.${group}`),
      body,
      { 'data-menu-group': group },
      'group',
    );
  };

  const dashboard = translate('app.menu.dashboard');
  return (
    // A navigation landmark of links and foldable groups, not an ARIA menu: a menu may hold menu items only.
    <Menu component="nav" role={undefined} aria-label={translate('app.menu.label')}>
      <Menu.DashboardItem
        primaryText={dashboard}
        title={sidebarOpen ? dashboard : undefined}
        sx={entryLinkSx}
        role="link"
      />
      {model.map(groupBlock)}
    </Menu>
  );
}

const groupHeadingSx = { pl: 2, pr: 1, minHeight: 40 } as const;

const sectionHeadingSx = { pl: 2, pr: 1, py: 0.25, minHeight: 28 } as const;

const entryRowSx = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  // The "+" shows while the row is pointed at or holds the focus, and always on touch screens.
  '& .menu-create': { position: 'absolute', right: 4, opacity: 0, p: 0.5 },
  '&:hover .menu-create, &:focus-within .menu-create': { opacity: 1 },
  '&:has(.menu-create):hover > .RaMenuItemLink-root, &:has(.menu-create):focus-within > .RaMenuItemLink-root': {
    pr: 4.5,
  },
  '@media (hover: none)': {
    '& .menu-create': { opacity: 1 },
    '&:has(.menu-create) > .RaMenuItemLink-root': { pr: 4.5 },
  },
} as const;

const entryLinkSx = {
  flex: 1,
  minWidth: 0,
  pr: 1,
  color: 'text.secondary',
  '& .RaMenuItemLink-icon': { color: 'text.secondary' },
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    fontWeight: 600,
    color: 'primary.main',
    '& .RaMenuItemLink-icon': { color: 'primary.main' },
  },
} as const;

// The sidebar menu, generated from the schemas and filtered by the admin's
// grants: an entity shows only with VIEW on its function type, its Create
// entry only with CREATE. The group and entity of the current page are
// expanded after each navigation.
import { useEffect, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, MenuItemLink, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { can, type Grants } from '../engine/permissions';
import { MENU_GROUPS, type EntitySchema, type MenuGroup } from '../engine/schema';
import { useSchemaRegistry } from '../engine/ui/registry';
import { iconFor } from './icons';

const GroupIcon = iconFor('group');

function activeRoute(pathname: string, basename: string, schemas: readonly EntitySchema[]): EntitySchema | undefined {
  const path = pathname.slice(basename.length).toLowerCase();
  return schemas.find((s) => path === `/${s.route.toLowerCase()}` || path.startsWith(`/${s.route.toLowerCase()}/`));
}

export function AppMenu() {
  const { schemas } = useSchemaRegistry();
  const { permissions } = usePermissions<Grants>();
  const grants: Grants = permissions ?? {};
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const visible = schemas.filter((s) => s.menu && s.views.list && can(grants, s.permission, 'VIEW'));
  const groups = MENU_GROUPS.map((group) => [group, visible.filter((s) => s.menu && s.menu.group === group)] as const).filter(([, items]) => items.length > 0);
  const active = activeRoute(pathname, basename, visible);

  useEffect(() => {
    if (!active || !active.menu) return;
    const group = `group:${active.menu.group}`;
    setExpanded((prev) => (prev.has(group) && prev.has(active.route) ? prev : new Set([...prev, group, active.route])));
  }, [active]);

  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const entityItem = (schema: EntitySchema) => {
    const Icon = iconFor(schema.menu ? schema.menu.icon : undefined);
    const label = translate(`resources.${schema.name}.name`, { smart_count: 2 });
    const listPath = `${basename}/${schema.route}`;
    if (!sidebarOpen) {
      return <MenuItemLink key={schema.route} to={listPath} primaryText={label} leftIcon={<Icon />} />;
    }
    const open = expanded.has(schema.route);
    const canCreate = schema.views.create && can(grants, schema.permission, 'CREATE');
    return (
      <div key={schema.route} data-menu-entity={schema.route}>
        <ListItemButton onClick={() => toggle(schema.route)} selected={active === schema} sx={{ pl: 2 }}>
          <ListItemIcon sx={{ minWidth: 36 }}><Icon fontSize="small" /></ListItemIcon>
          <ListItemText primary={label} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding dense>
            <MenuItemLink to={listPath} primaryText={translate('app.menu.list')} sx={{ pl: 6 }} />
            {canCreate ? <MenuItemLink to={`${listPath}/create`} primaryText={translate('app.menu.create')} sx={{ pl: 6 }} /> : null}
          </List>
        </Collapse>
      </div>
    );
  };

  const groupBlock = (group: MenuGroup, items: readonly EntitySchema[]) => {
    if (!sidebarOpen) return items.map(entityItem);
    const key = `group:${group}`;
    const open = expanded.has(key);
    return (
      <div key={key} data-menu-group={group}>
        <ListItemButton onClick={() => toggle(key)} sx={{ pl: 2, fontWeight: 600 }}>
          <ListItemIcon sx={{ minWidth: 36 }}><GroupIcon fontSize="small" /></ListItemIcon>
          <ListItemText primary={translate(`app.menu.groups.${group}`)} slotProps={{ primary: { fontWeight: 600 } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding dense>{items.map(entityItem)}</List>
        </Collapse>
      </div>
    );
  };

  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      {groups.map(([group, items]) => groupBlock(group, items))}
    </Menu>
  );
}

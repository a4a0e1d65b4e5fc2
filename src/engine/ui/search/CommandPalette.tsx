// The command palette: one box that finds the pages the admin may open ("Jobs", "Create: Job") and,
// through GET search, the records of every entity the admin may view, grouped by entity, whole values
// and starts first. Arrow keys move, Enter opens, Escape closes.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  InputAdornment,
  LinearProgress,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useBasename,
  useDataProvider,
  useLocaleState,
  usePermissions,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { translatedName } from '../../kinds';
import { can, type Grants } from '../../permissions';
import { searchFields, type EntitySchema } from '../../schema';
import { recordTitle, useSchemaRegistry } from '../registry';
import { columnsKey, useSavedViews, viewSearch } from '../views/savedViews';
import { foldForSearch, nameMatches } from '../../searchText';

/** Records asked for per entity. */
const PER_ENTITY = 5;
/** Pages and actions shown at most. */
const MAX_PAGES = 6;
/** Typing pauses this long before the server is asked. */
const TYPING_PAUSE_MS = 200;

interface SearchGroup {
  entity: string;
  records: Record<string, unknown>[];
  more: boolean;
}

interface ListCaller {
  callList<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<{ data: T[] }>;
}

interface Item {
  key: string;
  label: string;
  secondary?: string;
  /** Path without the language prefix. */
  to: string;
  /** A saved view's columns, set for its list as it opens. */
  columns?: { route: string; shown: readonly string[] };
}

interface Section {
  key: string;
  heading: string;
  items: Item[];
}

/** What a record's other searched fields say (an email, a phone number), for the line under its title. */
function secondaryOf(schema: EntitySchema, record: Record<string, unknown>, locale: string): string {
  return searchFields(schema)
    .filter((name) => name !== schema.recordTitle)
    .map((name) => {
      const value = record[name];
      return Array.isArray(value) ? translatedName(value, locale) : typeof value === 'string' ? value : '';
    })
    .filter(Boolean)
    .join(' · ');
}

function useTypingPause(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const navigate = useNavigate();
  const registry = useSchemaRegistry();
  const { permissions: grants } = usePermissions<Grants>();
  const dataProvider = useDataProvider() as unknown as ListCaller;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const savedViews = useSavedViews();
  const store = useStoreContext();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const asked = useTypingPause(typed.trim());
  const askable = foldForSearch(asked).length >= 2 || /^\d+$/.test(asked);

  const { data: groups = [], isFetching } = useQuery<SearchGroup[]>({
    queryKey: ['globalSearch', asked],
    queryFn: ({ signal }) =>
      dataProvider.callList<SearchGroup>('search', { q: asked, limit: PER_ENTITY }, signal).then(({ data }) => data),
    enabled: open && askable,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const pages = useMemo<Item[]>(() => {
    if (!grants) return [];
    return registry.schemas
      .filter((schema) => schema.menu && schema.views.list && can(grants, schema.permission, 'VIEW'))
      .flatMap((schema) => {
        const name = translate(`resources.${schema.name}.name`, { smart_count: 2 });
        const one = translate(`resources.${schema.name}.name`, { smart_count: 1 });
        const entries: Item[] = [{ key: `list:${schema.route}`, label: name, to: `/${schema.route}` }];
        if (schema.views.create && can(grants, schema.permission, 'CREATE'))
          entries.push({
            key: `create:${schema.route}`,
            label: translate('app.search.create', { name: one }),
            to: `/${schema.route}/create`,
          });
        // The list's views by their names ("receipts to check"): the schema's own, then the saved ones.
        for (const view of schema.list.views ?? [])
          entries.push({
            key: `view:${schema.route}:${view.key}`,
            label: translate(`resources.${schema.name}.views.${view.key}`),
            secondary: name,
            to: `/${schema.route}${viewSearch(view)}`,
          });
        for (const view of savedViews.filter((saved) => saved.route === schema.route))
          entries.push({
            key: `saved:${view.id}`,
            label: view.name,
            secondary: name,
            to: `/${schema.route}${viewSearch(view)}`,
            columns: view.columns ? { route: schema.route, shown: view.columns } : undefined,
          });
        return entries;
      });
  }, [registry, grants, translate, savedViews]);

  const sections = useMemo<Section[]>(() => {
    const query = typed.trim();
    if (!query) return [];
    const matchedPages = pages.filter((page) => nameMatches(page.label, query)).slice(0, MAX_PAGES);
    const records = askable
      ? groups.flatMap((group) => {
          const schema = registry.find(group.entity);
          if (!schema) return [];
          return [
            {
              key: group.entity,
              heading: translate(`resources.${schema.name}.name`, { smart_count: 2 }),
              items: group.records.map((record) => ({
                key: `${group.entity}:${String(record.id)}`,
                label: recordTitle(schema, record, locale),
                secondary: secondaryOf(schema, record, locale),
                to: `/${schema.route}/${String(record.id)}`,
              })),
            },
          ];
        })
      : [];
    return [
      ...(matchedPages.length ? [{ key: 'pages', heading: translate('app.search.pages'), items: matchedPages }] : []),
      ...records,
    ];
  }, [typed, pages, askable, groups, registry, translate, locale]);

  const items = sections.flatMap((section) => section.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (item: Item | undefined) => {
    if (!item) return;
    onClose();
    setTyped('');
    if (item.columns) store.setItem(columnsKey(item.columns.route), [...item.columns.shown]);
    navigate(`${basename}${item.to}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(items[current]);
    }
  };

  const waiting = askable && (isFetching || asked !== typed.trim());
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-label={translate('app.search.open')}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: phone ? 0 : 8 } } }}
      data-command-palette
    >
      <Box sx={{ p: 1.5, pb: 0 }}>
        <TextField
          autoFocus
          fullWidth
          variant="outlined"
          margin="none"
          size="medium"
          placeholder={translate('app.search.placeholder')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.open'),
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': items.length ? optionId(current) : undefined,
              maxLength: 200,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <LinearProgress
          sx={{ mt: 0.5, visibility: waiting ? 'visible' : 'hidden' }}
          aria-hidden={!waiting}
          aria-label={translate('ra.page.loading')}
        />
      </Box>
      <Box
        id={listId}
        role="listbox"
        aria-label={translate('app.search.results')}
        sx={{ maxHeight: phone ? 'none' : '60vh', overflowY: 'auto' }}
      >
        {sections.map((section) => (
          <Box key={section.key} role="group" aria-label={section.heading} data-search-group={section.key}>
            <ListSubheader component="div" role="presentation" sx={{ lineHeight: '32px' }}>
              {section.heading}
            </ListSubheader>
            {section.items.map((item) => {
              index += 1;
              const at = index;
              return (
                <ListItemButton
                  key={item.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  selected={at === current}
                  onMouseMove={() => setActive(at)}
                  onClick={() => go(item)}
                  tabIndex={-1}
                  sx={{ py: 0.5 }}
                >
                  <ListItemText
                    primary={item.label}
                    secondary={item.secondary || undefined}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              );
            })}
          </Box>
        ))}
      </Box>
      {typed.trim() && !items.length && !waiting ? (
        <Typography sx={{ p: 2 }} color="text.secondary" role="status">
          {translate('app.search.nothing', { q: typed.trim() })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }} aria-hidden>
        {translate('app.search.keys')}
      </Typography>
    </Dialog>
  );
}

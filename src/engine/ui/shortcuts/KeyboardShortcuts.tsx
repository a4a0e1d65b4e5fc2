// Keyboard shortcuts on every page of the layout: `?` lists them; `g` then a letter goes to a list (the
// letter each schema's menu entry declares, `d` the dashboard); `/` focuses the list's search; `j` / `k`
// move through a list's rows (Enter opens, as a row always does); `e` edits the focused row or the record
// shown. None fires while the admin types in a field, nor with Ctrl, Alt or ⌘ held, nor over a dialog.
import { useEffect, useRef, useState } from 'react';
import { useBasename, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { can, type Grants } from '../../permissions';
import { pageAt } from '../pageAddresses';
import { UPDATE_PAGE } from '../paths';
import { useSchemaRegistry } from '../registry';
import { goTargets } from './goTargets';
import { ShortcutsDialog } from './ShortcutsDialog';

/** How long after `g` its letter is awaited. */
const SEQUENCE_MS = 1500;

/** The rows `j` and `k` move through: the table's (a phone's rows are links, reached by Tab). */
const ROWS = '#main-content .RaDatagrid-tbody tr[data-record-id]';

/** Whether the key was pressed where text is typed (or chosen), where a letter is the admin's, not ours. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !['checkbox', 'radio', 'button', 'submit'].includes((target as HTMLInputElement).type);
  return target.closest('[role="combobox"], [role="listbox"], [role="menu"]') !== null;
}

export function KeyboardShortcuts() {
  const registry = useSchemaRegistry();
  const { permissions: grants } = usePermissions<Grants>();
  const basename = useBasename();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  // When `g` was pressed, while its letter is awaited.
  const awaiting = useRef<number | undefined>(undefined);

  useEffect(() => {
    // The page is read at each key from the address, which changes before React renders the page it names:
    // a key pressed right after a navigation acts on the new page, not the one this effect was set up on.
    const where = () => {
      const rest = window.location.pathname.slice(basename.length) || '/';
      return { rest, page: pageAt(registry.schemas, rest) };
    };
    const rows = () => [...document.querySelectorAll<HTMLElement>(ROWS)];

    const move = (step: 1 | -1) => {
      const all = rows();
      if (!all.length) return;
      const at = all.findIndex((row) => row === document.activeElement || row.contains(document.activeElement));
      const next = at === -1 ? (step === 1 ? 0 : all.length - 1) : Math.min(Math.max(at + step, 0), all.length - 1);
      all[next].focus();
      all[next].scrollIntoView({ block: 'nearest' });
    };

    const edit = () => {
      const { rest, page } = where();
      if (!page || !grants || !page.schema.views.edit || !can(grants, page.schema.permission, 'UPDATE')) return;
      const route = `/${page.schema.route}`;
      const focused = document.activeElement?.closest<HTMLElement>('[data-record-id]');
      if (page.type === 'list' && focused) navigate(`${basename}${route}/${focused.dataset.recordId}/${UPDATE_PAGE}`);
      else if (page.type === 'show') {
        const id = rest.slice(route.length + 1).split('/')[0];
        if (id) navigate(`${basename}${route}/${id}/${UPDATE_PAGE}`);
      }
    };

    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      // A dialog, a menu or a drawer (where the focus is while one is open) keeps its keys.
      if (event.target instanceof Element && event.target.closest('.MuiModal-root')) return;
      const key = event.key;
      const started = awaiting.current;
      awaiting.current = undefined;
      if (started !== undefined && event.timeStamp - started <= SEQUENCE_MS) {
        const target =
          key === 'd'
            ? '/'
            : goTargets(registry.schemas, grants).find((schema) => schema.menu && schema.menu.key === key);
        if (target) {
          event.preventDefault();
          navigate(`${basename}${typeof target === 'string' ? target : `/${target.route}`}`);
        }
        return;
      }
      switch (key) {
        case 'g':
          awaiting.current = event.timeStamp;
          return;
        case '?':
          event.preventDefault();
          setHelpOpen(true);
          return;
        case '/': {
          const search = document.querySelector<HTMLInputElement>('#main-content input[name="q"]');
          if (!search) return;
          event.preventDefault();
          search.focus();
          return;
        }
        case 'j':
        case 'k':
          if (where().page?.type !== 'list') return;
          event.preventDefault();
          move(key === 'j' ? 1 : -1);
          return;
        case 'e':
          edit();
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [registry, grants, basename, navigate]);

  return <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />;
}

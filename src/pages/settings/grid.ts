// The permission editor's grid as plain data: function type → privileges
// held. Every change goes through these functions so that the rules (CREATE,
// UPDATE or DELETE imply VIEW; no VIEW, nothing) hold whatever was clicked.
import { privilegesOn, type FunctionType, type Privilege } from '../../engine/permissions';
import { EXTRA_PRIVILEGE_TYPES, FUNCTION_TYPES } from '../../../schemas/app';

export type Grid = Readonly<Record<FunctionType, readonly Privilege[]>>;

/** What a row or column toggle shows: all ticked, some, or none. */
export type Coverage = 'all' | 'some' | 'none';

export interface PermissionFunction {
  function: { id?: number; type: string };
  privileges: readonly string[];
}

const FUNCTION_SET = new Set<string>(FUNCTION_TYPES);

/** The privileges a row offers: the four, then the extras the app puts on its function type. */
export const rowPrivileges = (type: FunctionType): Privilege[] => privilegesOn(type, EXTRA_PRIVILEGE_TYPES);

/** A row's privileges in its order, each once, with VIEW whenever any other is held. */
function normalised(type: FunctionType, privileges: Iterable<Privilege>): Privilege[] {
  const held = new Set(privileges);
  if (held.size > 0) held.add('VIEW');
  return rowPrivileges(type).filter((p) => held.has(p));
}

export function emptyGrid(): Grid {
  return Object.fromEntries(FUNCTION_TYPES.map((type) => [type, []])) as unknown as Grid;
}

/** The grid of a permission detail; unknown types and privileges are left out. */
export function gridFromFunctions(functions: readonly PermissionFunction[] | undefined): Grid {
  const grid: Record<string, readonly Privilege[]> = { ...emptyGrid() };
  for (const entry of functions ?? []) {
    const type = entry?.function?.type;
    if (!type || !FUNCTION_SET.has(type)) continue;
    const offered = new Set<string>(rowPrivileges(type as FunctionType));
    const privileges = (entry.privileges ?? []).filter((p): p is Privilege => offered.has(p));
    grid[type] = normalised(type as FunctionType, [...grid[type], ...privileges]);
  }
  return grid as unknown as Grid;
}

export function holds(grid: Grid, type: FunctionType, privilege: Privilege): boolean {
  return grid[type].includes(privilege);
}

function withRow(grid: Grid, type: FunctionType, privileges: Iterable<Privilege>): Grid {
  return { ...grid, [type]: normalised(type, privileges) };
}

/** One checkbox: ticking CREATE, UPDATE or DELETE ticks VIEW; unticking VIEW clears the row. */
export function setCell(grid: Grid, type: FunctionType, privilege: Privilege, checked: boolean): Grid {
  if (!checked && privilege === 'VIEW') return withRow(grid, type, []);
  const others = grid[type].filter((p) => p !== privilege);
  return withRow(grid, type, checked ? [...others, privilege] : others);
}

/** A row's "all": every privilege on that function type, or none. */
export function setRow(grid: Grid, type: FunctionType, checked: boolean): Grid {
  return withRow(grid, type, checked ? rowPrivileges(type) : []);
}

/** A column's "all": that privilege on every function type (with VIEW), or on none (no VIEW: empty rows). */
export function setColumn(grid: Grid, privilege: Privilege, checked: boolean): Grid {
  let next = grid;
  for (const type of FUNCTION_TYPES) next = setCell(next, type, privilege, checked);
  return next;
}

function coverage(count: number, of: number): Coverage {
  return count === 0 ? 'none' : count === of ? 'all' : 'some';
}

export function rowCoverage(grid: Grid, type: FunctionType): Coverage {
  return coverage(grid[type].length, rowPrivileges(type).length);
}

export function columnCoverage(grid: Grid, privilege: Privilege): Coverage {
  return coverage(FUNCTION_TYPES.filter((type) => holds(grid, type, privilege)).length, FUNCTION_TYPES.length);
}

export interface FunctionGrant {
  function: { type: FunctionType };
  privileges: Privilege[];
}

/** The body's `functions`: held rows only, in the vocabulary's order. */
export function functionsOf(grid: Grid): FunctionGrant[] {
  return FUNCTION_TYPES.filter((type) => grid[type].length > 0).map((type) => ({
    function: { type },
    privileges: [...grid[type]],
  }));
}

export function sameGrid(a: Grid, b: Grid): boolean {
  return FUNCTION_TYPES.every((type) => a[type].length === b[type].length && a[type].every((p, i) => b[type][i] === p));
}

/** How many function types the grid grants anything on. */
export function grantedCount(grid: Grid): number {
  return FUNCTION_TYPES.filter((type) => grid[type].length > 0).length;
}

/** `next`, keeping of what `before` lacked only what the caller may grant: nobody gives what they do not hold. */
export function withinGrantable(
  next: Grid,
  before: Grid,
  grantable: (type: FunctionType, privilege: Privilege) => boolean,
): Grid {
  const rows = FUNCTION_TYPES.map((type) => {
    const kept = next[type].filter((privilege) => before[type].includes(privilege) || grantable(type, privilege));
    return [type, normalised(type, kept)];
  });
  return Object.fromEntries(rows) as unknown as Grid;
}

// The form grid's rows: which fields span both columns.
import { describe, expect, it } from 'vitest';
import { acrossBoth } from '../../src/engine/ui/formInputs';

const S = false; // a short field
const W = true; // a wide one

describe('fields across both columns', () => {
  it('are the wide ones, and short ones paired two by two', () => {
    expect(acrossBoth([S, S, W, S, S])).toEqual([false, false, true, false, false]);
  });

  it('include a short field that would stand alone before a wide one or at the end', () => {
    // A translation form: its title, then its summary and body.
    expect(acrossBoth([S, W, W])).toEqual([true, true, true]);
    expect(acrossBoth([S, S, S, W, S])).toEqual([false, false, true, true, true]);
    expect(acrossBoth([S])).toEqual([true]);
    expect(acrossBoth([])).toEqual([]);
  });
});

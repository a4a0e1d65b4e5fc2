// Which navigations leave a form with unsaved changes: another page does, the
// same form under another language prefix does not.
import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { staysInForm } from '../../src/engine/ui/UnsavedChangesGuard';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: 'k' });

describe('staysInForm', () => {
  it('a language switch stays, in every direction', () => {
    expect(staysInForm(at('/country/create'), at('/ja/country/create'))).toBe(true);
    expect(staysInForm(at('/ja/country/3/update'), at('/vi/country/3/update'))).toBe(true);
    expect(staysInForm(at('/vi/country/3/update'), at('/country/3/update'))).toBe(true);
  });

  it('a path inside the form stays (a tab of it)', () => {
    expect(staysInForm(at('/ja/city/1/update'), at('/ja/city/1/update/1'))).toBe(true);
  });

  it("another page, the record's show page or the list leaves, in any language", () => {
    expect(staysInForm(at('/country/create'), at('/city'))).toBe(false);
    expect(staysInForm(at('/ja/country/create'), at('/ja/country'))).toBe(false);
    expect(staysInForm(at('/country/3'), at('/country/3/show'))).toBe(false);
    expect(staysInForm(at('/vi/country/create'), at('/ja/city/create'))).toBe(false);
  });
});

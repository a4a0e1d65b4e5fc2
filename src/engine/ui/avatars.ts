// An admin without a picture is shown by initials on a colour of their own, the same on every screen
// (who else is on a record, who sent a notification).

/** Up to two letters of a name: its first word's first letter and its last word's (one for one word). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Dark hues white initials are readable on (AA) in both themes. */
const COLOURS = ['#3949ab', '#00695c', '#6a1b9a', '#ad1457', '#4e342e', '#1565c0', '#2e7d32', '#37474f'];

/** The colour of an admin's initials avatar, by its id. */
export const avatarColour = (id: number) => COLOURS[Math.abs(id) % COLOURS.length];

// @vitest-environment jsdom
// The editor's toolbar as a keyboard user meets it: the heading-level list, chosen from or dismissed,
// leaves the focus in the text, so the next keys typed are the text's, not the list's.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, testDataProvider } from 'react-admin';
import { richText } from '../../src/engine/schema';
import RichTextEditor from '../../src/engine/ui/RichTextEditor';
import { InApp } from './inApp';

// jsdom lays nothing out: a range has no boxes, which the editor asks for to scroll to the selection.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(cleanup);

/** The editor holding "Opening", and its level list opened from the keyboard (the select focused). */
async function openLevels() {
  render(
    <InApp dataProvider={testDataProvider()}>
      <Form record={{ body: '<p>Opening</p>' }}>
        <RichTextEditor source="body" label="Body" field={richText()} validate={() => undefined} />
      </Form>
    </InApp>,
  );
  const text = await waitFor(() => {
    const editor = document.querySelector<HTMLElement>('.ProseMirror');
    expect(editor?.textContent).toBe('Opening');
    return editor!;
  });
  const level = screen.getByRole('combobox', { name: 'Select the level' });
  level.focus();
  fireEvent.keyDown(level, { key: 'ArrowDown' });
  return { text, levels: await screen.findByRole('listbox') };
}

/** Once the list has gone from the page (not only hidden), whatever it does as it goes. */
const closed = () => waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());

describe('the heading-level list', () => {
  it('gives the focus back to the text once a level is chosen with Enter', async () => {
    const { text, levels } = await openLevels();
    const option = within(levels).getByRole('option', { name: 'Heading 2' });
    option.focus();
    fireEvent.keyDown(option, { key: 'Enter' });
    await closed();
    expect(text.querySelector('h2')?.textContent).toBe('Opening');
    expect(text.contains(document.activeElement)).toBe(true);
  });

  it('gives the focus back to the text when dismissed with Escape', async () => {
    const { text, levels } = await openLevels();
    fireEvent.keyDown(levels, { key: 'Escape' });
    await closed();
    expect(text.querySelector('h2')).toBeNull();
    expect(text.contains(document.activeElement)).toBe(true);
  });
});

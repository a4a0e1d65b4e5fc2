// react-admin's Datagrid puts each row checkbox's aria-label on MUI's wrapper
// span instead of the input: the input has no name and the span holds an
// attribute its role forbids (axe: label, aria-prohibited-attr). This moves
// the label onto the input, for the rows there are now and those to come.
import { useEffect, type RefObject } from 'react';

function relabel(root: ParentNode) {
  root.querySelectorAll<HTMLElement>('.select-item[aria-label]').forEach((wrapper) => {
    const input = wrapper.querySelector('input');
    if (!input) return;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  });
}

export function useRowCheckboxLabels(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}

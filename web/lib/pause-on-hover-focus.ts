/**
 * Auto-advancing widgets stop while the mouse is over them or focus is inside them
 * (WCAG 2.2.2), and go on when both have left: `onChange` gets whether `root` is paused, each
 * time that changes.
 */
export function pauseOnHoverAndFocus(root: HTMLElement, onChange: (paused: boolean) => void): void {
  let hovered = false;
  let focused = false;
  let paused = false;
  const update = () => {
    if (paused === (hovered || focused)) return;
    paused = hovered || focused;
    onChange(paused);
  };
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    update();
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    update();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
}

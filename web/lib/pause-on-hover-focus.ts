import { useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Auto-advancing widgets stop while the mouse is over them or focus is inside them
 * (WCAG 2.2.2), and go on when both have left. Spread `handlers` on the widget's root.
 */
export function usePauseOnHoverAndFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false),
  };
  return { paused: hovered || focused, handlers };
}

import type { ButtonHTMLAttributes } from 'react';
import { Glyph, type GlyphName } from '../Glyph/Glyph';

interface StateButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children' | 'type'> {
  /** Its name in the first state, then in the second. */
  labels: readonly [string, string];
  glyphs: readonly [GlyphName, GlyphName];
}

/**
 * A button with two states, each with its own name and glyph (the mobile menu's open/close
 * toggle, the slideshow's pause/play), rendered by the server in its first state. A script
 * island switches it with setButtonState (state-button.ts): both names are in its data
 * attributes and both glyphs in its HTML, the stylesheet showing the current one.
 */
export function StateButton({ labels, glyphs, ...attributes }: StateButtonProps) {
  return (
    <button type="button" {...attributes} aria-label={labels[0]} data-label-off={labels[0]} data-label-on={labels[1]}>
      <Glyph name={glyphs[0]} className="state-glyph-off" />
      <Glyph name={glyphs[1]} className="state-glyph-on" />
    </button>
  );
}

/** Puts a StateButton (StateButton.tsx) in its second state (`on`) or back in its first: its name and glyph follow. */
export function setButtonState(button: HTMLButtonElement, on: boolean): void {
  button.toggleAttribute('data-on', on);
  button.setAttribute('aria-label', (on ? button.dataset.labelOn : button.dataset.labelOff) ?? '');
}

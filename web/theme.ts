import { Badge, createTheme, type ExtendComponent, type ModalFactory } from '@mantine/core';
import './theme.css';

/** The staff dashboard's Mantine theme. */
export const theme = createTheme({
  primaryColor: 'red',
  // White on red needs red.8 (#e03131, 4.5:1) for WCAG AA; Mantine's default, red.6, is 3.3:1
  // (Lighthouse's color-contrast audit failed on the sign-in button).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  components: {
    // A badge's text is clipped with an ellipsis by default, so a table squeezed by long
    // addresses showed "CONFIR…": a status is a word or two and must always read whole.
    Badge: Badge.extend({ defaultProps: { miw: 'max-content' } }),
    // Every dialog fills a phone's screen (theme.css), so forms get the whole width. What
    // `Modal.extend()` returns, written out: importing Modal here would load the dialog's code
    // (and its scroll and focus helpers) with the first screen, which opens no dialog.
    Modal: { classNames: { root: 'staff-dialog' } } satisfies ExtendComponent<ModalFactory>,
  },
});

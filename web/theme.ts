import { createTheme } from '@mantine/core';

/** The staff dashboard's Mantine theme. */
export const theme = createTheme({
  primaryColor: 'red',
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
});

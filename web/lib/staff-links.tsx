import { Anchor, Button } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/** Mantine's Anchor and Button as typed router links (a real <a href>: open in a new tab, copy the link). */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof Anchor<'a'>>>((props, ref) => <Anchor component="a" ref={ref} {...props} />),
);
export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof Button<'a'>>>((props, ref) => <Button component="a" ref={ref} {...props} />),
);

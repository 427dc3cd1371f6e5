import { Button } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * Mantine's Button as a router link (a real <a href>). The partner console's router is not the
 * one registered with TanStack Router's types (the staff console's is), so a link names it:
 * `<PartnerButtonLink<PartnerRouter> to="/partner/history" />` is checked against this app's routes.
 */
export const PartnerButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof Button<'a'>>>((props, ref) => <Button component="a" ref={ref} {...props} />),
);

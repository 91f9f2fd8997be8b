import { screen, within } from '@testing-library/react';

/** Where the link of this accessible name goes: in a part of the page, or anywhere on it. */
export const linkHref = (name: string | RegExp, scope?: HTMLElement): string | null =>
  (scope ? within(scope) : screen).getByRole('link', { name }).getAttribute('href');

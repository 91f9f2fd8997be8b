import type { ReactNode } from 'react';

/**
 * The pages' document (<html lang>, header, footer) is app/[locale]/layout.tsx, per language; the
 * route handlers beside it (gateway, probes) need none.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

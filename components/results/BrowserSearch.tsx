'use client';

import dynamic from 'next/dynamic';

/**
 * The browser's own search, for the rare page the server did not search. Its code (the rows
 * rendered in the browser, the query) is a chunk of its own, so ordinary results pages never
 * load it.
 */
export const BrowserSearch = dynamic(() =>
  import('./ClientSearch').then((module) => module.ClientSearch),
);

'use client';

import Link from 'next/link';

/** Any rendering fault below the layout: say so and offer a way on, never a blank page. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main id="main" className="empty-state" role="alert">
      <h1>Something went wrong</h1>
      <p>This page hit a problem. You can try again, or start a new search.</p>
      <p>
        <button type="button" className="primary" onClick={reset}>
          Try again
        </button>{' '}
        <Link href="/">New search</Link>
      </p>
    </main>
  );
}

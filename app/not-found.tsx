import Link from 'next/link';
import './globals.css';

/** A path outside every page and language (the localized 404 is app/[locale]/not-found.tsx). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="empty-state">
          <h1>Page not found</h1>
          <p>
            <Link href="/">Search for a drug</Link>
          </p>
        </main>
      </body>
    </html>
  );
}

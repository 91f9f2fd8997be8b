import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="empty-state">
      <h1>Page not found</h1>
      <p>
        <Link href="/">Search for a drug</Link>
      </p>
    </main>
  );
}

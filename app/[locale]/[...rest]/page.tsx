import { notFound } from 'next/navigation';

/** Any other path in a language: its 404 page, in that language. */
export default function UnknownPage() {
  notFound();
}

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { NameMatch } from '@/lib/domain/api/find-drugs';

/**
 * How the search's name was read, said once above the prices: a corrected spelling, a name from
 * outside the US label (never as if the shopper's word were wrong: "Mostramos levotiroxina
 * (levothyroxine)"), the one combination a name is sold in, the generic shown for a brand not
 * priced so, and the words the answer did not need. Nothing when the name was read as typed.
 */
export function NameMatchNote({ nameMatch }: { nameMatch: NameMatch | null | undefined }) {
  const t = useTranslations('NameMatch');
  if (!nameMatch) return null;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const { matched, searched, alias, genericFor, ignored } = nameMatch;
  const sentences: ReactNode[] = [];
  if (nameMatch.corrected) sentences.push(t.rich('corrected', { matched, searched, strong }));
  else if (alias)
    sentences.push(t.rich('alias', { matched, alias: alias.name, kind: alias.kind, strong }));
  else if (nameMatch.via === 'ingredient') {
    sentences.push(t.rich('ingredient', { matched, searched, strong }));
  }
  if (genericFor) sentences.push(t('genericFor', { brand: genericFor }));
  if (ignored.length > 0) {
    const words = ignored.map((word) => `“${word}”`).join(', ');
    sentences.push(t('ignored', { words, count: ignored.length }));
  }
  if (sentences.length === 0) return null;
  return (
    <p className="name-match" role="status">
      {sentences.map((sentence, i) => (
        <span key={i}>
          {i > 0 ? ' ' : null}
          {sentence}
        </span>
      ))}
    </p>
  );
}

import { Fragment } from 'react';

/** A description from the document: text with `code` spans (the only markup it uses). */
export function Prose({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}

import { Link } from '@/lib/i18n/navigation';

/** Drug names as a list of links, each to its own search. */
export function DrugNameLinks({
  names,
  hrefOf,
  className,
}: {
  names: readonly string[];
  /** The results URL of a name. */
  hrefOf: (name: string) => string;
  className: string;
}) {
  return (
    <ul className={className}>
      {names.map((name) => (
        <li key={name}>
          <Link href={hrefOf(name)}>{name}</Link>
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactNode } from 'react';

/** One section of the home page, named by its heading. */
export function HomeSection({
  title,
  className,
  children,
}: {
  title: string;
  /** A class besides `home-section`, for a section's own look. */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `home-section ${className}` : 'home-section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

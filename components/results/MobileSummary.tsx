'use client';

/** The sticky one-line summary phones show while scrolling the list. */
export function MobileSummary({ text }: { text: string }) {
  return (
    <div className="mobile-summary" aria-hidden="true">
      <span>{text}</span>
      <button
        type="button"
        tabIndex={-1}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        Edit
      </button>
    </div>
  );
}

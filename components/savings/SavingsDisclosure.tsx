'use client';

import { useId, useState, type ReactNode } from 'react';
import { formatUsd } from '@/lib/client/format';

/**
 * The savings box. A phone shows it as one line that opens it, so the hints do not push the
 * prices down; a wider screen shows it open.
 */
export function SavingsDisclosure({ mostUsd, children }: { mostUsd: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section
      className={open ? 'savings-tips open' : 'savings-tips'}
      aria-labelledby="savings-title"
    >
      <h2 id="savings-title">
        <span className="savings-title">Savings you might miss</span>
        <button
          type="button"
          className="savings-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {`Savings you might miss · up to ${formatUsd(mostUsd)}`}
        </button>
      </h2>
      <div id={bodyId} className="savings-body">
        {children}
      </div>
    </section>
  );
}

'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SearchState } from '@/lib/view/search-state';
import { useSearchState } from '@/lib/client/use-search-state';
import type { DiscountCardRow } from './DiscountCard';

export type ResultsViewMode = 'list' | 'map';

interface ResultsControls {
  /** The search the URL holds. */
  state: SearchState;
  /** Moves to a changed search (a new URL the server renders); previous results stay meanwhile. */
  navigate: (patch: Partial<SearchState>) => void;
  navigating: boolean;
  view: ResultsViewMode;
  setView: (view: ResultsViewMode) => void;
  cardRow: DiscountCardRow | null;
  setCardRow: (row: DiscountCardRow | null) => void;
}

interface Selection {
  /** The pharmacy hovered, else the one selected: highlighted in the list and on the map. */
  highlightedId: string | null;
  hover: (id: string | null) => void;
  select: (id: string) => void;
}

// Two contexts: hovering changes the selection many times a second, and only the rows and the
// map need to hear of it.
const ControlsContext = createContext<ResultsControls | null>(null);
const SelectionContext = createContext<Selection | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside ResultsShell`);
  return value;
}

/** The results page's search, view and discount card, for the client islands inside it. */
export const useResultsControls = (): ResultsControls =>
  required(use(ControlsContext), 'useResultsControls');

/** Which pharmacy the list and the map highlight, and how to change it. */
export const useSelection = (): Selection => required(use(SelectionContext), 'useSelection');

/**
 * The client state of a results page around its server-rendered content: the URL's search and the
 * way to a changed one, list or map, the highlighted pharmacy and the open discount card. The
 * rows themselves are server components; only their small interactive parts read this.
 */
export function ResultsShell({ name, children }: { name: string; children: ReactNode }) {
  const { state, navigate, navigating } = useSearchState(name);
  const [view, setView] = useState<ResultsViewMode>('list');
  const [cardRow, setCardRow] = useState<DiscountCardRow | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const select = useCallback((id: string) => {
    setSelectedId(id);
    document
      .getElementById(`pharmacy-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const controls = useMemo(
    () => ({ state, navigate, navigating, view, setView, cardRow, setCardRow }),
    [state, navigate, navigating, view, cardRow],
  );
  const selection = useMemo(
    () => ({ highlightedId: hoveredId ?? selectedId, hover: setHoveredId, select }),
    [hoveredId, selectedId, select],
  );

  return (
    <ControlsContext value={controls}>
      <SelectionContext value={selection}>
        <main id="main" className="results">
          {children}
        </main>
      </SelectionContext>
    </ControlsContext>
  );
}

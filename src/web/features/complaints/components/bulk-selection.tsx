import Checkbox from '@mui/material/Checkbox';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { ComplaintCard } from '#domain/complaints/complaint.schemas.ts';

/** The cards chosen for a bulk change: each with the version it had when chosen. */
export interface BulkSelection {
  /** Chosen complaint ids and their versions. */
  chosen: ReadonlyMap<number, number>;
  /** 'Select all N matching': the whole filter, not the cards. */
  allMatching: boolean;
  /** Toggles a card; with `range`, every card from the last one clicked takes the same state. */
  toggle(card: ComplaintCard, index: number, cards: readonly ComplaintCard[], range: boolean): void;
  selectOnScreen(cards: readonly ComplaintCard[]): void;
  selectAllMatching(): void;
  clear(): void;
}

const SelectionContext = createContext<BulkSelection | null>(null);

/** The selection of a list's cards; null outside a list that offers bulk actions. */
export function useBulkSelection(): BulkSelection | null {
  return useContext(SelectionContext);
}

/**
 * Holds the chosen cards of one list and its keyboard: `j`/`k` move between cards, Enter opens the
 * card (it is a link), `x` selects it. Keyed by the list and its filter, so a new filter starts afresh.
 */
export function BulkSelectionProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const lastIndex = useRef<number | null>(null);
  useListKeyboard();

  const selection = useMemo<BulkSelection>(
    () => ({
      chosen,
      allMatching,
      toggle(card, index, cards, range) {
        setAllMatching(false);
        setChosen((current) => {
          const next = new Map(current);
          const choose = !current.has(card.id);
          const from = range && lastIndex.current !== null ? Math.min(lastIndex.current, index) : index;
          const to = range && lastIndex.current !== null ? Math.max(lastIndex.current, index) : index;
          for (const each of cards.slice(from, to + 1)) {
            if (choose) next.set(each.id, each.version);
            else next.delete(each.id);
          }
          return next;
        });
        lastIndex.current = index;
      },
      selectOnScreen(cards) {
        setAllMatching(false);
        setChosen(new Map(cards.map((card) => [card.id, card.version])));
      },
      selectAllMatching() {
        setAllMatching(true);
      },
      clear() {
        setAllMatching(false);
        setChosen(new Map());
        lastIndex.current = null;
      },
    }),
    [chosen, allMatching],
  );
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

/** A card's checkbox; shift-click chooses the range from the last card clicked. Nothing outside a bulk list. */
export function BulkCheckbox({
  card,
  index,
  cards,
}: {
  card: ComplaintCard;
  index: number;
  cards: readonly ComplaintCard[];
}) {
  const { t } = useTranslation();
  const selection = useBulkSelection();
  if (!selection) return null;
  return (
    <Checkbox
      checked={selection.allMatching || selection.chosen.has(card.id)}
      onClick={(event) => selection.toggle(card, index, cards, event.shiftKey)}
      slotProps={{
        input: {
          'aria-label': t('complaints.bulk.select', { number: displayNumber(card.id) }),
          'aria-keyshortcuts': 'x',
        },
      }}
    />
  );
}

const CARD = '[data-complaint-id]';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) && !isCheckbox(target))
  );
}
function isCheckbox(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.type === 'checkbox';
}

/** `j`/`k` focus the next or previous card's link, `x` clicks the focused card's checkbox. */
function useListKeyboard() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      const key = event.key.toLowerCase();
      if (key !== 'j' && key !== 'k' && key !== 'x') return;
      const cards = [...document.querySelectorAll<HTMLElement>(CARD)];
      if (cards.length === 0) return;
      const current = cards.findIndex((card) => card.contains(document.activeElement));
      event.preventDefault();
      if (key === 'x') {
        cards[current]?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
        return;
      }
      const next =
        current === -1
          ? key === 'j'
            ? 0
            : cards.length - 1
          : Math.min(cards.length - 1, Math.max(0, current + (key === 'j' ? 1 : -1)));
      const link = cards[next]?.querySelector<HTMLElement>('a[href]');
      link?.focus();
      link?.scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

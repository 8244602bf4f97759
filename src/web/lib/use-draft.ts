import { useCallback, useState } from 'react';

const PREFIX = 'caredesk.draft.';

/** What was kept on this device under `key`, or `initial` (also when storage is unavailable or the value unreadable). */
export function readDraft<T>(key: string, initial: T): T {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  } catch {
    return initial;
  }
}

export function writeDraft<T>(key: string, value: T | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or blocked storage keeps the draft in memory only: typing goes on.
  }
}

/** The keys of every draft on the device (without the common prefix). */
function draftKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '')
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length));
  } catch {
    return [];
  }
}

/** The drafts whose key starts with `prefix`, as [key, value]; null where a value is unreadable. */
export function keptDrafts<T>(prefix: string): [string, T | null][] {
  return draftKeys()
    .filter((key) => key.startsWith(prefix))
    .map((key) => [key, readDraft<T | null>(key, null)]);
}

/**
 * Forgets every draft of this person on the device (at sign-out: a shared phone keeps nothing of
 * theirs). Draft keys name the person second: `kind:userId[:record]` (`comment:7:42`, `visit-queue:7`).
 */
export function forgetDraftsOf(userId: number): void {
  for (const key of draftKeys()) if (key.split(':')[1] === String(userId)) writeDraft(key, null);
}

/**
 * State kept on the device until it is sent (decision 021): what a person types survives a reload, a
 * closed tab or a lost connection. `key` names the person and the record (`comment:7:42`); `clear`
 * forgets the draft once the server has it.
 */
export function useDraft<T>(key: string, initial: T): [T, (value: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(key, initial));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeDraft(key, next);
    },
    [key],
  );
  const clear = useCallback(() => {
    setValue(initial);
    writeDraft(key, null);
    // `initial` is a constant of the caller: only the key names the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [value, set, clear];
}

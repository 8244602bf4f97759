import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far: a part whose code loads on first use
 * (decision 062) mounts then and stays mounted, so its closing transition plays and what it holds
 * outlives its closing.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

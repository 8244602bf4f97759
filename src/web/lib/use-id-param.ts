import { useParams } from 'react-router';

/** The route's `:id` as a number; 0, which names no row, when it is missing or not a whole number. */
export function useIdParam(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') ? Number(id) : 0;
}

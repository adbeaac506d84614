interface Orderable {
  id: string;
  isPrimary: boolean;
  position: number;
}

/** The order everyone sees (as the API answers): the primary photo first, then the owner's order. */
export function sortForDisplay<T extends Orderable>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position);
}

/**
 * Moves one photo from `from` to `to`. The primary photo is always shown first, so it does not move and nothing
 * moves in front of it; null when the move changes nothing.
 */
export function movePhoto<T extends Orderable>(images: readonly T[], from: number, to: number): T[] | null {
  const firstMovable = images[0]?.isPrimary ? 1 : 0;
  const target = Math.min(Math.max(to, firstMovable), images.length - 1);
  if (from < firstMovable || from === target || from < 0 || from >= images.length) return null;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(target, 0, moved);
  return next;
}

// Moving a plan or a package one place up or down the display order.

/** OrderChange is one PUT .../{id}/reorder {displayOrder}. */
export interface OrderChange {
  id: number
  displayOrder: number
}

interface Ordered {
  id: number
  displayOrder: number
}

/**
 * moveChanges returns the reorder calls that move items[index] one place
 * (delta -1 up, +1 down) in a list shown in display order. The rows are
 * numbered 1, 2, 3... in their new places, and only the rows whose number
 * changes are sent, so rows that shared an order (the default 99) come apart.
 * Nothing moves past either end.
 */
export function moveChanges(items: readonly Ordered[], index: number, delta: -1 | 1): OrderChange[] {
  const target = index + delta
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return []
  const moved = [...items]
  ;[moved[index], moved[target]] = [moved[target]!, moved[index]!]
  return moved.flatMap((item, i) => (item.displayOrder === i + 1 ? [] : [{ id: item.id, displayOrder: i + 1 }]))
}

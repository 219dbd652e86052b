import type { Availability } from '../../runtime/blocks';
import { Badge } from '../../runtime/ui/index';

/** Stock of a choice in words: "In stock", "Low stock · ships in 3 days", "Made to order · 21 days". */
export function availabilityText(availability: Availability): string {
  if (availability.status === 'In stock') return 'In stock';
  const days = `${availability.leadDays} ${availability.leadDays === 1 ? 'day' : 'days'}`;
  return availability.status === 'Low stock'
    ? `Low stock · ships in ${days}`
    : `Made to order · ${days}`;
}

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const tone =
    availability.status === 'In stock'
      ? 'success'
      : availability.status === 'Low stock'
        ? 'warning'
        : 'neutral';
  return <Badge tone={tone}>{availabilityText(availability)}</Badge>;
}

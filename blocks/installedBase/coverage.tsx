import { coverageOf, type Coverage } from '../../runtime/blocks';
import { Badge, type BadgeTone } from '../../runtime/ui/index';

const COVERAGE_TONE: Record<Coverage, BadgeTone> = {
  active: 'success',
  ending: 'warning',
  ended: 'neutral',
};

export const STATUS_TONE: Record<string, BadgeTone> = {
  Operational: 'success',
  'Service due': 'warning',
  Down: 'error',
};

/** A yyyy-mm-dd date in the user's locale ("Mar 4, 2021"); the text as given if it is not one. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale.replace('_', '-'), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
}

/** A contract's or warranty's coverage: until, ends soon, ended, or none. */
export function CoverageBadge({
  endDate,
  today,
  locale,
  what,
}: {
  endDate: string | null;
  today: string;
  locale: string;
  what: string;
}) {
  const coverage = coverageOf(endDate, today);
  if (!coverage || !endDate) return <Badge tone="neutral">No {what}</Badge>;
  const date = formatDate(endDate, locale);
  const text =
    coverage === 'ended'
      ? `Ended ${date}`
      : coverage === 'ending'
        ? `Ends ${date}`
        : `Until ${date}`;
  return <Badge tone={COVERAGE_TONE[coverage]}>{text}</Badge>;
}

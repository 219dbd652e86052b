import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';

/** What a list, search or page shows when there is nothing: what happened and what to do next. */
export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: IconName;
  /** Buttons or links that lead on ("Clear filters", "Browse the catalogue"). */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** The empty state of a list, search or page: an icon, a title, what to do, and its actions. */
export function EmptyState({
  title,
  children,
  icon = 'inbox',
  actions,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="bf-empty-state">
      <span className="bf-empty-state-icon">
        <Icon name={icon} size={32} color="currentColor" />
      </span>
      <Heading className="bf-empty-state-title">{title}</Heading>
      {children ? <div className="bf-empty-state-body">{children}</div> : null}
      {actions ? <div className="bf-empty-state-actions">{actions}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Icon } from './Icon';
import './ui.css';

export interface FieldMessagesProps {
  description?: ReactNode;
  error?: ReactNode;
  descriptionId: string;
  errorId: string;
}

/** The description and error lines under a form control, shared by every field. */
export function FieldMessages({ description, error, descriptionId, errorId }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <span id={descriptionId} className="bf-field-description">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="bf-field-error">
          <Icon name="error" size={16} color="currentColor" />
          {error}
        </span>
      ) : null}
    </>
  );
}

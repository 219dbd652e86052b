import { useId } from 'react';

/**
 * Ids that wire a field's label, description and error message to its control, so screen
 * readers read the description and the error with the control (aria-describedby).
 */
export function useFieldIds(
  id: string | undefined,
  hasDescription: boolean,
  hasError: boolean,
): { controlId: string; descriptionId: string; errorId: string; describedBy: string | undefined } {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const parts = [hasDescription ? descriptionId : '', hasError ? errorId : ''].filter(Boolean);
  return {
    controlId,
    descriptionId,
    errorId,
    describedBy: parts.length > 0 ? parts.join(' ') : undefined,
  };
}

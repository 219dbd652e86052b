import { Icon } from './Icon';

/** One step of a `Stepper`. */
export interface StepperStep {
  id: string;
  label: string;
}

/** The steps of a process (checkout, a return) and where the user is. */
export interface StepperProps {
  steps: readonly StepperStep[];
  /** Id of the current step; steps before it are complete. */
  currentId: string;
  /** Accessible name of the list ("Checkout progress"). */
  label: string;
  /**
   * The process is over (an order delivered): every step, the current one too, is complete and
   * none is current.
   */
  complete?: boolean;
}

/** An ordered list: the current step carries aria-current="step", done steps say so in text. */
export function Stepper({ steps, currentId, label, complete = false }: StepperProps) {
  const current = complete
    ? steps.length
    : Math.max(
        0,
        steps.findIndex((step) => step.id === currentId),
      );
  return (
    <ol className="bf-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={`bf-stepper-step bf-stepper-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="bf-stepper-marker" aria-hidden="true">
              {state === 'complete' ? (
                <Icon name="check" size={16} color="currentColor" />
              ) : (
                index + 1
              )}
            </span>
            <span className="bf-stepper-label">
              {step.label}
              {state === 'complete' ? (
                <span className="bf-visually-hidden"> (completed)</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

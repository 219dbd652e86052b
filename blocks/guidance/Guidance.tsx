import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCompleteGuidance, type BlockProps } from '../../runtime/blocks';
import { Button } from '../../runtime/ui';
import { RadioGroup } from '../../runtime/ui/aria';
import type { GuidanceConfiguration } from '../../schemas/generated/blocks/guidance';

export const GUIDANCE_UNANSWERED_MESSAGE = 'Please answer every question to continue.';

/**
 * The guidance step before the cart: one group of choices per question; once every question has
 * an answer, the button records the step as done and goes on to the cart. The answers guide the
 * user (shipping, handling); the spec stores none of them.
 */
export default function Guidance({ configuration }: BlockProps<GuidanceConfiguration>) {
  const { steps, completeLabel = 'Continue to cart' } = configuration;
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const completeGuidance = useCompleteGuidance();
  const navigate = useNavigate();
  const formId = useId();
  const missing = steps.findIndex((_step, index) => answers[index] === undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missing !== -1) {
      setShowMissing(true);
      document.getElementById(`${formId}-${missing}`)?.querySelector('input')?.focus();
      return;
    }
    completeGuidance();
    void navigate('/cart');
  }

  return (
    <form className="bf-guidance bf-container" onSubmit={submit} noValidate>
      {steps.map((step, stepIndex) => (
        <RadioGroup
          key={step.question}
          id={`${formId}-${stepIndex}`}
          className="bf-guidance-step"
          orientation="horizontal"
          label={step.question}
          name={`${formId}-${stepIndex}`}
          options={step.options.map((option) => ({ value: option, label: option }))}
          value={answers[stepIndex] ?? null}
          isInvalid={showMissing && answers[stepIndex] === undefined}
          onChange={(option) => setAnswers((current) => ({ ...current, [stepIndex]: option }))}
        />
      ))}
      {showMissing && missing !== -1 && (
        <p role="alert" className="bf-guidance-error">
          {GUIDANCE_UNANSWERED_MESSAGE}
        </p>
      )}
      <Button type="submit">{completeLabel}</Button>
    </form>
  );
}

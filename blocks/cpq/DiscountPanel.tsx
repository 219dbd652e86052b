import { useState, type FormEvent } from 'react';
import { Badge, Button, TextField } from '../../runtime/ui/index';
import {
  approvalBadge,
  discountVerdict,
  type CpqBundle,
  type CpqQuote,
} from '../../runtime/blocks';

/**
 * The discount: its approval badge and the desk's note for everyone; for a manager, the request
 * form (percent and reason), checked against the bundle's policy before it is sent. The server
 * decides again. A request needs the quote saved as shown, so it is for the figures on screen.
 */
export function DiscountPanel({
  bundle,
  quote,
  isManager,
  canRequest,
  pending,
  onRequest,
}: {
  bundle: CpqBundle;
  quote: CpqQuote | null;
  isManager: boolean;
  /** Whether the quote is saved and unchanged. */
  canRequest: boolean;
  pending: boolean;
  onRequest: (request: { percent: number; reason: string }) => void;
}) {
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const discount = quote?.discount ?? null;
  const badge = approvalBadge(discount?.state ?? 'None');
  const policy = bundle.discountPolicy;

  function submit(event: FormEvent) {
    event.preventDefault();
    const verdict = discountVerdict(policy, { percent: Number(percent), reason, isManager });
    if (!verdict.allowed) {
      setProblem(verdict.reason);
      return;
    }
    setProblem(null);
    onRequest({ percent: Number(percent), reason: reason.trim() });
  }

  return (
    <section className="bf-cpq-discount" aria-labelledby="bf-cpq-discount-heading">
      <div className="bf-cpq-discount-head">
        <h3 id="bf-cpq-discount-heading">Discount</h3>
        <Badge tone={badge.tone} role="status" aria-label={`Approval state: ${badge.label}`}>
          {badge.label}
        </Badge>
      </div>
      {discount && discount.state !== 'None' ? (
        <p className="bf-cpq-muted">
          {discount.percent}% requested by {discount.requestedBy ?? 'a manager'}: “{discount.reason}
          ”
        </p>
      ) : null}
      {discount?.note ? <p className="bf-cpq-note">{discount.note}</p> : null}
      {isManager ? (
        <form className="bf-cpq-discount-form" onSubmit={submit} noValidate>
          <p className="bf-cpq-muted">
            Up to {policy.autoApprovePercent}% is approved at once; up to {policy.maxPercent}% goes
            to the Cellaris sales desk for approval.
          </p>
          <TextField
            label="Discount (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={policy.maxPercent}
            step={0.25}
            value={percent}
            onChange={(event) => setPercent(event.currentTarget.value)}
          />
          <TextField
            label="Reason"
            value={reason}
            maxLength={500}
            description={`At least ${policy.minReasonLength} characters, e.g. a competing offer or a tender.`}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {problem ? (
            <p className="bf-cpq-error" role="alert">
              {problem}
            </p>
          ) : null}
          {!canRequest ? (
            <p className="bf-cpq-muted">Save the quote to request a discount on it.</p>
          ) : null}
          <Button type="submit" variant="secondary" loading={pending} disabled={!canRequest}>
            Request discount
          </Button>
        </form>
      ) : (
        <p className="bf-cpq-muted">
          A manager of your account can request a discount on this quote.
        </p>
      )}
    </section>
  );
}

import { serviceDeskRoute, type BubbleOrgAnswer } from '../../runtime/blocks';

/**
 * checkIfBubbleOrg said the organisation's own service desk handles its cases: the form says so
 * and routes there (the desk's portal, else an email with what the search knew).
 */
export function ServiceDeskNotice({
  answer,
  symptom,
  instrument,
  knowledgeUrl,
}: {
  answer: BubbleOrgAnswer;
  symptom: string;
  instrument: string;
  knowledgeUrl: string;
}) {
  const desk = answer.serviceDesk!;
  const route = serviceDeskRoute(answer, {
    subject: symptom,
    symptom,
    instrumentModel: instrument,
    serialNumber: '',
  });
  return (
    <section className="bf-case-desk" aria-labelledby="bf-case-desk-heading">
      <h2 id="bf-case-desk-heading">Your service desk handles cases</h2>
      <p>
        Cases of <strong>{answer.accountName}</strong> are handled by <strong>{desk.name}</strong>,
        not by Cellaris support. Open your case there; they escalate to us when needed.
      </p>
      <dl className="bf-case-desk-contact">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${desk.email}`}>{desk.email}</a>
          </dd>
        </div>
        {desk.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${desk.phone.replace(/[^+\d]/g, '')}`}>{desk.phone}</a>
            </dd>
          </div>
        )}
        {desk.hours && (
          <div>
            <dt>Hours</dt>
            <dd>{desk.hours}</dd>
          </div>
        )}
      </dl>
      <p className="bf-case-actions">
        {route && (
          <a
            className="bf-button bf-button-primary"
            href={route.href}
            rel="noopener noreferrer"
            target={route.href.startsWith('https:') ? '_blank' : undefined}
          >
            {route.label}
          </a>
        )}
        <a className="bf-button bf-button-ghost" href={knowledgeUrl}>
          Search the knowledge base
        </a>
      </p>
    </section>
  );
}

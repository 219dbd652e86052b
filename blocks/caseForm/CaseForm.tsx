import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ATTACHMENT_TYPES,
  ATTACHMENT_TYPES_TEXT,
  attachmentAccept,
  attachmentListItems,
  caseDescriptionHtml,
  casePrefillOf,
  caseProblems,
  caseRelatedTo,
  formatFileSize,
  QueryStates,
  requestPath,
  requiredCaseFields,
  safeSitePath,
  useAttachmentUploads,
  useBubbleOrg,
  useCaseCreationDetails,
  useRequestActions,
  useSession,
  useSessionController,
  type BlockProps,
  type CaseCreationDetails,
  type CaseDraft,
  type CaseField,
  type CasePrefill,
} from '../../runtime/blocks';
import { Button, FileAttachments, Select, TextField } from '../../runtime/ui/index';
import type { CaseFormConfiguration } from '../../schemas/generated/blocks/caseForm';
import { ServiceDeskNotice } from './ServiceDeskNotice';
import './caseForm.css';

const newDraftId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function firstDraft(details: CaseCreationDetails, prefill: CasePrefill): CaseDraft {
  return {
    caseType: details.defaultCaseType,
    priority: details.defaultPriority,
    subject: prefill.symptom.slice(0, Math.min(120, details.limits.subjectMaxChars)),
    instrumentModel: prefill.model,
    serialNumber: '',
    symptom: prefill.symptom,
    description: '',
    contactName: details.contact.name,
    contactEmail: details.contact.email,
    contactPhone: details.contact.phone,
    articleNumber: prefill.articleNumber,
    draftId: newDraftId(),
  };
}

const LABELS: Record<CaseField, string> = {
  subject: 'Subject',
  instrumentModel: 'Instrument model',
  serialNumber: 'Serial number',
  symptom: 'Symptom',
  description: 'What happened and what you tried',
  contactName: 'Contact name',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
};

function Form({
  details,
  prefill,
  allowAttachments,
  casesUrl,
}: {
  details: CaseCreationDetails;
  prefill: CasePrefill;
  allowAttachments: boolean;
  casesUrl: string;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CaseDraft>(() => firstDraft(details, prefill));
  const [showProblems, setShowProblems] = useState(false);
  const uploads = useAttachmentUploads();
  const { create } = useRequestActions();
  const formRef = useRef<HTMLFormElement>(null);
  const required = new Set(requiredCaseFields(details, draft.caseType));
  const problems = caseProblems(draft, details);
  const uploadProblem = uploads.busy ? 'Wait until the attachments have uploaded.' : undefined;
  const shown = (name: keyof typeof problems) => (showProblems ? problems[name] : undefined);
  const change = (patch: Partial<CaseDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const priority = details.priorities.find((choice) => choice.value === draft.priority);
  const caseType = details.caseTypes.find((choice) => choice.value === draft.caseType);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(problems).length > 0 || uploadProblem) {
      setShowProblems(true);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    create.mutate(
      {
        requestType: draft.caseType,
        subject: draft.subject.trim(),
        relatedTo: caseRelatedTo(draft),
        relatedOrderId: null,
        descriptionHtml: caseDescriptionHtml(draft, prefill.articleTitle),
        attachmentIds: uploads.attachmentIds,
        draftId: draft.draftId,
        priority: draft.priority,
      },
      { onSuccess: (created) => void navigate(requestPath(created)) },
    );
  }

  const field = (
    name: CaseField,
    extra: { description?: string; type?: string; maxLength?: number } = {},
  ) => (
    <TextField
      label={LABELS[name]}
      required={required.has(name)}
      value={draft[name]}
      type={extra.type ?? 'text'}
      maxLength={extra.maxLength ?? 200}
      description={extra.description}
      error={shown(name)}
      onChange={(event) => change({ [name]: event.target.value })}
    />
  );

  return (
    <form
      ref={formRef}
      className="bf-case-form"
      onSubmit={submit}
      noValidate
      aria-label={details.label}
    >
      {prefill.articleNumber && (
        <p className="bf-case-prefill" role="note">
          Prefilled from your search and knowledge article {prefill.articleNumber}
          {prefill.articleTitle ? `: ${prefill.articleTitle}` : ''}.
        </p>
      )}
      <fieldset className="bf-case-group">
        <legend>Case</legend>
        <div className="bf-case-grid">
          <Select
            label="Case type"
            required
            value={draft.caseType}
            options={details.caseTypes.map((choice) => ({
              value: choice.value,
              label: choice.label,
            }))}
            description={caseType?.description}
            error={shown('caseType')}
            onChange={(event) => change({ caseType: event.target.value })}
          />
          <Select
            label="Priority"
            required
            value={draft.priority}
            options={details.priorities.map((choice) => ({
              value: choice.value,
              label: choice.label,
            }))}
            description={priority?.description}
            error={shown('priority')}
            onChange={(event) => change({ priority: event.target.value })}
          />
        </div>
        {field('subject', { maxLength: details.limits.subjectMaxChars })}
      </fieldset>
      <fieldset className="bf-case-group">
        <legend>Instrument</legend>
        <div className="bf-case-grid">
          {field('instrumentModel', { description: 'For example: Aurion 4L or HelixSeq 2000' })}
          {field('serialNumber', {
            description: 'On the type plate at the back, e.g. AU4-31877',
            maxLength: 40,
          })}
        </div>
        {field('symptom', {
          description: 'What the instrument does, in a sentence.',
          maxLength: 500,
        })}
        <div className="bf-field">
          <label className="bf-field-label" htmlFor="bf-case-description">
            {LABELS.description}
            {required.has('description') ? ' *' : ''}
          </label>
          <textarea
            id="bf-case-description"
            className="bf-input bf-case-textarea"
            rows={6}
            value={draft.description}
            maxLength={details.limits.descriptionMaxChars}
            aria-invalid={shown('description') ? true : undefined}
            aria-describedby="bf-case-description-hint"
            onChange={(event) => change({ description: event.target.value })}
          />
          <p id="bf-case-description-hint" className="bf-field-description">
            When it started, error messages, and the steps you already tried.
          </p>
          {shown('description') && <p className="bf-field-error">{shown('description')}</p>}
        </div>
      </fieldset>
      <fieldset className="bf-case-group">
        <legend>Contact</legend>
        <div className="bf-case-grid bf-case-grid-3">
          {field('contactName')}
          {field('contactEmail', { type: 'email' })}
          {field('contactPhone', { type: 'tel', maxLength: 40 })}
        </div>
      </fieldset>
      {allowAttachments && (
        <FileAttachments
          label="Attachments"
          hint={`Logs, QC reports or photos: ${ATTACHMENT_TYPES_TEXT}; up to ${details.limits.attachmentsPerCase} files of at most ${formatFileSize(details.limits.attachmentMaxBytes)} each.`}
          accept={attachmentAccept(ATTACHMENT_TYPES)}
          items={attachmentListItems(uploads.uploads)}
          problems={[
            ...uploads.problems,
            ...(showProblems && uploadProblem ? [uploadProblem] : []),
          ]}
          onAdd={uploads.add}
          onRemove={uploads.remove}
        />
      )}
      {create.isError && (
        <p className="bf-data-mutation-error">
          The case was not opened: {create.error?.message || 'please try again'}. Everything you
          entered is still here.
        </p>
      )}
      <div className="bf-case-actions">
        <Button type="submit" loading={create.isPending}>
          Open case
        </Button>
        <a className="bf-button bf-button-ghost" href={casesUrl}>
          Cancel
        </a>
      </div>
    </form>
  );
}

/**
 * A new support case (issue 19). The form is what getCaseCreationActionDetails' full response
 * describes (case types, priorities, required fields per type, limits, the contact to prefill);
 * the address may carry what the knowledge search knew (symptom, article, model). The case is
 * written as a support request, so it is listed in /billing/cases and opens on its request page.
 * When checkIfBubbleOrg says the organisation's own desk handles cases, the form says so and
 * routes there instead.
 */
export default function CaseForm({ configuration }: BlockProps<CaseFormConfiguration>) {
  const casesUrl = safeSitePath(configuration.casesUrl ?? '/billing/cases') ?? '/billing/cases';
  const knowledgeUrl =
    safeSitePath(configuration.knowledgeUrl ?? '/troubleshooting') ?? '/troubleshooting';
  const session = useSession();
  const stfId = useSessionController()?.storefrontId ?? null;
  const [params] = useSearchParams();
  const [prefill] = useState(() => casePrefillOf(params));
  const accountId = session.indirectBuyer?.CURRENT.Id ?? session.account?.Id ?? null;
  const bubble = useBubbleOrg(accountId, session.isLoggedIn);
  // The case form is asked for only once the organisation's cases are known to come to Cellaris.
  const details = useCaseCreationDetails(bubble.data?.isBubbleOrg === false ? stfId : null);

  return (
    <section className="bf-case" aria-labelledby="bf-case-heading">
      <h1 id="bf-case-heading" className="bf-case-heading">
        {configuration.heading ?? 'Open a support case'}
      </h1>
      {!session.isLoggedIn ? (
        <p>Sign in to open a support case.</p>
      ) : (
        <QueryStates
          query={bubble}
          loading="Checking who handles your cases…"
          error="We could not check who handles your organisation's cases."
        >
          {(answer) =>
            answer.isBubbleOrg && answer.serviceDesk ? (
              <ServiceDeskNotice
                answer={answer}
                symptom={prefill.symptom}
                instrument={prefill.model}
                knowledgeUrl={knowledgeUrl}
              />
            ) : (
              <>
                <p className="bf-case-intro">
                  Tried the <a href={knowledgeUrl}>knowledge base</a>? Most instrument problems have
                  a documented fix. Fields marked * are required.
                </p>
                <QueryStates
                  query={details}
                  loading="Preparing the case form…"
                  error="The case form could not be loaded."
                >
                  {(loaded) => (
                    <Form
                      details={loaded}
                      prefill={prefill}
                      allowAttachments={configuration.allowAttachments ?? true}
                      casesUrl={casesUrl}
                    />
                  )}
                </QueryStates>
              </>
            )
          }
        </QueryStates>
      )}
    </section>
  );
}

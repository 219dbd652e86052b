import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ATTACHMENT_TYPES,
  BlockError,
  ATTACHMENT_TYPES_TEXT,
  attachmentAccept,
  attachmentListItems,
  clearRequestDraft,
  formatFileSize,
  hasText,
  plainTextToHtml,
  readRequestDraft,
  REQUEST_LIMITS,
  REQUEST_TYPES,
  requestPath,
  safeSitePath,
  storeRequestDraft,
  useAttachmentUploads,
  useHydrated,
  useLocale,
  useMakeCallQuery,
  useRequestActions,
  useSession,
  type BlockProps,
  type RequestDraft,
  useTimeZone,
} from '../../runtime/blocks';
import { Button, FileAttachments, RichTextEditor, Select, TextField } from '../../runtime/ui/index';
import type { RequestFormConfiguration } from '../../schemas/generated/blocks/requestForm';
import { ordersOf, RECENT_ORDERS_REQUEST } from './ordersRequest';
import './requestForm.css';

const DRAFT_SAVE_DELAY_MS = 400;

/** A description's text for the plain textarea (the editor is off): paragraphs as lines. */
const htmlToPlainText = (html: string): string =>
  html
    .replace(/<\/p>|<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .trim();

const newDraftId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function emptyDraft(requestType: string): RequestDraft {
  return {
    draftId: newDraftId(),
    requestType,
    subject: '',
    relatedTo: '',
    relatedOrderId: null,
    descriptionHtml: '',
    savedAt: new Date().toISOString(),
  };
}

type Problems = Partial<Record<'requestType' | 'subject' | 'description' | 'attachments', string>>;

function problemsOf(draft: RequestDraft, types: readonly string[], uploadsBusy: boolean): Problems {
  const problems: Problems = {};
  if (!types.includes(draft.requestType)) problems.requestType = 'Choose the type of request.';
  if (!draft.subject.trim()) problems.subject = 'Enter a subject.';
  else if (draft.subject.trim().length > REQUEST_LIMITS.subjectMaxChars)
    problems.subject = `The subject may be at most ${REQUEST_LIMITS.subjectMaxChars} characters.`;
  if (!hasText(draft.descriptionHtml)) problems.description = 'Describe the request.';
  if (uploadsBusy) problems.attachments = 'Wait until the attachments have uploaded.';
  return problems;
}

/**
 * A new support request: type, subject, the instrument (with serial number) or the order it is
 * about, a description in a rich-text editor and attachments. What is typed is kept as a draft in
 * local storage (a reload or a closed tab loses nothing) until the CRM has the request; a failed
 * send shows the spec's error toast and keeps everything.
 */
export default function RequestForm({ configuration }: BlockProps<RequestFormConfiguration>) {
  const types = configuration.categories?.length ? configuration.categories : [...REQUEST_TYPES];
  const richText = configuration.richTextEditor ?? true;
  const allowAttachments = configuration.allowAttachments ?? true;
  const listUrl = safeSitePath(configuration.listUrl ?? '/billing/requests') ?? '/billing/requests';
  const session = useSession();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const draftKey = session.profile?.username ?? 'anonymous';
  // The saved draft lives in this browser's storage, so the first render (the server's, and the
  // hydration that adopts it) is the empty form; the draft comes in with the render right after.
  // A visitor who typed before the page was interactive (ReplayEarlyInput, in the hydration's
  // commit) started a new request: theirs is kept, not replaced by the draft.
  const hydrated = useHydrated();
  const [draftReadFor, setDraftReadFor] = useState<string | null>(null);
  const [restored, setRestored] = useState<RequestDraft | null>(null);
  const [draft, setDraft] = useState<RequestDraft>(() => emptyDraft(types[0] ?? ''));
  const [editorKey, setEditorKey] = useState(0);
  const [showProblems, setShowProblems] = useState(false);
  const [plainText, setPlainText] = useState('');
  const [dirty, setDirty] = useState(false);
  if (hydrated && draftReadFor !== draftKey) {
    setDraftReadFor(draftKey);
    const saved = readRequestDraft(draftKey);
    if (saved && !dirty) {
      setRestored(saved);
      setDraft(saved);
      setPlainText(htmlToPlainText(saved.descriptionHtml));
      // The editor takes its HTML as it mounts: a new one with the draft's.
      setEditorKey((key) => key + 1);
    }
  }
  const uploads = useAttachmentUploads();
  const { create } = useRequestActions();
  const orders = useMakeCallQuery<unknown>(
    draft.requestType === 'Order issue' ? RECENT_ORDERS_REQUEST : null,
  );
  const firstProblem = useRef<HTMLDivElement>(null);

  // Every change is saved a moment later (typing does not write storage per key).
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => storeRequestDraft(draftKey, draft), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, draftKey, dirty]);

  function change(patch: Partial<RequestDraft>) {
    setDirty(true);
    setDraft((current) => ({ ...current, ...patch, savedAt: new Date().toISOString() }));
  }

  function discard() {
    clearRequestDraft(draftKey);
    setDirty(false);
    setDraft(emptyDraft(types[0] ?? ''));
    setPlainText('');
    uploads.clear();
    setEditorKey((key) => key + 1);
    setShowProblems(false);
  }

  const problems = problemsOf(draft, types, uploads.busy);
  const hasProblems = Object.keys(problems).length > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasProblems) {
      setShowProblems(true);
      // Focus the first field to fix once the messages are rendered.
      requestAnimationFrame(() =>
        firstProblem.current
          ?.closest('form')
          ?.querySelector<HTMLElement>('[aria-invalid="true"]')
          ?.focus(),
      );
      return;
    }
    create.mutate(
      {
        requestType: draft.requestType,
        subject: draft.subject.trim(),
        relatedTo: draft.requestType === 'Order issue' ? '' : draft.relatedTo,
        relatedOrderId: draft.requestType === 'Order issue' ? draft.relatedOrderId : null,
        descriptionHtml: draft.descriptionHtml,
        attachmentIds: uploads.attachmentIds,
        draftId: draft.draftId,
      },
      {
        onSuccess: (created) => {
          clearRequestDraft(draftKey);
          void navigate(requestPath(created));
        },
      },
    );
  }

  const orderOptions = useMemo(
    () =>
      ordersOf(orders.data).map((order) => ({
        value: order.id,
        label: `${order.orderNumber} · ${new Date(order.placedAt).toLocaleDateString(locale.replace('_', '-'), { timeZone })}${order.poNumber ? ` · PO ${order.poNumber}` : ''}`,
      })),
    [orders.data, locale, timeZone],
  );
  const shown = (name: keyof Problems) => (showProblems ? problems[name] : undefined);

  return (
    <form className="bf-request-form" onSubmit={submit} noValidate aria-label="New support request">
      {restored && (
        <div className="bf-request-form-draft" role="status">
          <span>
            Draft restored from{' '}
            {new Date(restored.savedAt).toLocaleString(locale.replace('_', '-'), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone,
            })}
            . Attachments are not kept in a draft: attach them again.
          </span>
          <Button variant="link" onClick={discard}>
            Discard draft
          </Button>
        </div>
      )}
      <div className="bf-request-form-grid" ref={firstProblem}>
        <Select
          label="Type"
          required
          value={draft.requestType}
          options={types.map((type) => ({ value: type, label: type }))}
          error={shown('requestType')}
          onChange={(event) => change({ requestType: event.target.value })}
        />
        <TextField
          label="Subject"
          required
          value={draft.subject}
          maxLength={REQUEST_LIMITS.subjectMaxChars}
          error={shown('subject')}
          onChange={(event) => change({ subject: event.target.value })}
        />
        {draft.requestType === 'Instrument service' ||
        draft.requestType === 'Technical question' ? (
          <TextField
            label="Instrument and serial number"
            description="For example: Aurora CX-5, S/N CX5-20419"
            value={draft.relatedTo}
            maxLength={REQUEST_LIMITS.relatedMaxChars}
            onChange={(event) => change({ relatedTo: event.target.value })}
          />
        ) : null}
        {draft.requestType === 'Order issue' ? (
          <Select
            label="Order"
            placeholder={orders.isPending ? 'Loading your orders…' : 'Choose an order (optional)'}
            value={draft.relatedOrderId ?? ''}
            options={orderOptions}
            onChange={(event) => change({ relatedOrderId: event.target.value || null })}
          />
        ) : null}
        {draft.requestType === 'Order issue' && orders.isError ? (
          <BlockError
            message="Your orders could not be loaded; you can name the order in the description."
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        ) : null}
      </div>
      {richText ? (
        <RichTextEditor
          label="Description"
          resetKey={editorKey}
          initialHtml={draft.descriptionHtml}
          hint="What happened, what you expected, and what you have tried. Paste logs or error messages as text."
          error={shown('description') ?? null}
          onChange={(html) => change({ descriptionHtml: html })}
        />
      ) : (
        <div className="bf-field">
          <label className="bf-field-label" htmlFor="bf-request-description">
            Description
          </label>
          <textarea
            id="bf-request-description"
            className="bf-input bf-request-form-textarea"
            rows={8}
            value={plainText}
            aria-invalid={shown('description') ? true : undefined}
            onChange={(event) => {
              setPlainText(event.target.value);
              change({ descriptionHtml: plainTextToHtml(event.target.value) });
            }}
          />
          {shown('description') && <p className="bf-rte-error">{shown('description')}</p>}
        </div>
      )}
      {allowAttachments && (
        <FileAttachments
          label="Attachments"
          hint={`${ATTACHMENT_TYPES_TEXT}; up to ${REQUEST_LIMITS.attachmentsPerMessage} files of at most ${formatFileSize(REQUEST_LIMITS.attachmentMaxBytes)} each.`}
          accept={attachmentAccept(ATTACHMENT_TYPES)}
          items={attachmentListItems(uploads.uploads)}
          problems={[...uploads.problems, ...(shown('attachments') ? [problems.attachments!] : [])]}
          onAdd={uploads.add}
          onRemove={uploads.remove}
        />
      )}
      <div className="bf-request-form-actions">
        <Button type="submit" loading={create.isPending}>
          Submit request
        </Button>
        <a className="bf-button bf-button-ghost" href={listUrl}>
          Cancel
        </a>
        <span className="bf-request-form-saved" aria-live="polite">
          {dirty ? 'Draft saved on this device.' : ''}
        </span>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  activitySummary,
  ATTACHMENT_TYPES,
  ATTACHMENT_TYPES_TEXT,
  attachmentAccept,
  attachmentListItems,
  formatFileSize,
  hasText,
  plainTextToHtml,
  QueryStates,
  REQUEST_LIMITS,
  requestActions,
  requestIdFromPath,
  safeSitePath,
  statusTone,
  useAttachmentDownload,
  useAttachmentUploads,
  useLocale,
  useRequest,
  useRequestActions,
  useRequestHtmlSanitizer,
  type BlockProps,
  type RequestActivity,
  saveDownload,
  type RequestAttachment,
  type RequestDetail as Detail,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, FileAttachments, RichTextEditor } from '../../runtime/ui/index';
import type { RequestDetailConfiguration } from '../../schemas/generated/blocks/requestDetail';
import './requestDetail.css';

function useDateFormat() {
  const locale = useLocale().replace('_', '-');
  const timeZone = useTimeZone();
  return (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** Formatted text from the CRM, sanitized again here; nothing until the sanitizer has loaded. */
function RequestBody({ html }: { html: string }) {
  const sanitize = useRequestHtmlSanitizer();
  if (!sanitize) return <div className="bf-request-body" aria-busy="true" />;
  return <div className="bf-request-body" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

function AttachmentLink({ attachment }: { attachment: RequestAttachment }) {
  const download = useAttachmentDownload();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function save() {
    setState('loading');
    try {
      const blob = await download(attachment.id);
      saveDownload(blob, attachment.fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="bf-request-attachment">
      <Button variant="link" loading={state === 'loading'} onClick={() => void save()}>
        {attachment.fileName}
      </Button>
      <span className="bf-request-muted"> {formatFileSize(attachment.size)}</span>
      {state === 'failed' && (
        <span className="bf-request-error" role="alert">
          {' '}
          The file could not be downloaded. Try again.
        </span>
      )}
    </span>
  );
}

function ActivityItem({ activity }: { activity: RequestActivity }) {
  const format = useDateFormat();
  return (
    <li
      className={`bf-request-activity bf-request-activity-${activity.kind} bf-request-activity-${activity.authorRole}`}
    >
      <div className="bf-request-activity-head">
        <span className="bf-request-activity-who">{activitySummary(activity)}</span>
        {activity.authorRole === 'support' && <Badge tone="accent">Support</Badge>}
        <time dateTime={activity.createdAt} className="bf-request-muted">
          {format(activity.createdAt)}
        </time>
      </div>
      {activity.kind === 'comment' && activity.bodyHtml && <RequestBody html={activity.bodyHtml} />}
      {activity.kind === 'attachment' && activity.attachment && (
        <AttachmentLink attachment={activity.attachment} />
      )}
    </li>
  );
}

function CommentForm({
  request,
  richText,
  allowAttachments,
}: {
  request: Detail;
  richText: boolean;
  allowAttachments: boolean;
}) {
  const { comment } = useRequestActions();
  const uploads = useAttachmentUploads();
  const [html, setHtml] = useState('');
  const [plain, setPlain] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = richText ? html : plainTextToHtml(plain);
    if (uploads.busy) return setProblem('Wait until the attachments have uploaded.');
    if (!hasText(body) && uploads.attachmentIds.length === 0)
      return setProblem('Write a comment or attach a file.');
    setProblem(null);
    comment.mutate(
      {
        requestId: request.id,
        bodyHtml: hasText(body) ? body : '',
        attachmentIds: uploads.attachmentIds,
      },
      {
        // Only a comment the CRM has is cleared; a failed one stays for another try.
        onSuccess: () => {
          setHtml('');
          setPlain('');
          uploads.clear();
          setResetKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <form className="bf-request-comment" onSubmit={submit} noValidate aria-label="Add a comment">
      {richText ? (
        <RichTextEditor
          label="Your comment"
          initialHtml=""
          resetKey={resetKey}
          error={problem}
          onChange={setHtml}
        />
      ) : (
        <div className="bf-field">
          <label className="bf-field-label" htmlFor="bf-request-comment-text">
            Your comment
          </label>
          <textarea
            id="bf-request-comment-text"
            className="bf-input bf-request-textarea"
            rows={5}
            value={plain}
            onChange={(event) => setPlain(event.target.value)}
          />
          {problem && <p className="bf-request-error">{problem}</p>}
        </div>
      )}
      {allowAttachments && (
        <FileAttachments
          label="Attach files"
          hint={`${ATTACHMENT_TYPES_TEXT}; up to ${REQUEST_LIMITS.attachmentsPerMessage} files of at most ${formatFileSize(REQUEST_LIMITS.attachmentMaxBytes)} each.`}
          accept={attachmentAccept(ATTACHMENT_TYPES)}
          items={attachmentListItems(uploads.uploads)}
          problems={uploads.problems}
          onAdd={uploads.add}
          onRemove={uploads.remove}
        />
      )}
      <div>
        <Button type="submit" loading={comment.isPending}>
          Add comment
        </Button>
      </div>
    </form>
  );
}

function RequestView({
  request,
  configuration,
}: {
  request: Detail;
  configuration: RequestDetailConfiguration;
}) {
  const format = useDateFormat();
  const { changeStatus } = useRequestActions();
  const actions = requestActions(request.status);
  const allowReply = configuration.allowReply ?? true;
  const showActivity = configuration.showActivity ?? true;
  return (
    <article className="bf-request" aria-labelledby="bf-request-title">
      <header className="bf-request-header">
        <p className="bf-request-muted">
          {request.number} · {request.type}
        </p>
        <h2 id="bf-request-title">{request.subject}</h2>
        <div className="bf-request-status">
          <Badge tone={statusTone(request.status)}>{request.status}</Badge>
          {allowReply && actions.canClose && (
            <Button
              variant="secondary"
              loading={changeStatus.isPending}
              onClick={() => changeStatus.mutate({ requestId: request.id, action: 'close' })}
            >
              Close request
            </Button>
          )}
          {allowReply && actions.canReopen && (
            <Button
              variant="secondary"
              loading={changeStatus.isPending}
              onClick={() => changeStatus.mutate({ requestId: request.id, action: 'reopen' })}
            >
              Reopen request
            </Button>
          )}
        </div>
        <dl className="bf-request-facts">
          {request.relatedTo && (
            <>
              <dt>Related to</dt>
              <dd>{request.relatedTo}</dd>
            </>
          )}
          <dt>Opened by</dt>
          <dd>{request.createdBy}</dd>
          <dt>Created</dt>
          <dd>
            <time dateTime={request.createdAt}>{format(request.createdAt)}</time>
          </dd>
          <dt>Updated</dt>
          <dd>
            <time dateTime={request.updatedAt}>{format(request.updatedAt)}</time>
          </dd>
        </dl>
      </header>
      <section aria-labelledby="bf-request-description">
        <h3 id="bf-request-description">Description</h3>
        <RequestBody html={request.descriptionHtml} />
      </section>
      {showActivity && (
        <section aria-labelledby="bf-request-activity">
          <h3 id="bf-request-activity">Activity</h3>
          {request.activities.length === 0 ? (
            <p className="bf-request-muted">No activity yet. Support will answer here.</p>
          ) : (
            <ol className="bf-request-activities">
              {request.activities.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} />
              ))}
            </ol>
          )}
        </section>
      )}
      {allowReply &&
        (actions.canComment ? (
          <section aria-labelledby="bf-request-reply">
            <h3 id="bf-request-reply">Add a comment</h3>
            <CommentForm
              request={request}
              richText={configuration.richTextEditor ?? true}
              allowAttachments={configuration.allowAttachments ?? true}
            />
          </section>
        ) : (
          <p className="bf-request-muted">This request is closed. Reopen it to add a comment.</p>
        ))}
    </article>
  );
}

/**
 * One support request (its number or id from the /billing/requests/request-{id} route) with its
 * activity in time order: support's and the customer's comments, status changes and attachments;
 * the customer comments (the same editor as the new-request form), closes or reopens it. A request
 * of another account reads as not found, like a missing one.
 */
export default function RequestDetail({ configuration }: BlockProps<RequestDetailConfiguration>) {
  const { pathname } = useLocation();
  const requestId = requestIdFromPath(pathname) ?? '';
  const query = useRequest(requestId);
  const listUrl = safeSitePath(configuration.listUrl ?? '/billing/requests') ?? '/billing/requests';
  return (
    <div className="bf-request-detail">
      <p>
        <a href={listUrl}>← All requests</a>
      </p>
      {requestId === '' ? (
        <p role="alert">This page needs a request number in its address.</p>
      ) : (
        <QueryStates
          query={query}
          loading="Loading the request…"
          error="The request could not be loaded."
        >
          {(request) => <RequestView request={request} configuration={configuration} />}
        </QueryStates>
      )}
    </div>
  );
}

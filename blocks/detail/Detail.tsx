import { useId } from 'react';
import {
  fieldOf,
  formatFieldValue,
  useLocale,
  useMakeCallQuery,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/detail.schema.json by scripts/compileValidators.ts.
import type { DetailConfiguration } from '../../schemas/generated/blocks/detail';
import { detailRequest } from './detailRequest';
import { formatOfCrmType, readRecordAnswer, type RecordAnswer } from './recordAnswer';
import { useRecordId } from './useRecordId';

const SKELETON_LINES = 4;

function FieldList({ fields, answer }: { fields: readonly string[]; answer: RecordAnswer }) {
  const { recordData, fieldsMetadata } = answer;
  const currency = fieldOf(recordData, 'CurrencyIsoCode');
  const locale = useLocale();
  return (
    <dl className="bf-detail-fields">
      {fields.map((name) => {
        const meta = fieldsMetadata.find(
          (field) => field.name.toLowerCase() === name.toLowerCase(),
        );
        return (
          <div key={name} className="bf-detail-field">
            <dt>{meta?.label ?? name}</dt>
            <dd>
              {formatFieldValue(
                fieldOf(recordData, name),
                formatOfCrmType(meta?.type),
                typeof currency === 'string' && currency ? currency : undefined,
                locale,
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * One CRM record (getRecord) of the page's `?recordId=`, its fields grouped in the configured
 * sections, or all display fields in one list when there are none.
 */
export default function Detail({ configuration }: BlockProps<DetailConfiguration>) {
  const recordId = useRecordId();
  const titleId = useId();
  const query = useMakeCallQuery<unknown>(recordId ? detailRequest(configuration, recordId) : null);

  if (!recordId) {
    return (
      <p className="bf-detail-empty" role="status">
        No records found.
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="bf-detail-error" role="alert">
        <p>The record could not be loaded.</p>
        <button
          type="button"
          className="bf-button bf-button-secondary"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="bf-detail-skeleton" aria-busy="true">
        <span role="status" className="bf-visually-hidden">
          Loading record…
        </span>
        {Array.from({ length: SKELETON_LINES }, (_, index) => (
          <div key={index} className="bf-skeleton-line" />
        ))}
      </div>
    );
  }
  const answer = readRecordAnswer(query.data);
  if (!answer) {
    return (
      <p className="bf-detail-empty" role="status">
        No records found.
      </p>
    );
  }
  const name = fieldOf(answer.recordData, 'Name');
  const title = typeof name === 'string' && name ? name : `${configuration.objectName} ${recordId}`;
  const sections = configuration.sections ?? [];
  return (
    <article className="bf-detail" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {sections.length > 0 ? (
        sections.map((section) => (
          <section key={section.heading} className="bf-detail-section">
            <h3>{section.heading}</h3>
            <FieldList fields={section.fields} answer={answer} />
          </section>
        ))
      ) : (
        <FieldList fields={configuration.displayFields} answer={answer} />
      )}
    </article>
  );
}

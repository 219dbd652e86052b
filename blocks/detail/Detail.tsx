import { useId } from 'react';
import {
  fieldOf,
  formatFieldValue,
  BlockEmpty,
  QueryStates,
  useLocale,
  useMakeCallQuery,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/detail.schema.json by scripts/compileValidators.ts.
import type { DetailConfiguration } from '../../schemas/generated/blocks/detail';
import { detailRequest } from './detailRequest';
import { formatOfCrmType, readRecordAnswer, type RecordAnswer } from './recordAnswer';
import { useRecordId } from './useRecordId';

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

  if (!recordId) return <BlockEmpty message="No records found." />;
  return (
    <QueryStates
      query={query}
      loading="Loading record…"
      error="The record could not be loaded."
      isEmpty={(data) => readRecordAnswer(data) === null}
    >
      {(data) => (
        <RecordView
          answer={readRecordAnswer(data)!}
          configuration={configuration}
          recordId={recordId}
          titleId={titleId}
        />
      )}
    </QueryStates>
  );
}

/** The record's title and its fields, in the configured sections or one list. */
function RecordView({
  answer,
  configuration,
  recordId,
  titleId,
}: {
  answer: RecordAnswer;
  configuration: DetailConfiguration;
  recordId: string;
  titleId: string;
}) {
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

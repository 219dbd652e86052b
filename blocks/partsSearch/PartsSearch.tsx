import {
  fieldOf,
  formatFieldValue,
  QueryStates,
  useLocale,
  useMakeCallQuery,
  type BlockProps,
} from '../../runtime/blocks';
import type { PartsSearchConfiguration } from '../../schemas/generated/blocks/partsSearch';
import { partsSearchRequest } from './partsSearchRequest';

type Row = Readonly<Record<string, unknown>>;

/** 'ERROR: No records Found.' arrives as []; a single object is one record. */
const rowsOf = (data: Row[] | Row): Row[] => (Array.isArray(data) ? data : [data]);

/**
 * The partsSearch block: records of one CRM object, each with the configured fields. Its loading,
 * error and empty states are the data-block kit's (QueryStates).
 */
export default function PartsSearch({ configuration }: BlockProps<PartsSearchConfiguration>) {
  const query = useMakeCallQuery<Row[] | Row>(partsSearchRequest(configuration));
  const locale = useLocale();
  const [titleField, ...otherFields] = configuration.fields;
  return (
    <section className="bf-parts-search" aria-label={configuration.heading}>
      <h2>{configuration.heading}</h2>
      <QueryStates
        query={query}
        loading={`Loading ${configuration.heading}…`}
        error={`${configuration.heading} could not be loaded.`}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty="No records found."
      >
        {(data) => (
          <ul>
            {rowsOf(data).map((row, index) => {
              const id = fieldOf(row, 'Id');
              return (
                <li key={typeof id === 'string' ? id : index}>
                  <strong>
                    {formatFieldValue(fieldOf(row, titleField ?? 'Id'), 'text', undefined, locale)}
                  </strong>
                  {otherFields.map((field) => (
                    <span key={field}>
                      {' '}
                      {formatFieldValue(fieldOf(row, field), 'text', undefined, locale)}
                    </span>
                  ))}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

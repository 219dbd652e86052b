import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import gatewaySdl from '../../../schemas/gateway.graphql?raw';
import { GATEWAY_DOCUMENTS } from '../../../runtime/gateway/documents';
import { GATEWAY_OPERATIONS } from '../../../runtime/gateway/operationCatalog';

const schema = buildSchema(gatewaySdl);

describe('GATEWAY_DOCUMENTS', () => {
  it.each(GATEWAY_OPERATIONS)('%s is valid against schemas/gateway.graphql', (operation) => {
    const document = parse(GATEWAY_DOCUMENTS[operation]);
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it.each(GATEWAY_OPERATIONS)('%s asks for its own root field only', (operation) => {
    const [definition] = parse(GATEWAY_DOCUMENTS[operation]).definitions;
    const fields =
      definition?.kind === 'OperationDefinition'
        ? definition.selectionSet.selections.map((selection) =>
            selection.kind === 'Field' ? selection.name.value : selection.kind,
          )
        : [];
    expect(fields).toEqual([operation]);
  });

  it('covers every Query field of the SDL', () => {
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {}).sort()).toEqual(
      [...GATEWAY_OPERATIONS].sort(),
    );
  });
});

import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { jsonOf } from '../../shared/knownJson';

/**
 * AppSync's AWSJSON: on the wire a JSON-encoded string, inside the gateway a plain value.
 * Resolvers return values (objects, arrays, strings...), never pre-encoded text, so a string
 * result is encoded once like any other value and nothing is ever encoded twice.
 * On input a JSON string is decoded; a value that is already structured (an object or array in
 * the variables, as some clients send) is taken as is.
 */
export const awsJsonScalar = new GraphQLScalarType({
  name: 'AWSJSON',
  description: 'A JSON value, sent and received as a JSON-encoded string.',
  serialize(value) {
    // A shared answer's text is made once (knownJson.ts); anything else is encoded here.
    return jsonOf(value);
  },
  parseValue(value) {
    return typeof value === 'string' ? decodeJson(value) : value;
  },
  parseLiteral(ast, variables) {
    if (ast.kind === Kind.STRING) return decodeJson(ast.value);
    return valueFromASTUntyped(ast, variables);
  },
});

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Made through yoga so its error masking recognises it as the caller's mistake.
    throw createGraphQLError('Variable is not a valid AWSJSON value: it must be a JSON string.', {
      extensions: { errorType: 'ValidationError' },
    });
  }
}

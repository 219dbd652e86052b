import { parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { awsJsonScalar } from '../../../server/gateway/schema/awsJsonScalar';

describe('AWSJSON scalar', () => {
  it('serializes every value to JSON text, strings included', () => {
    expect(awsJsonScalar.serialize({ statusCode: 200, content: 'ok' })).toBe(
      '{"statusCode":200,"content":"ok"}',
    );
    expect(awsJsonScalar.serialize('hi')).toBe('"hi"');
  });

  it('decodes JSON strings on input and keeps structured input', () => {
    expect(awsJsonScalar.parseValue('{"domain":"guest.localhost"}')).toEqual({
      domain: 'guest.localhost',
    });
    expect(awsJsonScalar.parseValue({ domain: 'x' })).toEqual({ domain: 'x' });
    expect(awsJsonScalar.parseLiteral(parseValue('"[1,2]"'))).toEqual([1, 2]);
  });

  it('refuses text that is not JSON', () => {
    expect(() => awsJsonScalar.parseValue('{nope')).toThrow(/not a valid AWSJSON/);
  });
});

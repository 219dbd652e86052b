import { buildSchema, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGatewaySdl } from '../../../server/gateway/schema/loadGatewaySdl';

describe('schemas/gateway.graphql', () => {
  const schema = buildSchema(loadGatewaySdl());

  it('loads in plain graphql-js as is (AWS scalars and directives are declared)', () => {
    expect(schema.getType('AWSJSON')).toBeDefined();
    expect(schema.getDirective('aws_api_key')).toBeDefined();
    expect(schema.getDirective('aws_cognito_user_pools')).toBeDefined();
  });

  it('has the ten operations of spec 000 section 7 with their arguments', () => {
    const fields = schema.getQueryType()?.getFields() ?? {};
    const args = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, field.args.map((a) => a.name)]),
    );
    expect(args).toEqual({
      cognitoActions: ['action', 'data', 'username'],
      salesforceActions: ['action', 'data', 'username'],
      salesforceApi: ['data'],
      getLoginInfo: ['data'],
      userActivityLog: ['data'],
      listCustomerOrgAPIUsers: ['filter', 'limit', 'nextToken'],
      getTemplateBlock: ['storefrontId', 'templateId'],
      // nextToken is an addition so the connection can be paged (see the SDL's header).
      metaItemByStorefront: ['storefrontId', 'sortDirection', 'filter', 'limit', 'nextToken'],
      userActions: ['data'],
      listUsers: ['data'],
    });
  });

  it('marks every operation and object type for API-key access', () => {
    const fields = schema.getQueryType()?.getFields() ?? {};
    for (const field of Object.values(fields)) {
      expect(field.astNode?.directives?.map((d) => d.name.value)).toContain('aws_api_key');
    }
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        !(type instanceof GraphQLObjectType) ||
        type.name.startsWith('__') ||
        type.name === 'Query'
      )
        continue;
      expect(
        type.astNode?.directives?.map((d) => d.name.value),
        type.name,
      ).toContain('aws_api_key');
    }
  });
});

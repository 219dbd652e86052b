import { describe, expect, it } from 'vitest';
import { decodeActionResult, decodeJsonText } from '../../../runtime/gateway/actionResult';

describe('decodeJsonText', () => {
  it.each([
    { name: 'an object', text: '{"a":1}', decoded: { a: 1 } },
    { name: 'an array', text: '[1,2]', decoded: [1, 2] },
    {
      name: 'a JSON string of an object (two layers)',
      text: JSON.stringify('{"a":1}'),
      decoded: { a: 1 },
    },
    { name: 'plain text', text: 'ERROR: No template found', decoded: 'ERROR: No template found' },
    { name: 'broken JSON, kept as text', text: '{"a":', decoded: '{"a":' },
    { name: 'a value that is not text', text: 42, decoded: 42 },
    { name: 'null', text: null, decoded: null },
  ])('$name', ({ text, decoded }) => {
    expect(decodeJsonText(text)).toEqual(decoded);
  });
});

describe('decodeActionResult', () => {
  it.each([
    {
      name: 'an action result string',
      raw: '{"statusCode":200,"content":{"oauthEndpoint":"https://sso.localhost"}}',
      result: { statusCode: 200, content: { oauthEndpoint: 'https://sso.localhost' } },
    },
    {
      name: 'a makeCall result: the nested salesforceActions string is unwrapped',
      raw: JSON.stringify({
        statusCode: 200,
        salesforceActions: JSON.stringify({ statusCode: 200, content: [{ Id: 'Q1' }] }),
      }),
      result: { statusCode: 200, content: [{ Id: 'Q1' }] },
    },
    {
      name: 'a nested CRM failure keeps the CRM status',
      raw: JSON.stringify({
        statusCode: 200,
        salesforceActions: JSON.stringify({
          statusCode: 404,
          content: 'ERROR: Quote line items not found.',
        }),
      }),
      result: { statusCode: 404, content: 'ERROR: Quote line items not found.' },
    },
    {
      name: 'a gateway refusal around makeCall is the answer itself (401 session rejected)',
      raw: JSON.stringify({
        statusCode: 401,
        content: 'ERROR: Unauthorized: the access token is invalid or expired.',
      }),
      result: {
        statusCode: 401,
        content: 'ERROR: Unauthorized: the access token is invalid or expired.',
      },
    },
    {
      name: 'the gateway failure result',
      raw: '{"statusCode":500,"content":"Error fetching data from AppSync."}',
      result: { statusCode: 500, content: 'Error fetching data from AppSync.' },
    },
    {
      name: 'the unknown action result',
      raw: '{"statusCode":404,"content":"Query name not found, improper request."}',
      result: { statusCode: 404, content: 'Query name not found, improper request.' },
    },
    {
      name: 'a statusCode sent as text',
      raw: '{"statusCode":"200","content":"ok"}',
      result: { statusCode: 200, content: 'ok' },
    },
    {
      name: 'extra fields are kept (message, errorCode)',
      raw: '{"statusCode":200,"content":null,"message":"ERROR: x","errorCode":"APEX_ERROR"}',
      result: { statusCode: 200, content: null, message: 'ERROR: x', errorCode: 'APEX_ERROR' },
    },
    {
      name: 'a salesforceActions value already decoded',
      raw: { statusCode: 200, salesforceActions: { statusCode: 200, content: 'ok' } },
      result: { statusCode: 200, content: 'ok' },
    },
    {
      name: 'a salesforceActions text that is not JSON becomes the content',
      raw: { statusCode: 200, salesforceActions: 'ERROR: No records Found.' },
      result: { statusCode: 200, content: 'ERROR: No records Found.' },
    },
    {
      name: 'a bare value is the content of a 200 result',
      raw: '[{"Id":"A"}]',
      result: { statusCode: 200, content: [{ Id: 'A' }] },
    },
    {
      name: 'a bare CRM error list is the content of a 200 result',
      raw: '[{"errorCode":"APEX_ERROR","message":"boom"}]',
      result: { statusCode: 200, content: [{ errorCode: 'APEX_ERROR', message: 'boom' }] },
    },
    { name: 'null (no result)', raw: null, result: { statusCode: 200, content: null } },
  ])('$name', ({ raw, result }) => {
    expect(decodeActionResult(raw)).toEqual(result);
  });
});

import { describe, expect, it } from 'vitest';
import type { ActionResult } from '../../../runtime/gateway/actionResult';
import {
  failureMessage,
  judgeActionResult,
  readActionContent,
  stripErrorPrefix,
} from '../../../runtime/gateway/actionVerdict';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';

const ROW_LOCK_MESSAGE =
  'ERROR: UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable';

describe('stripErrorPrefix (spec 000 section 8)', () => {
  it.each([
    ['ERROR: No template found', 'No template found'],
    ['Error: Something broke', 'Something broke'],
    ['ERROR: ERROR: twice', 'ERROR: twice'],
    ['error: lower case stays', 'error: lower case stays'],
    ['ERROR:no space stays', 'ERROR:no space stays'],
    ['Saved. ERROR: later', 'Saved. ERROR: later'],
    ['Error fetching data from AppSync.', 'Error fetching data from AppSync.'],
  ])('%j -> %j', (text, stripped) => {
    expect(stripErrorPrefix(text)).toBe(stripped);
  });
});

describe('judgeActionResult: success', () => {
  it.each<{ name: string; result: ActionResult; content: unknown }>([
    {
      name: '200 with an object',
      result: { statusCode: 200, content: { a: 1 } },
      content: { a: 1 },
    },
    { name: '200 with a list', result: { statusCode: 200, content: [1] }, content: [1] },
    { name: '200 with text', result: { statusCode: 200, content: 'done' }, content: 'done' },
    { name: '200 with null', result: { statusCode: 200, content: null }, content: null },
    {
      name: "'ERROR: No records Found.' is an empty list",
      result: { statusCode: 200, content: 'ERROR: No records Found.' },
      content: [],
    },
    {
      name: 'a success message (identity actions)',
      result: { statusCode: 200, content: { message: 'User created successfully.' } },
      content: { message: 'User created successfully.' },
    },
    {
      name: 'a 200 message that merely contains ERROR later',
      result: { statusCode: 200, content: 1, message: 'Done, no ERROR: here' },
      content: 1,
    },
    {
      name: 'an errorCode other than APEX_ERROR',
      result: { statusCode: 200, content: 1, errorCode: 'NONE' },
      content: 1,
    },
  ])('$name', ({ result, content }) => {
    expect(judgeActionResult(result)).toEqual({ ok: true, content });
  });
});

describe('judgeActionResult: failure (spec 000 section 8, spec 001 section 8)', () => {
  it.each<{ name: string; result: ActionResult; statusCode: number; message: string }>([
    {
      name: 'gateway failure',
      result: { statusCode: 500, content: 'Error fetching data from AppSync.' },
      statusCode: 500,
      message: 'Error fetching data from AppSync.',
    },
    {
      name: 'unknown action',
      result: { statusCode: 404, content: 'Query name not found, improper request.' },
      statusCode: 404,
      message: 'Query name not found, improper request.',
    },
    {
      name: 'unknown Salesforce API field',
      result: { statusCode: 404, content: 'Failed to fetch Salesforce API field.' },
      statusCode: 404,
      message: 'Failed to fetch Salesforce API field.',
    },
    {
      name: 'storefront not found',
      result: { statusCode: 404, content: 'Storefront Not Found' },
      statusCode: 404,
      message: 'Storefront Not Found',
    },
    {
      name: 'no template (content with ERROR:, status 200)',
      result: { statusCode: 200, content: 'ERROR: No template found' },
      statusCode: 200,
      message: 'No template found',
    },
    {
      name: 'promo code on an empty quote',
      result: { statusCode: 200, content: 'ERROR: QLIs not found for promo code application.' },
      statusCode: 200,
      message: 'QLIs not found for promo code application.',
    },
    {
      name: 'content containing Error: (not leading)',
      result: { statusCode: 200, content: 'Tax failed. Error: address' },
      statusCode: 200,
      message: 'Tax failed. Error: address',
    },
    {
      name: 'content with a leading Error: ',
      result: { statusCode: 200, content: 'Error: Invalid quote' },
      statusCode: 200,
      message: 'Invalid quote',
    },
    {
      name: 'row lock',
      result: { statusCode: 500, content: ROW_LOCK_MESSAGE },
      statusCode: 500,
      message:
        'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable',
    },
    {
      name: 'APEX_ERROR on the result',
      result: {
        statusCode: 200,
        content: null,
        errorCode: 'APEX_ERROR',
        message: 'System.NullPointerException',
      },
      statusCode: 200,
      message: 'System.NullPointerException',
    },
    {
      name: 'APEX_ERROR in a CRM error list',
      result: {
        statusCode: 200,
        content: [{ errorCode: 'APEX_ERROR', message: 'List index out of bounds' }],
      },
      statusCode: 200,
      message: 'List index out of bounds',
    },
    {
      name: 'APEX_ERROR inside the content object',
      result: { statusCode: 200, content: { errorCode: 'APEX_ERROR', message: 'Bad value' } },
      statusCode: 200,
      message: 'Bad value',
    },
    {
      name: "a 200 result's message starting with ERROR:",
      result: { statusCode: 200, content: null, message: 'ERROR: Insufficient access' },
      statusCode: 200,
      message: 'Insufficient access',
    },
    {
      name: "a 200 content's message starting with ERROR:",
      result: { statusCode: 200, content: { message: 'ERROR: Tax service down' } },
      statusCode: 200,
      message: 'Tax service down',
    },
    {
      name: 'a non-200 status with an object content and no message: its JSON text',
      result: { statusCode: 502, content: { reason: 'upstream' } },
      statusCode: 502,
      message: '{"statusCode":502,"content":{"reason":"upstream"}}',
    },
    {
      name: 'a 400 from the identity pool',
      result: { statusCode: 400, content: 'ERROR: User does not exist.' },
      statusCode: 400,
      message: 'User does not exist.',
    },
  ])('$name', ({ result, statusCode, message }) => {
    expect(judgeActionResult(result)).toEqual({
      ok: false,
      statusCode,
      message,
      sessionExpired: false,
    });
  });

  it('a 401 result is a session expiry', () => {
    expect(
      judgeActionResult({
        statusCode: 401,
        content: 'ERROR: Unauthorized: the access token is invalid or expired.',
      }),
    ).toMatchObject({ ok: false, statusCode: 401, sessionExpired: true });
  });
});

describe('failureMessage priority: body.message, then message, then the JSON text', () => {
  it.each<{ name: string; result: ActionResult; message: string }>([
    {
      name: 'body.message wins over message and content',
      result: {
        statusCode: 500,
        content: 'ERROR: c',
        message: 'ERROR: m',
        body: { message: 'ERROR: b' },
      },
      message: 'b',
    },
    {
      name: 'a JSON-text body is read too',
      result: { statusCode: 500, content: null, body: '{"message":"Error: from body"}' },
      message: 'from body',
    },
    {
      name: 'message wins over content',
      result: { statusCode: 500, content: 'ERROR: c', message: 'Error: m' },
      message: 'm',
    },
    {
      name: "the content's body.message, then its message",
      result: { statusCode: 500, content: { body: { message: 'inner body' }, message: 'inner' } },
      message: 'inner body',
    },
    { name: 'text content', result: { statusCode: 500, content: 'ERROR: c' }, message: 'c' },
    {
      name: 'otherwise the JSON text of the result',
      result: { statusCode: 503, content: null },
      message: '{"statusCode":503,"content":null}',
    },
    {
      name: 'an empty message is skipped',
      result: { statusCode: 500, content: 'ERROR: c', message: '' },
      message: 'c',
    },
  ])('$name', ({ result, message }) => {
    expect(failureMessage(result)).toBe(message);
  });
});

describe('readActionContent', () => {
  it('returns the content of a success', () => {
    expect(readActionContent({ statusCode: 200, content: { a: 1 } })).toEqual({ a: 1 });
  });

  it('returns an empty list for no records', () => {
    expect(readActionContent({ statusCode: 200, content: 'ERROR: No records Found.' })).toEqual([]);
  });

  it('throws a GatewayError carrying the status, message and result', () => {
    const result = { statusCode: 200, content: 'ERROR: No template found' };
    let thrown: unknown;
    try {
      readActionContent(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GatewayError);
    expect(thrown).not.toBeInstanceOf(SessionExpiredError);
    expect(thrown).toMatchObject({
      statusCode: 200,
      message: 'No template found',
      origin: 'result',
      result,
    });
  });

  it('throws SessionExpiredError for a 401 result', () => {
    const result = { statusCode: 401, content: 'ERROR: Unauthorized' };
    let thrown: unknown;
    try {
      readActionContent(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SessionExpiredError);
    expect(thrown).toMatchObject({
      statusCode: 401,
      message: 'Session Expired, Please login again',
      origin: 'result',
      result,
    });
  });
});

import {
  AWS_JSON_CONTENT_TYPE,
  CognitoServiceError,
  errorTypeOf,
  isObject,
  messageOf,
  TARGET_PREFIX,
  type JsonObject,
} from './awsJsonProtocol';

export interface UpstreamAnswer {
  status: number;
  body: JsonObject;
}

/** The cognito-local child behind the compatibility layer. */
export interface Upstream {
  /** Posts one operation and returns cognito-local's answer as is (errors included). */
  send(operation: string, body: JsonObject): Promise<UpstreamAnswer>;
  /** Like send, but throws a CognitoServiceError for an error answer. */
  call(operation: string, body: JsonObject): Promise<JsonObject>;
}

export function createUpstream(baseUrl: string): Upstream {
  const send = async (operation: string, body: JsonObject): Promise<UpstreamAnswer> => {
    const res = await fetch(`${baseUrl}/`, {
      method: 'POST',
      headers: {
        'content-type': AWS_JSON_CONTENT_TYPE,
        'x-amz-target': `${TARGET_PREFIX}${operation}`,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { __type: 'InternalErrorException', message: text };
    }
    return { status: res.status, body: isObject(parsed) ? parsed : {} };
  };
  return {
    send,
    async call(operation, body) {
      const answer = await send(operation, body);
      if (answer.status >= 300) {
        throw new CognitoServiceError(
          errorTypeOf(answer.body),
          messageOf(answer.body),
          answer.status,
        );
      }
      return answer.body;
    },
  };
}

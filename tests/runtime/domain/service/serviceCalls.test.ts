import { describe, expect, it } from 'vitest';
import {
  addPartToQuote,
  getActiveOpenCart,
  loadImage,
  takeThisQuote,
} from '../../../../runtime/domain/service/serviceCalls';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

function connectionAnswering(content: unknown) {
  const gateway = fakeGatewayFetch(() => ({
    salesforceActions: crmAnswer({ statusCode: 200, content }),
  }));
  return { gateway, connection: testConnection(gateway.fetch) };
}

const chunked = (text: string) => {
  const base64 = Buffer.from(text).toString('base64');
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += 512) chunks.push(base64.slice(at, at + 512));
  return {
    fileName: 'view.svg',
    contentType: 'image/svg+xml',
    size: Buffer.byteLength(text),
    chunkSize: 512,
    chunks,
  };
};

describe('the service calls', () => {
  it('loadImage asks loadImageBody for the image and puts the 512-character chunks back together', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(100)}</svg>`;
    const body = chunked(svg);
    expect(body.chunks.length).toBeGreaterThan(2);
    const { gateway, connection } = connectionAnswering(body);
    const blob = await loadImage(connection, 'img-view-aurion');
    expect(blob.type).toBe('image/svg+xml');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toBe(svg);
    const data = sentData(gateway.calls[0]);
    expect(String(data.endpoint)).toContain('/services/apexrest/ibm?type=loadImageBody');
    expect(JSON.parse(String(data.payload))).toEqual({ imageId: 'img-view-aurion' });
  });

  it('refuses damaged or incomplete chunks with the reason', async () => {
    const body = chunked('<svg>'.repeat(300));
    const damaged = { ...body, chunks: [body.chunks[0]!.slice(0, 500), ...body.chunks.slice(1)] };
    await expect(loadImage(connectionAnswering(damaged).connection, 'x')).rejects.toThrow(
      'Part 1 of the document is damaged.',
    );
    const short = { ...body, chunks: body.chunks.slice(0, -1) };
    await expect(loadImage(connectionAnswering(short).connection, 'x')).rejects.toThrow(
      'The document arrived incomplete.',
    );
  });

  it('sends the payload extras the spec names: awsUserType/contactId and userTypeAWS/contactIdAWS', async () => {
    const { gateway, connection } = connectionAnswering({
      quote: { id: 'Q' },
      lineItems: [],
      itemCount: 0,
    });
    await addPartToQuote(connection, 'P-2', 4);
    await getActiveOpenCart(connection);
    await takeThisQuote(connection, 'SQ-1');
    const payloads = gateway.calls.map(
      (call) => JSON.parse(String(sentData(call).payload)) as unknown,
    );
    expect(payloads).toEqual([
      { itemId: 'P-2', qty: 4, awsUserType: 'AWSManager', contactId: 'CON-1' },
      { userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
      { quoteId: 'SQ-1', userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
    ]);
  });
});

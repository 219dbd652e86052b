import { describe, expect, it } from 'vitest';
import type { GatewayConnection } from '../../../../runtime/gateway/index';
import {
  addPartToQuote,
  deleteLineItems,
  getActiveOpenCart,
  getImages,
  getInstalledBase,
  getInstrument,
  getLinkComponent,
  getPartRelations,
  getPartsList,
  getQliQuantity,
  linkComponent,
  loadImage,
  retrieveQuoteLines,
  takeThisQuote,
  unlinkKitItem,
  updateQtyOnQLIs,
} from '../../../../runtime/domain/service/serviceCalls';
import {
  checkIfBubbleOrg,
  loadCaseCreationDetails,
  loadKnowledgeArticle,
  loadKnowledgeConfigurations,
  searchKnowledge,
} from '../../../../runtime/domain/knowledge/knowledgeCalls';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

/**
 * The request of every CRM call issue 19 names, as the gateway receives it through the real
 * gateway client: the endpoint (base, type, query), the HTTP method and the payload, with the
 * payload extras the spec names added from the session (SIGNED_IN_SESSION: AWSManager, CON-1).
 * The answers are whatever lets each call's reader finish; what is checked is what was sent.
 */

const IBM = '/services/apexrest/ibm?type=';
const ECOMMERCE = '/services/apexrest/ecommerce?type=';

const CART = { quote: { id: 'Q-1' }, lineItems: [], itemCount: 0 };
// The form is read from the full response: types in the content, priorities beside it.
const CASE_FORM = {
  statusCode: 200,
  content: { caseTypes: [{ value: 'Instrument service', label: 'Instrument problem' }] },
  priorities: [{ value: 'Medium', label: 'Medium' }],
  requiredFields: { 'Instrument service': ['subject'] },
};

/** An answer each call's reader accepts (the request is what the test checks). */
function answerFor(type: string): unknown {
  switch (type) {
    case 'getInstalledBase':
      return { statusCode: 200, content: { instruments: [] } };
    case 'getInstrument':
      return { statusCode: 200, content: { instrument: { id: 'IB-1' } } };
    case 'getQliQuantity':
      return { statusCode: 200, content: { quoteId: 'Q-1', quantities: {} } };
    case 'getImages':
      return { statusCode: 200, content: { images: [] } };
    case 'loadImageBody':
      return {
        statusCode: 200,
        content: {
          fileName: 'v.svg',
          contentType: 'image/svg+xml',
          size: 5,
          chunkSize: 512,
          chunks: [btoa('<svg>')],
        },
      };
    case 'retrieveQuoteLines':
      return { statusCode: 200, content: { quoteId: 'Q-1', lines: [] } };
    case 'getCaseCreationActionDetails':
      return CASE_FORM;
    default:
      return { statusCode: 200, content: CART };
  }
}

function recordingConnection() {
  const gateway = fakeGatewayFetch((request) => {
    const endpoint = String(sentData(request).endpoint);
    const type = /type=([A-Za-z]+)/.exec(endpoint)?.[1] ?? '';
    return { salesforceActions: crmAnswer(answerFor(type)) };
  });
  return { gateway, connection: testConnection(gateway.fetch) };
}

interface Shape {
  call: (connection: GatewayConnection) => Promise<unknown>;
  endpoint: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The payload as sent (parsed), or '' for none. */
  payload: unknown;
}

const EXTRAS_ITEM = { awsUserType: 'AWSManager', contactId: 'CON-1' };
const EXTRAS_CART = { userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' };

const SHAPES: Record<string, Shape> = {
  getInstalledBase: {
    call: (c) => getInstalledBase(c),
    endpoint: `${IBM}getInstalledBase`,
    method: 'GET',
    payload: '',
  },
  getInstrument: {
    call: (c) => getInstrument(c, 'IB-1'),
    endpoint: `${IBM}getInstrument`,
    method: 'POST',
    payload: { instrumentId: 'IB-1' },
  },
  'getPartsList (the search payload)': {
    call: (c) =>
      getPartsList(c, {
        searchText: 'laser 488',
        modelCode: 'AUR5L',
        category: 'Lasers & optics',
        page: 2,
        pageSize: 20,
      }),
    endpoint: `${IBM}getPartsList`,
    method: 'POST',
    payload: {
      searchText: 'laser 488',
      modelCode: 'AUR5L',
      category: 'Lasers & optics',
      page: 2,
      pageSize: 20,
    },
  },
  'getPartsList (every model and category)': {
    call: (c) =>
      getPartsList(c, { searchText: '', modelCode: null, category: null, page: 1, pageSize: 20 }),
    endpoint: `${IBM}getPartsList`,
    method: 'POST',
    payload: { searchText: '', page: 1, pageSize: 20 },
  },
  'getQliQuantity (awsUserType, contactId)': {
    call: (c) => getQliQuantity(c, ['P-1', 'P-2']),
    endpoint: `${IBM}getQliQuantity`,
    method: 'POST',
    payload: { itemIds: ['P-1', 'P-2'], ...EXTRAS_ITEM },
  },
  getSuperSubRelatedItemsParts: {
    call: (c) => getPartRelations(c, 'P-1'),
    endpoint: `${IBM}getSuperSubRelatedItemsParts`,
    method: 'POST',
    payload: { itemId: 'P-1' },
  },
  getImages: {
    call: (c) => getImages(c, 'P-1'),
    endpoint: `${IBM}getImages`,
    method: 'POST',
    payload: { itemId: 'P-1' },
  },
  loadImageBody: {
    call: (c) => loadImage(c, 'img-view-aurion'),
    endpoint: `${IBM}loadImageBody`,
    method: 'POST',
    payload: { imageId: 'img-view-aurion' },
  },
  'addPartToQuote (awsUserType, contactId)': {
    call: (c) => addPartToQuote(c, 'P-2', 3),
    endpoint: `${IBM}addPartToQuote`,
    method: 'POST',
    payload: { itemId: 'P-2', qty: 3, ...EXTRAS_ITEM },
  },
  updateQtyOnQLIs: {
    call: (c) => updateQtyOnQLIs(c, 'QL-1', 5),
    endpoint: `${IBM}updateQtyOnQLIs`,
    method: 'POST',
    payload: { lineItems: [{ Id: 'QL-1', qty: 5 }] },
  },
  deleteLineItems: {
    call: (c) => deleteLineItems(c, ['QL-1']),
    endpoint: `${IBM}deleteLineItems`,
    method: 'POST',
    payload: { qliIds: ['QL-1'] },
  },
  'getActiveOpenCart (userTypeAWS, contactIdAWS)': {
    call: (c) => getActiveOpenCart(c),
    endpoint: `${IBM}getActiveOpenCart`,
    method: 'POST',
    payload: { ...EXTRAS_CART },
  },
  retrieveQuoteLines: {
    call: (c) => retrieveQuoteLines(c, 'Q-1'),
    endpoint: `${IBM}retrieveQuoteLines`,
    method: 'POST',
    payload: { quoteId: 'Q-1' },
  },
  'takeThisQuote (userTypeAWS, contactIdAWS)': {
    call: (c) => takeThisQuote(c, 'SQ-1'),
    endpoint: `${IBM}takeThisQuote`,
    method: 'POST',
    payload: { quoteId: 'SQ-1', ...EXTRAS_CART },
  },
  getLinkComponent: {
    call: (c) => getLinkComponent(c, 'KIT-1'),
    endpoint: `${IBM}getLinkComponent`,
    method: 'POST',
    payload: { kitItemId: 'KIT-1' },
  },
  linkComponent: {
    call: (c) => linkComponent(c, 'KIT-1', 'P-4', 2),
    endpoint: `${IBM}linkComponent`,
    method: 'POST',
    payload: { kitItemId: 'KIT-1', componentItemId: 'P-4', qty: 2 },
  },
  unlinkKitItem: {
    call: (c) => unlinkKitItem(c, 'KIT-1', 'P-4'),
    endpoint: `${IBM}unlinkKitItem`,
    method: 'POST',
    payload: { kitItemId: 'KIT-1', componentItemId: 'P-4' },
  },
  getKnowledgeDataBySearch: {
    call: (c) =>
      searchKnowledge(c, {
        searchText: '  laser power drops ',
        filters: { family: 'Flow cytometers', models: ['Aurion 5L'], categories: ['Optics'] },
        limit: 6,
        offset: 0,
      }),
    endpoint: `${ECOMMERCE}getKnowledgeDataBySearch`,
    method: 'POST',
    payload: {
      searchText: 'laser power drops',
      filters: { family: 'Flow cytometers', models: ['Aurion 5L'], categories: ['Optics'] },
      limit: 6,
      offset: 0,
    },
  },
  getKnowledgeConfigurations: {
    call: (c) => loadKnowledgeConfigurations(c),
    endpoint: `${ECOMMERCE}getKnowledgeConfigurations`,
    method: 'GET',
    payload: '',
  },
  getKnowledgeDetail: {
    call: (c) => loadKnowledgeArticle(c, 'KA-01006'),
    endpoint: `${ECOMMERCE}getKnowledgeDetail`,
    method: 'POST',
    payload: { articleId: 'KA-01006' },
  },
  checkIfBubbleOrg: {
    call: (c) => checkIfBubbleOrg(c),
    endpoint: `${ECOMMERCE}checkIfBubbleOrg`,
    method: 'GET',
    payload: '',
  },
  'getCaseCreationActionDetails (stfId)': {
    call: (c) => loadCaseCreationDetails(c, 'sf-cellaris-portal'),
    endpoint: `${ECOMMERCE}getCaseCreationActionDetails&stfId=sf-cellaris-portal`,
    method: 'GET',
    payload: '',
  },
};

describe('the request of every call issue 19 names', () => {
  it.each(Object.entries(SHAPES))('%s', async (_name, shape) => {
    const { gateway, connection } = recordingConnection();
    await shape.call(connection);
    expect(gateway.calls).toHaveLength(1);
    const data = sentData(gateway.calls[0]);
    expect(data.endpoint).toBe(shape.endpoint);
    expect(data.callType).toBe(shape.method);
    expect(data.payload === '' ? '' : JSON.parse(String(data.payload))).toEqual(shape.payload);
    // Every call goes as the signed-in caller (the CRM checks ownership by these).
    expect(data).toMatchObject({ accountId: 'ACC-1', userType: 'AWSManager', contactId: 'CON-1' });
  });
});

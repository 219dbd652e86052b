import type { MakeCallRequest, ProductDetails } from '../../runtime/blocks';

export type {
  FormattedField,
  ProductDetails,
  ProductImage,
  ProductRecord,
} from '../../runtime/blocks';

export {
  PRODUCT_RECORD_FIELDS as RECORD_FIELDS,
  productDetailsRequest as detailsRequest,
  productRecordRequest as recordRequest,
} from '../../runtime/blocks';

export const relatedRequest = (
  details: ProductDetails,
  source: 'sameGroup' | 'sameCatalog',
  limit: number,
): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'retrieveCatalogNG',
  method: 'POST',
  payload: {
    jsonData: JSON.stringify({
      catalogId: details.catalogId,
      itemGroups: source === 'sameGroup' ? [details.group] : [],
      page: 1,
      // One more than shown: the product itself may be among them.
      pageSize: limit + 1,
    }),
  },
});

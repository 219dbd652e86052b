import { describe, expect, it } from 'vitest';
import { orderQueryFromSearch, searchOfOrderQuery } from '../../../blocks/orders/ordersQuery';
import { DEFAULT_ORDER_QUERY } from '../../../runtime/domain/orders/index';

describe('My orders in the address', () => {
  it('reads filters, sort and page back from what it wrote', () => {
    const query = {
      ...DEFAULT_ORDER_QUERY,
      status: 'Delivered' as const,
      searchText: 'PO-NG-70',
      dateFrom: '2024-01-01',
      dateTo: '2024-06-30',
      sortBy: 'total' as const,
      sortDirection: 'ASC' as const,
      page: 3,
    };
    const search = searchOfOrderQuery(query);
    expect(search.toString()).toBe(
      'status=Delivered&q=PO-NG-70&from=2024-01-01&to=2024-06-30&sort=total&dir=asc&page=3',
    );
    expect(orderQueryFromSearch(search, 20)).toEqual(query);
  });

  it('writes nothing for the default list', () => {
    expect(searchOfOrderQuery(DEFAULT_ORDER_QUERY).toString()).toBe('');
  });

  it('drops values that are not valid instead of sending them', () => {
    const query = orderQueryFromSearch(
      new URLSearchParams('status=Lost&from=yesterday&sort=id&dir=up&page=-2'),
      50,
    );
    expect(query).toEqual({ ...DEFAULT_ORDER_QUERY, pageSize: 50 });
  });
});

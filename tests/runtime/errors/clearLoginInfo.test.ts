import { describe, expect, it } from 'vitest';
import { clearLoginInfo } from '../../../runtime/errors/clearLoginInfo';

function storageWith(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('clearLoginInfo', () => {
  it('removes the token, user and login-info keys of every storefront and nothing else', () => {
    const storage = storageWith({
      'ec-aws-tokendata-sf1': 't',
      'ec-aws-userdata-sf1': 'u',
      'ec-aws-logininfo-sf1': 'l',
      'ec-aws-tokendata-sf2': 't2',
      'ec-aws-loginredirect-sf1': '/cart',
      'ec-account-sf1': 'a',
      EC_Quote_Id: 'q',
    });
    const removed = clearLoginInfo(storage);
    expect(removed.sort()).toEqual([
      'ec-aws-logininfo-sf1',
      'ec-aws-tokendata-sf1',
      'ec-aws-tokendata-sf2',
      'ec-aws-userdata-sf1',
    ]);
    expect([...storage.map.keys()].sort()).toEqual([
      'EC_Quote_Id',
      'ec-account-sf1',
      'ec-aws-loginredirect-sf1',
    ]);
  });

  it('does nothing on empty storage', () => {
    expect(clearLoginInfo(storageWith({}))).toEqual([]);
  });
});

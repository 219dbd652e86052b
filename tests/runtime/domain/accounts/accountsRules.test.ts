import { describe, expect, it } from 'vitest';
import {
  accountPlace,
  accountRecordOf,
  canSwitchAccounts,
  indirectBuyerAccounts,
  indirectBuyerOf,
  searchAccounts,
  switchableAccounts,
  type PortalAccessibleAccount,
} from '../../../../runtime/domain/accounts/index';

const row = (
  id: string,
  name: string,
  extra: Partial<PortalAccessibleAccount> = {},
): PortalAccessibleAccount => ({
  Id: `paa-${id}`,
  RelatedAccountId: id,
  RelatedAccountName: name,
  IsMaster: false,
  PortalContext: 'Portal',
  IsIndirectBuyer: false,
  details: { AccountNumber: null, BillingCity: null, BillingCountry: null, Related_Account: null },
  ...extra,
});

const MAIN = row('ACC-1', 'Northgate Research Laboratories', {
  IsMaster: true,
  details: {
    AccountNumber: 'CUST-100231',
    BillingCity: 'Boston',
    BillingCountry: 'United States',
    Related_Account: null,
  },
});
const RELATED = row('ACC-2', 'Northgate Clinical Genomics');
const MAIN_IB = row('ACC-1', 'Northgate Research Laboratories', { PortalContext: 'IB' });
const HOSPITAL = row('IB-1', 'St. Aldric University Hospital', {
  IsIndirectBuyer: true,
  details: {
    AccountNumber: 'IB-300104',
    BillingCity: 'Dublin',
    BillingCountry: 'Ireland',
    Related_Account: { Id: 'DIST-1', Name: 'BioSupply Distribution GmbH' },
  },
});

describe('the account switcher rules', () => {
  it('offers the portal accounts, installed-base ones only in installed-base mode', () => {
    const rows = [MAIN, RELATED, MAIN_IB, HOSPITAL];
    expect(switchableAccounts(rows, false)).toEqual([MAIN, RELATED]);
    expect(switchableAccounts(rows, true)).toEqual([MAIN, RELATED, MAIN_IB]);
  });

  it('keeps indirect buyers for their own switch, once each', () => {
    expect(indirectBuyerAccounts([MAIN, HOSPITAL, { ...HOSPITAL, Id: 'paa-dup' }])).toEqual([
      HOSPITAL,
    ]);
  });

  it('searches name, id, number, city and country, ignoring case and spaces', () => {
    const rows = [MAIN, RELATED, HOSPITAL];
    expect(searchAccounts(rows, ' clinical ')).toEqual([RELATED]);
    expect(searchAccounts(rows, 'cust-100231')).toEqual([MAIN]);
    expect(searchAccounts(rows, 'ireland')).toEqual([HOSPITAL]);
    expect(searchAccounts(rows, 'IB-1')).toEqual([HOSPITAL]);
    expect(searchAccounts(rows, '')).toEqual(rows);
    expect(searchAccounts(rows, 'zzz')).toEqual([]);
  });

  it('builds the session records: the account, and CURRENT with the related account name', () => {
    expect(accountRecordOf(RELATED)).toEqual({ Id: 'ACC-2', Name: 'Northgate Clinical Genomics' });
    expect(indirectBuyerOf(HOSPITAL)).toEqual({
      CURRENT: {
        Id: 'IB-1',
        Name: 'St. Aldric University Hospital',
        details: { Related_Account: { Name: 'BioSupply Distribution GmbH' } },
      },
    });
    expect(indirectBuyerOf(row('IB-2', 'Lone buyer', { IsIndirectBuyer: true }))).toEqual({
      CURRENT: { Id: 'IB-2', Name: 'Lone buyer', details: {} },
    });
  });

  it('says where an account is and whether there is anything to switch between', () => {
    expect(accountPlace(MAIN)).toBe('Boston, United States');
    expect(accountPlace(RELATED)).toBe('');
    expect(canSwitchAccounts([MAIN, MAIN_IB])).toBe(false);
    expect(canSwitchAccounts([MAIN, RELATED])).toBe(true);
  });
});

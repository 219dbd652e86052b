import { describe, expect, it } from 'vitest';
import { userTypeFromGroups } from '../../../runtime/session/userType';

describe('user type (spec 000 section 4)', () => {
  it('is the first group', () => {
    expect(userTypeFromGroups(['AWSManager', 'AWSAdmin'])).toBe('AWSManager');
  });
  it('is AWSGuest without groups', () => {
    expect(userTypeFromGroups(undefined)).toBe('AWSGuest');
    expect(userTypeFromGroups([])).toBe('AWSGuest');
    expect(userTypeFromGroups([''])).toBe('AWSGuest');
    expect(userTypeFromGroups('AWSManager')).toBe('AWSGuest');
  });
});

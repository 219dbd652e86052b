import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolFiles } from '../../../server/identity/pool/poolFiles';
import { resetIdentity } from '../../../server/identity/resetIdentity';
import { startIdentity } from '../../../server/identity/startIdentity';
import { DEMO_PASSWORD, DEMO_STOREFRONTS, DEMO_USER_POOL_ID } from '../../../server/shared/demo';

let dataDir: string;
const options = () => ({
  dataDir,
  ssoIssuer: 'http://sso.localhost:5173',
  poolIssuerDomain: 'http://localhost:5173/identity/cognito',
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockfront-identity-seed-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('seed, restart and reset', () => {
  it('keeps sessions and changes across a restart, and reset restores the seed deterministically', async () => {
    let identity = await startIdentity(options());
    const seeded: unknown = JSON.parse(await readFile(poolFiles(dataDir).pool, 'utf8'));
    const signIn = await identity.admin.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: DEMO_STOREFRONTS.guest.clientId,
      AuthParameters: { USERNAME: 'gus.guest', PASSWORD: DEMO_PASSWORD },
    });
    const accessToken = (signIn.AuthenticationResult as { AccessToken: string }).AccessToken;
    await identity.admin.call('AdminUpdateUserAttributes', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: 'gus.guest',
      UserAttributes: [{ Name: 'given_name', Value: 'Gustave' }],
    });
    await identity.stop();

    identity = await startIdentity(options());
    try {
      await expect(identity.admin.verifyAccessToken(accessToken)).resolves.toMatchObject({
        username: 'gus.guest',
        groups: ['AWSGuest'],
      });
      const user = await identity.admin.call('AdminGetUser', {
        UserPoolId: DEMO_USER_POOL_ID,
        Username: 'gus.guest',
      });
      expect(JSON.stringify(user.UserAttributes)).toContain('Gustave');
    } finally {
      await identity.stop();
    }

    await resetIdentity(dataDir);
    const reset = await readFile(poolFiles(dataDir).pool, 'utf8');
    expect(JSON.parse(reset)).toEqual(seeded);
    await resetIdentity(dataDir);
    expect(await readFile(poolFiles(dataDir).pool, 'utf8')).toBe(reset);
    identity = await startIdentity(options());
    try {
      // A reset pool forgets its sessions: old tokens no longer verify.
      await expect(identity.admin.verifyAccessToken(accessToken)).resolves.toBeNull();
    } finally {
      await identity.stop();
    }
  });
});

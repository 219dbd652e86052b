import { describe, expect, it, vi } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import {
  notifySessionExpired,
  onSessionExpired,
  reportingSessionExpiry,
} from '../../../runtime/gateway/sessionExpiry';

describe('onSessionExpired', () => {
  it('calls registered listeners until they are removed', () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    const error = new SessionExpiredError({ origin: 'http' });
    notifySessionExpired(error);
    expect(listener).toHaveBeenCalledWith(error);
    remove();
    notifySessionExpired(error);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('carries the spec message', () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    notifySessionExpired(new SessionExpiredError({ origin: 'result' }));
    remove();
    expect(listener.mock.calls[0]?.[0]).toMatchObject({
      message: 'Session Expired, Please login again',
      statusCode: 401,
    });
  });
});

describe('reportingSessionExpiry', () => {
  it('reports a SessionExpiredError once and rethrows it', async () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    const error = new SessionExpiredError({ origin: 'http' });
    await expect(reportingSessionExpiry(() => Promise.reject(error))).rejects.toBe(error);
    remove();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not report other failures or successes', async () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    const failure = new GatewayError(500, 'Error fetching data from AppSync.', {
      origin: 'result',
    });
    await expect(reportingSessionExpiry(() => Promise.reject(failure))).rejects.toBe(failure);
    await expect(reportingSessionExpiry(() => Promise.resolve(1))).resolves.toBe(1);
    remove();
    expect(listener).not.toHaveBeenCalled();
  });
});

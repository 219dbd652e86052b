import { describe, expect, it } from 'vitest';
import { pollAutoSignIn } from '../../../blocks/login/pollAutoSignIn';

describe('automatic sign-in after confirmation by link', () => {
  it('tries every 5 s until signed in', async () => {
    const waits: number[] = [];
    let calls = 0;
    const signedIn = await pollAutoSignIn(
      () => Promise.resolve(++calls === 3 ? 'signedIn' : 'waiting'),
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    expect(signedIn).toBe(true);
    expect(waits).toEqual([5_000, 5_000]);
  });

  it('gives up after 3 minutes of attempts', async () => {
    let calls = 0;
    let waited = 0;
    const signedIn = await pollAutoSignIn(
      () => {
        calls++;
        return Promise.resolve('waiting');
      },
      (ms) => {
        waited += ms;
        return Promise.resolve();
      },
    );
    expect(signedIn).toBe(false);
    expect(waited).toBe(180_000);
    expect(calls).toBe(37);
  });
});

import { describe, expect, it } from 'vitest';
import { reuseRecentRead } from '../../../server/db/recentRead';

/** A read that counts its calls and answers with the count, on a clock the test moves. */
function countingRead() {
  let calls = 0;
  let time = 1_000;
  return {
    read: () => Promise.resolve(++calls),
    now: () => time,
    advance: (ms: number) => (time += ms),
    calls: () => calls,
  };
}

describe('reuseRecentRead (the revisions that key the caches)', () => {
  it('answers from one read within the window and reads again after it', async () => {
    const clock = countingRead();
    const revision = reuseRecentRead(250, clock.read, clock.now);
    expect(await revision()).toBe(1);
    clock.advance(249);
    expect(await revision()).toBe(1);
    clock.advance(1);
    expect(await revision()).toBe(2);
    expect(clock.calls()).toBe(2);
  });

  it('shares a read still in flight among the callers that arrive meanwhile', async () => {
    let calls = 0;
    let answer: (value: string) => void = () => {};
    const revision = reuseRecentRead(250, () => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const first = revision();
    const second = revision();
    answer('7');
    expect(await Promise.all([first, second])).toEqual(['7', '7']);
    expect(calls).toBe(1);
  });

  it('never reuses a failed read', async () => {
    let calls = 0;
    const revision = reuseRecentRead(250, async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return 'ok';
    });
    await expect(revision()).rejects.toThrow('connection reset');
    expect(await revision()).toBe('ok');
  });

  it('asks again after forget() (this instance changed what it reads)', async () => {
    const clock = countingRead();
    const revision = reuseRecentRead(250, clock.read, clock.now);
    await revision();
    revision.forget();
    expect(await revision()).toBe(2);
  });

  it('reads every time with a window of 0', async () => {
    const clock = countingRead();
    const revision = reuseRecentRead(0, clock.read, clock.now);
    await revision();
    await revision();
    expect(clock.calls()).toBe(2);
  });
});

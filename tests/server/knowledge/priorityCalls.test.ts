import { describe, expect, it } from 'vitest';
import { priorityCalls } from '../../../src/server/knowledge/priorityCalls.ts';

/** A worker whose calls finish only when the test says so; records the order they started in. */
function heldWorker() {
  const started: string[] = [];
  const finish: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const send = (name: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      running++;
      most = Math.max(most, running);
      finish.push(() => {
        running--;
        if (name.startsWith('fail')) reject(new Error(`${name} failed`));
        else resolve(`${name} done`);
      });
    });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  /** Finishes the call under way and lets the next one start. */
  const finishOne = async () => {
    finish.shift()!();
    await settle();
  };
  return { send, started, finishOne, settle, most: () => most };
}

describe('priority calls to one worker', () => {
  it('starts a question before every waiting indexing call, after the one under way', async () => {
    const w = heldWorker();
    const calls = priorityCalls(w.send);
    const results = [
      calls.call('index 1'),
      calls.call('index 2'),
      calls.call('index 3'),
      calls.call('question', 'query'),
    ];
    await w.settle();
    expect(w.started).toEqual(['index 1']);
    expect(calls.waiting).toBe(3);
    await w.finishOne();
    expect(w.started).toEqual(['index 1', 'question']);
    await w.finishOne();
    await w.finishOne();
    await w.finishOne();
    expect(w.started).toEqual(['index 1', 'question', 'index 2', 'index 3']);
    expect(await Promise.all(results)).toEqual([
      'index 1 done',
      'index 2 done',
      'index 3 done',
      'question done',
    ]);
    expect(w.most()).toBe(1);
  });

  it('keeps the order of calls of one priority', async () => {
    const w = heldWorker();
    const calls = priorityCalls(w.send);
    const results = [
      calls.call('index 1'),
      calls.call('question 1', 'query'),
      calls.call('index 2'),
      calls.call('question 2', 'query'),
    ];
    for (let i = 0; i < 4; i++) await w.finishOne();
    expect(w.started).toEqual(['index 1', 'question 1', 'question 2', 'index 2']);
    await Promise.all(results);
  });

  it('goes on with the next call after one fails or throws', async () => {
    const w = heldWorker();
    let throwing = true;
    const calls = priorityCalls((name: string) => {
      if (throwing && name === 'throws') {
        throwing = false;
        throw new Error('not sent');
      }
      return w.send(name);
    });
    const failed = calls.call('fail 1');
    const thrown = calls.call('throws');
    const after = calls.call('index 2');
    await w.finishOne();
    await expect(failed).rejects.toThrow('fail 1 failed');
    await expect(thrown).rejects.toThrow('not sent');
    await w.settle();
    expect(w.started).toEqual(['fail 1', 'index 2']);
    await w.finishOne();
    expect(await after).toBe('index 2 done');
    expect(calls.waiting).toBe(0);
  });

  it('starts a call at once when none is under way', async () => {
    const w = heldWorker();
    const calls = priorityCalls(w.send);
    const first = calls.call('index 1');
    expect(w.started).toEqual(['index 1']);
    await w.finishOne();
    await first;
    const second = calls.call('question', 'query');
    expect(w.started).toEqual(['index 1', 'question']);
    await w.finishOne();
    await second;
  });
});

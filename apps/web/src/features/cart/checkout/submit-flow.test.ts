import { describe, expect, it } from 'vitest';
import { CLOSED, canDismiss, type SubmitEvent, type SubmitStep, submitReducer } from './submit-flow';

function run(events: SubmitEvent[], from: SubmitStep = CLOSED): SubmitStep {
  return events.reduce(submitReducer, from);
}

describe('order dialog steps', () => {
  it('a submit kept for later (offline) shows as queued, which can be closed', () => {
    const open = [
      { type: 'open' },
      { type: 'loaded' },
      { type: 'confirm', needsOtp: false },
    ] as SubmitEvent[];
    const queued = run([...open, { type: 'queued' }]);
    expect(queued).toEqual({ step: 'queued' });
    expect(canDismiss(queued)).toBe(true);
    expect(run([{ type: 'close' }], queued)).toEqual(CLOSED);
    // Only a submit on its way can become queued.
    expect(run([{ type: 'open' }, { type: 'queued' }])).toEqual({ step: 'loading' });
  });

  it('confirm -> submitting -> success without a code', () => {
    expect(run([{ type: 'open' }])).toEqual({ step: 'loading' });
    expect(run([{ type: 'open' }, { type: 'loaded' }])).toEqual({ step: 'confirm' });
    expect(run([{ type: 'open' }, { type: 'loaded' }, { type: 'confirm', needsOtp: false }])).toEqual({
      step: 'submitting',
    });
    expect(
      run([
        { type: 'open' },
        { type: 'loaded' },
        { type: 'confirm', needsOtp: false },
        { type: 'succeeded', orderIds: [41, 42] },
      ]),
    ).toEqual({ step: 'success', orderIds: [41, 42] });
  });

  it('asks for the order code first when otpAuthBeforeOrder is on', () => {
    const otp = run([{ type: 'open' }, { type: 'loaded' }, { type: 'confirm', needsOtp: true }]);
    expect(otp).toEqual({ step: 'otp' });
    expect(submitReducer(otp, { type: 'succeeded', orderIds: [1] })).toBe(otp);
    expect(submitReducer(otp, { type: 'otpVerified' })).toEqual({ step: 'submitting' });
  });

  it('a failed submit can be retried (submitting again) or closed', () => {
    const failed = run([
      { type: 'open' },
      { type: 'loaded' },
      { type: 'confirm', needsOtp: false },
      { type: 'failed', message: 'Network' },
    ]);
    expect(failed).toEqual({ step: 'failure', message: 'Network', during: 'submitting' });
    expect(submitReducer(failed, { type: 'retry' })).toEqual({ step: 'submitting' });
    expect(submitReducer(failed, { type: 'close' })).toEqual(CLOSED);
  });

  it('a failure to load the dates retries the loading', () => {
    const failed = run([{ type: 'open' }, { type: 'failed', message: 'x' }]);
    expect(failed).toEqual({ step: 'failure', message: 'x', during: 'loading' });
    expect(submitReducer(failed, { type: 'retry' })).toEqual({ step: 'loading' });
  });

  it('cannot be closed, reopened or confirmed twice while the order is on its way', () => {
    const submitting: SubmitStep = { step: 'submitting' };
    for (const event of [
      { type: 'close' },
      { type: 'open' },
      { type: 'confirm', needsOtp: false },
      { type: 'retry' },
      { type: 'loaded' },
    ] as SubmitEvent[]) {
      expect(submitReducer(submitting, event)).toBe(submitting);
    }
    expect(canDismiss(submitting)).toBe(false);
    expect(canDismiss({ step: 'success', orderIds: [] })).toBe(false);
    expect(canDismiss({ step: 'confirm' })).toBe(true);
    expect(canDismiss({ step: 'otp' })).toBe(true);
  });

  it('ignores an answer that arrives when nothing is being submitted', () => {
    expect(submitReducer(CLOSED, { type: 'succeeded', orderIds: [1] })).toBe(CLOSED);
    expect(submitReducer({ step: 'confirm' }, { type: 'failed', message: 'x' })).toEqual({ step: 'confirm' });
  });
});

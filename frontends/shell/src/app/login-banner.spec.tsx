import { act, renderHook } from '@testing-library/react';
import { announceLoginSuccess, useLoginBanner } from './login-banner';

describe('login success banner', () => {
  afterEach(() => jest.useRealTimers());

  it('[A9.1] appears 500 ms after sign-in and goes after about 8000 ms', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useLoginBanner());
    act(() => announceLoginSuccess());
    expect(result.current[0]).toBe(false);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current[0]).toBe(true);
    act(() => jest.advanceTimersByTime(7999));
    expect(result.current[0]).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });
});

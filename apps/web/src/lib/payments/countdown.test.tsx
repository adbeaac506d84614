import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsLeft, useCountdown } from './countdown';

describe('secondsLeft', () => {
  it('counts a started second as a whole one and never goes below zero', () => {
    expect(secondsLeft(45_000, 0)).toBe(45);
    expect(secondsLeft(45_000, 100)).toBe(45);
    expect(secondsLeft(45_000, 1000)).toBe(44);
    expect(secondsLeft(45_000, 44_999)).toBe(1);
    expect(secondsLeft(45_000, 45_000)).toBe(0);
    expect(secondsLeft(45_000, 90_000)).toBe(0);
  });
});

describe('formatCountdown (SPEC §9 units)', () => {
  it('leaves out leading zero parts and shows every smaller part after a larger one', () => {
    expect(formatCountdown(45, 'en')).toBe('45s');
    expect(formatCountdown(0, 'en')).toBe('0s');
    expect(formatCountdown(60, 'en')).toBe('1m 0s');
    expect(formatCountdown(75, 'en')).toBe('1m 15s');
    expect(formatCountdown(3600, 'en')).toBe('1h 0m 0s');
    expect(formatCountdown(90_061, 'en')).toBe('1d 1h 1m 1s');
  });

  it('writes hours as g in Polish', () => {
    expect(formatCountdown(3725, 'pl')).toBe('1g 2m 5s');
    expect(formatCountdown(86_400, 'pl')).toBe('1d 0g 0m 0s');
  });

  it('treats negative or fractional input as whole seconds from zero', () => {
    expect(formatCountdown(-5, 'en')).toBe('0s');
    expect(formatCountdown(9.7, 'en')).toBe('9s');
  });
});

function Countdown({ deadline }: { deadline: number | null }) {
  const left = useCountdown(deadline);
  return <output aria-label="left">{left === null ? 'none' : String(left)}</output>;
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const shown = () => screen.getByLabelText('left').textContent;

  it('ticks every second and stops at zero', () => {
    render(<Countdown deadline={Date.now() + 3000} />);
    expect(shown()).toBe('3');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shown()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shown()).toBe('0');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is empty without a deadline and restarts for a new one', () => {
    const { rerender } = render(<Countdown deadline={null} />);
    expect(shown()).toBe('none');
    rerender(<Countdown deadline={Date.now() + 10_000} />);
    expect(shown()).toBe('10');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(shown()).toBe('6');
    rerender(<Countdown deadline={Date.now() + 45_000} />);
    expect(shown()).toBe('45');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('starts at zero without a timer when the deadline has passed', () => {
    render(<Countdown deadline={Date.now() - 1} />);
    expect(shown()).toBe('0');
    expect(vi.getTimerCount()).toBe(0);
  });
});

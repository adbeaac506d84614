import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeyFilter } from './use-key-filter';
import type { KeyFilterOptions } from './key-filter';

function Field(props: KeyFilterOptions) {
  const filter = useKeyFilter(props);
  return <input aria-label="field" {...filter} />;
}

afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>('field');

describe('useKeyFilter', () => {
  it('blocks a disallowed keystroke silently and lets an allowed one through', () => {
    render(<Field filter="pint" />);
    expect(fireEvent.keyDown(input(), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input(), { key: 'Backspace' })).toBe(true);
  });

  it('blocks a disallowed paste', () => {
    render(<Field filter="pint" />);
    expect(fireEvent.paste(input(), { clipboardData: { getData: () => '12a' } })).toBe(false);
    expect(fireEvent.paste(input(), { clipboardData: { getData: () => '123' } })).toBe(true);
  });

  it('checks the whole value in validateOnly mode', () => {
    render(<Field filter={/^\d{0,3}$/} validateOnly />);
    fireEvent.change(input(), { target: { value: '123' } });
    input().setSelectionRange(3, 3);
    expect(fireEvent.keyDown(input(), { key: '4' })).toBe(false);
    input().setSelectionRange(0, 3);
    expect(fireEvent.keyDown(input(), { key: '4' })).toBe(true);
  });
});

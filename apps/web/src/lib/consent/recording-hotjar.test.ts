import { describe, expect, it } from 'vitest';
import { startRecording } from './recording';

// Hotjar in a file of its own: the recording module keeps one provider per page load.
describe('Hotjar after consent', () => {
  it("sets Hotjar's settings and queue, then adds its tag once", () => {
    const tag = {
      provider: 'hotjar',
      id: '1234567',
      scriptUrl: 'http://127.0.0.1:9/c/hotjar-1234567.js?sv=6',
    } as const;
    expect(window.hj).toBeUndefined();
    startRecording(tag);
    startRecording(tag);
    expect(window._hjSettings).toEqual({ hjid: 1234567, hjsv: 6 });
    expect(typeof window.hj).toBe('function');
    expect(window.clarity).toBeUndefined();
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([tag.scriptUrl]);
  });
});

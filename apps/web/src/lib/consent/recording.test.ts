import { describe, expect, it } from 'vitest';
import { startRecording, stopRecording } from './recording';

const queued = () => (window.clarity?.q ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Clarity after consent', () => {
  it('adds nothing before consent', () => {
    stopRecording();
    expect(window.clarity).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('on consent: tells Clarity analytics storage is granted (ads denied) and adds its tag once', () => {
    const tag = { provider: 'clarity', id: 'abc123xyz', scriptUrl: 'http://127.0.0.1:9/tag/abc123xyz' } as const;
    startRecording(tag);
    startRecording(tag);
    expect(queued()).toEqual([['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }]]);
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([tag.scriptUrl]);
  });

  it('on withdrawal: consent denied, recording stopped, its cookies removed; granted again, it starts again', () => {
    document.cookie = '_clck=1; path=/';
    document.cookie = '_clsk=2; path=/';
    stopRecording();
    expect(queued().slice(1)).toEqual([['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }], ['stop']]);
    expect(document.cookie).toBe('');
    startRecording({ provider: 'clarity', id: 'abc123xyz', scriptUrl: 'http://127.0.0.1:9/tag/abc123xyz' });
    expect(queued().slice(3)).toEqual([
      ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }],
      ['start'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

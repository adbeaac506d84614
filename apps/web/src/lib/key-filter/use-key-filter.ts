import { useMemo } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { isControlKey, isEditAllowed, type KeyFilterOptions } from './key-filter';

type Editable = HTMLInputElement | HTMLTextAreaElement;

function editOf(target: Editable, inserted: string) {
  return { value: target.value, selectionStart: target.selectionStart, selectionEnd: target.selectionEnd, inserted };
}

/**
 * SPEC §5 key filter as input props: spread the result on a text input or textarea. Disallowed keystrokes,
 * typed text (mobile keyboards send beforeinput, not key codes) and pastes are blocked silently.
 */
export function useKeyFilter(options: KeyFilterOptions) {
  const { filter, validateOnly } = options;
  return useMemo(() => {
    const opts = { filter, validateOnly };
    return {
      onKeyDown(event: KeyboardEvent<Editable>) {
        if (!isControlKey(event) && !isEditAllowed(opts, editOf(event.currentTarget, event.key))) {
          event.preventDefault();
        }
      },
      onBeforeInput(event: FormEvent<Editable>) {
        const data = (event.nativeEvent as InputEvent).data;
        if (typeof data === 'string' && !isEditAllowed(opts, editOf(event.currentTarget, data))) {
          event.preventDefault();
        }
      },
      onPaste(event: ClipboardEvent<Editable>) {
        const text = event.clipboardData.getData('text');
        if (!isEditAllowed(opts, editOf(event.currentTarget, text))) {
          event.preventDefault();
        }
      },
    };
  }, [filter, validateOnly]);
}

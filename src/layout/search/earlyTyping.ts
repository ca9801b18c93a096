/**
 * What a key does to the text typed while the search's code loads, with no input there yet to take it: a
 * character adds itself (AltGr's and Option's too), Backspace takes one back, shortcuts and other keys nothing.
 */
function typedWith(text: string, event: KeyboardEvent): string {
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return text;
  if (event.key === 'Backspace') return [...text].slice(0, -1).join('');
  return [...event.key].length === 1 ? text + event.key : text;
}

/**
 * The keys typed from the moment the search opens until its panel's one input is there (the first Ctrl+K after
 * sign-in may come before the panel's code): an external store the panel reads with useSyncExternalStore, so
 * that a key typed while the panel renders is in the text it commits.
 */
export interface EarlyTyping {
  /** The search opens: collect from now on, from nothing (opening it again while open changes nothing). */
  open: () => void;
  /** A key pressed anywhere: kept while collecting. */
  key: (event: KeyboardEvent) => void;
  /** The input is there and focused: it takes the keys from now on (the text stays, for the panel to read). */
  stop: () => void;
  /** The search closed. */
  close: () => void;
  text: () => string;
  subscribe: (listener: () => void) => () => void;
}

export function earlyTyping(): EarlyTyping {
  let text = '';
  let state: 'closed' | 'collecting' | 'stopped' = 'closed';
  const listeners = new Set<() => void>();
  return {
    open() {
      if (state !== 'closed') return;
      text = '';
      state = 'collecting';
    },
    key(event) {
      if (state !== 'collecting') return;
      text = typedWith(text, event);
      listeners.forEach((listener) => listener());
    },
    stop() {
      if (state === 'collecting') state = 'stopped';
    },
    close() {
      state = 'closed';
    },
    text: () => text,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

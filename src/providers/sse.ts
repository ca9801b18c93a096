/** One Server-Sent Event as a client parses it (the `event`, `id` and JSON `data` fields). */
export interface SseEvent {
  id: string;
  event: string;
  data: unknown;
}

/**
 * Parses the complete frames at the start of `text` (a stream read so far); answers them, how many comment
 * lines (heartbeats) came, and the incomplete rest, to parse again with what arrives next.
 */
export function parseFrames(text: string): { events: SseEvent[]; comments: number; rest: string } {
  const events: SseEvent[] = [];
  let comments = 0;
  const frames = text.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const fields: Record<string, string> = {};
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments++;
      const match = /^(\w+): ?(.*)$/.exec(line);
      if (match?.[1]) fields[match[1]] = match[2] ?? '';
    }
    if (fields.event)
      events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') });
  }
  return { events, comments, rest };
}

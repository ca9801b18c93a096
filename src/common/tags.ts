/**
 * Tags travel as one text, comma-separated ('backend, node'); TagsInput shows them as chips. Apart from the
 * input, so that a screen that only shows tags does not load it (and Material UI's Autocomplete).
 */
export const splitTags = (value: unknown): string[] =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ]
    : [];

export const joinTags = (tags: readonly string[]): string => splitTags(tags.join(',')).join(', ');

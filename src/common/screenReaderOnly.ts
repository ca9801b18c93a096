/** Text only screen readers read (sx): out of sight and of the layout, but in the accessibility tree. */
export const screenReaderOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

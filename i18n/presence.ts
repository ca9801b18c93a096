import { defineBilingualArea } from './define';

/** Who else has a record's detail or edit screen open, under `presence.` (smart_count: how many names). */
export default defineBilingualArea({
  presence: {
    editing: [
      '%{names} is editing this |||| %{names} are editing this',
      '%{names} bearbeitet dies gerade |||| %{names} bearbeiten dies gerade',
    ],
    viewing: [
      '%{names} is viewing this |||| %{names} are viewing this',
      '%{names} sieht sich dies gerade an |||| %{names} sehen sich dies gerade an',
    ],
    /** The last two of several names: "Anna, Ben and Clara". */
    names: ['%{first} and %{last}', '%{first} und %{last}'],
  },
});

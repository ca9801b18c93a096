import { defineArea } from './define';

/** The app's own screen texts (sign-in, layout, dashboard, lists); resource screens add their areas beside it. */
export default defineArea({
  english: {
    title: 'Recruit Admin',
  },
  german: {
    title: 'Recruit Admin',
  },
});

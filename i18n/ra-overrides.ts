import { defineBilingualArea } from './define';

/** react-admin's texts this app words otherwise, laid over ra-language-english and ra-german. */
export default defineBilingualArea({
  ra: {
    notification: {
      // The API answers another company's record as it answers one that does not exist: the text says both.
      item_doesnt_exist: [
        'This record does not exist or you have no access to it',
        'Dieser Datensatz existiert nicht oder Sie haben keinen Zugriff darauf',
      ],
    },
  },
});

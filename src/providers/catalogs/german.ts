import raGerman from '../../../i18n/ra-german';
import { composeCatalog } from './compose';

/** The German catalog, a chunk of its own that the i18nProvider loads when German is chosen. */
export default composeCatalog('german', raGerman);

import englishMessages from 'ra-language-english';
import { composeCatalog } from './compose';

/** The English catalog, in the entry: the app starts in it. */
export default composeCatalog('english', englishMessages);

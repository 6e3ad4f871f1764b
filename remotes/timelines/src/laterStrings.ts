import i18next from 'i18next';
import later from './locales/en.json?later';
import { NS } from './i18n';

// The English strings only chunks loaded later show (the media viewer, the user preview, edit history,
// polls, the conversation, a signed-in user's action bar and status menu: `laterStrings.json`), kept out
// of the first chunk. Each of those chunks imports this module, so they are in place before it renders.
// Other languages' files are whole.
const add = () => i18next.addResourceBundle('en', NS, later, true, false);
if (i18next.isInitialized) add();
else i18next.on('initialized', add);

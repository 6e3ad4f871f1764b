import { registerLocales } from '@fedi/shared';
import later from './locales/en.json?later';
import { loadStrings, NS } from './i18n';

// The English strings only chunks loaded later show (the media viewer, the user preview, edit history,
// polls, the conversation, a signed-in user's action bar and status menu: `laterStrings.json`), kept out
// of the first chunk. Each of those chunks imports this module, so they are in place before it renders.
// Registering again adds them to the namespace's English (once i18n is initialised); other languages'
// files are whole, and a language already fetched is not fetched again.
registerLocales(NS, later, loadStrings);

// Loader for a bundle's English strings split by when they are needed (`./locales/en.json?core` and
// `?later`): the key paths listed in `laterStrings.json` beside the locales folder are strings only chunks loaded later
// show (a viewer, a menu, a signed-in user's action bar…). `?core` is the file without them (in the
// bundle's first chunk, registered as its English), `?later` only them (added to the same namespace by
// the module those chunks import). Other languages' files are not split: they are fetched whole.
const fs = require('node:fs');
const path = require('node:path');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether the leaf `key` is `name` itself or one of its plural forms. */
const sameKey = (key, name) =>
  key === name || (key.startsWith(name) && PLURAL.test(key) && key.replace(PLURAL, '') === name);

/** `strings` divided by the key paths `later` (a path to an object takes all of it): [core, later]. */
function splitStrings(strings, later) {
  const core = structuredClone(strings);
  const moved = {};
  for (const keyPath of later) {
    const parts = keyPath.split('.');
    const name = parts.pop();
    let from = core;
    let to = moved;
    for (const part of parts) {
      if (typeof from?.[part] !== 'object') throw new Error(`laterStrings.json: no strings at ${keyPath}`);
      from = from[part];
      to = to[part] ??= {};
    }
    const keys = Object.keys(from).filter((key) => sameKey(key, name));
    if (keys.length === 0) throw new Error(`laterStrings.json: no strings at ${keyPath}`);
    for (const key of keys) {
      to[key] = from[key];
      delete from[key];
    }
  }
  return [core, moved];
}

module.exports = function localeSplitLoader(source) {
  const list = path.join(path.dirname(this.resourcePath), '..', 'laterStrings.json');
  this.addDependency(list);
  const [core, later] = splitStrings(JSON.parse(source), JSON.parse(fs.readFileSync(list, 'utf8')));
  return `export default ${JSON.stringify(this.resourceQuery === '?later' ? later : core)};`;
};
module.exports.splitStrings = splitStrings;

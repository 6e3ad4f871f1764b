// @fedi/shared/widgets: the one set of keyboard-accessible menus, tabs, radio groups and autocomplete
// lists (WAI-ARIA patterns, built on Ariakit), styled by the caller's classes.
//
// A shared singleton of its own (shared/build/federation.cjs), apart from @fedi/shared's index, so
// that Ariakit is downloaded only by the chunks that import this module, never on the first load.
export { Menu, MenuGroup, MenuItem, type MenuItemProps, type MenuProps } from './Menu';
export { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export {
  Autocomplete,
  AutocompleteList,
  AutocompleteOption,
  AutocompleteTextArea,
  type AutocompleteOptionProps,
  type AutocompleteProps,
} from './Autocomplete';

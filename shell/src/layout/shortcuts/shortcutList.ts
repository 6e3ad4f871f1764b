/** Every shortcut of the app (shell and timelines), in the help dialog's order: the keys as pressed, and its help text's i18n key (shell namespace, `shell-auth` file). */
export const KEYBOARD_SHORTCUTS = [
  { keys: ['j'], label: 'shortcuts.next' },
  { keys: ['k'], label: 'shortcuts.previous' },
  { keys: ['.'], label: 'shortcuts.show_new' },
  { keys: ['n'], label: 'shortcuts.new_post' },
  { keys: ['r'], label: 'shortcuts.reply' },
  { keys: ['f'], label: 'shortcuts.favourite' },
  { keys: ['b'], label: 'shortcuts.repeat' },
  { keys: ['/'], label: 'shortcuts.search' },
  { keys: ['g', 'h'], label: 'shortcuts.home' },
  { keys: ['?'], label: 'shortcuts.help' },
] as const;

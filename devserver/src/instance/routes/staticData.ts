import { INSTANCE_NAME } from '../config';
import { STICKER_PACK, STICKERS } from '../seed/files';

/** Contents of /static/config.json and the pleroma_fe frontend configuration. */
export function frontendConfig(origin: string): Record<string, unknown> {
  return {
    name: INSTANCE_NAME,
    theme: 'pleroma-dark',
    background: `${origin}/media/instance-background.png`,
    logo: `${origin}/media/instance-logo.png`,
    logoMask: true,
    logoMargin: '0',
    logoLeft: false,
    redirectRootNoLogin: '/main/all',
    redirectRootLogin: '/main/friends',
    showInstanceSpecificPanel: true,
    showFeaturesPanel: true,
    scopeCopy: true,
    subjectLineBehavior: 'email',
    postContentType: 'text/plain',
    alwaysShowSubjectInput: true,
    hideSitename: false,
    hidePostStats: false,
    hideUserStats: false,
    loginMethod: 'password',
    minimalScopesMode: false,
    nsfwCensorImage: '',
    collapseMessageWithSubject: true,
    webPushNotifications: true,
    sidebarRight: false,
    conversationDisplay: 'linear',
    translationLanguage: 'en',
  };
}

export const TERMS_OF_SERVICE = `<h4>Terms of Service</h4>
<p>This is a <strong>development</strong> instance. Everything here is fake and is reset often.</p>
<ul><li>Be nice to each other.</li><li>No spam.</li><li>Nothing you post here is private.</li></ul>`;

export const PANEL_HTML = `<div class="panel panel-default"><div class="panel-heading"><h4 class="title">${INSTANCE_NAME}</h4></div>
<div class="panel-body"><p>This is the instance-specific panel of the local development server.</p><p>Seeded users: admin, mod, alice, bob, carol, dave, erin (password: <code>password</code>).</p></div></div>`;

export function stickersIndex(): Record<string, string> {
  return { [STICKER_PACK]: `/static/stickers/${STICKER_PACK}/` };
}

export function stickerPack(): Record<string, unknown> {
  return {
    title: 'Dev stickers',
    author: 'Fedi Dev',
    license: 'CC0',
    tabIcon: `${STICKERS[0]}.png`,
    files: STICKERS.map((s) => `${s}.png`),
  };
}

export const UNICODE_EMOJI: Record<string, string> = {
  grinning: '😀',
  joy: '😂',
  smile: '😄',
  wink: '😉',
  heart_eyes: '😍',
  thinking: '🤔',
  sob: '😭',
  scream: '😱',
  sunglasses: '😎',
  thumbsup: '👍',
  thumbsdown: '👎',
  clap: '👏',
  wave: '👋',
  pray: '🙏',
  muscle: '💪',
  eyes: '👀',
  heart: '❤️',
  fire: '🔥',
  tada: '🎉',
  sparkles: '✨',
  star: '⭐',
  rocket: '🚀',
  coffee: '☕',
  pizza: '🍕',
  cat: '🐱',
  dog: '🐶',
  fox: '🦊',
  sun: '☀️',
  rainbow: '🌈',
  check: '✅',
  x: '❌',
  warning: '⚠️',
  hundred: '💯',
  party: '🥳',
  skull: '💀',
  rofl: '🤣',
  upside_down: '🙃',
};

/** A theme file (spec §3 Theme: colours, opacity, radii, shadows, fonts), radii and opacity from spec §9. */
function theme(name: string, colors: Record<string, string>): Record<string, unknown> {
  return {
    _pleroma_theme_version: 2,
    name,
    theme: {
      colors,
      opacity: { profileTint: 0.5, alert: 0.5, input: 0.5, faint: 0.5, underlay: 0.15, alertPopup: 0.95 },
      radii: { btn: 4, input: 4, checkbox: 2, panel: 10, avatar: 5, avatarAlt: 50, tooltip: 2, attachment: 5 },
      shadows: {},
      fonts: {},
    },
  };
}

/** The theme files of /static/themes/, by file name. */
export const THEMES: Record<string, Record<string, unknown>> = {
  'pleroma-dark.json': theme('Pleroma Dark', {
    bg: '#121a24',
    fg: '#182230',
    text: '#b9b9ba',
    link: '#d8a070',
    cRed: '#ff0000',
    cBlue: '#0095ff',
    cGreen: '#0fa00f',
    cOrange: '#ffa500',
  }),
  'pleroma-light.json': theme('Pleroma Light', {
    bg: '#f2f4f6',
    fg: '#dbe0e8',
    text: '#304055',
    link: '#f86f0f',
    cRed: '#d31014',
    cBlue: '#0095ff',
    cGreen: '#0fa00f',
    cOrange: '#ffa500',
  }),
  'redmond-xx.json': theme('Redmond XX', {
    bg: '#c0c0c0',
    fg: '#d6d6ce',
    text: '#000000',
    link: '#0000ff',
    cRed: '#ff0000',
    cBlue: '#2f2fff',
    cGreen: '#008000',
    cOrange: '#ff8c00',
  }),
};

/**
 * /static/styles.json in both shapes pleroma-fe reads: theme key → its file, or the short form
 * `[name, bg, fg, text, link, red, green, blue, orange]`.
 */
export const STYLES: Record<string, string | string[]> = {
  'pleroma-dark': '/static/themes/pleroma-dark.json',
  'pleroma-light': '/static/themes/pleroma-light.json',
  redmond: '/static/themes/redmond-xx.json',
  sepia: ['Sepia', '#f4ecd8', '#e6d8b8', '#3b2f1e', '#8a4b0f', '#b3261e', '#2e6b30', '#1f5c99', '#9a5a00'],
};

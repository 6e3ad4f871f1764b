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
  grinning: '😀', joy: '😂', smile: '😄', wink: '😉', heart_eyes: '😍', thinking: '🤔', sob: '😭', scream: '😱', sunglasses: '😎',
  thumbsup: '👍', thumbsdown: '👎', clap: '👏', wave: '👋', pray: '🙏', muscle: '💪', eyes: '👀', heart: '❤️', fire: '🔥',
  tada: '🎉', sparkles: '✨', star: '⭐', rocket: '🚀', coffee: '☕', pizza: '🍕', cat: '🐱', dog: '🐶', fox: '🦊', sun: '☀️',
  rainbow: '🌈', check: '✅', x: '❌', warning: '⚠️', hundred: '💯', party: '🥳', skull: '💀', rofl: '🤣', upside_down: '🙃',
};

export const STYLES: Record<string, string> = {
  'pleroma-dark': '/static/themes/pleroma-dark.json',
  'pleroma-light': '/static/themes/pleroma-light.json',
  redmond: '/static/themes/redmond-xx.json',
};

import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isWebAddress } from './urls';

/**
 * The named sanitizer profiles: every HTML string from a server (or an instance's static files) passes
 * through exactly one of them before it reaches the DOM.
 */
export type SanitizeProfile = 'status' | 'bio' | 'static' | 'preview';

/** Tags no profile keeps: forms, frames, plugins, foreign content (svg/math) and style sheets. */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'link',
  'meta',
  'base',
];
/** Attributes no profile keeps: responsive sources, form overrides, and `id`/`name` (DOM clobbering). */
const FORBID_ATTR = ['srcset', 'formaction', 'action', 'xlink:href', 'id', 'name'];
/** Link targets a profile keeps; any other `href` is removed (javascript:, data:, vbscript:…). */
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

interface ProfileSpec {
  /** DOMPurify configuration, set once on the profile's own instance. */
  config: Config;
  /** The `rel` every link gets. */
  rel: string;
  /** Whether images load lazily (long lists of statuses). */
  lazyImages: boolean;
}

const STATUS: ProfileSpec = {
  config: {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target', 'data-tag', 'data-user'],
    FORBID_TAGS,
    FORBID_ATTR: [...FORBID_ATTR, 'style'],
  },
  rel: 'noopener noreferrer',
  lazyImages: true,
};

/**
 * What each profile allows (one line each). Every profile: HTML only (no svg/math), no scripts, event
 * handlers, forms, frames, plugins or style sheets, no `id`/`name`/`srcset`; links only to http(s),
 * mailto, same-site paths or fragments, opening in a new window; images only from http(s) or same-site.
 */
const PROFILES: Record<SanitizeProfile, ProfileSpec> = {
  /** Status content, CW-free HTML, poll options, announcements: text formatting, links (mentions, hashtags with data-tag/data-user), custom emoji images; no inline styles. */
  status: STATUS,
  /** Profile bio, profile fields and display names: as status, but links are also `nofollow` (user-chosen links). */
  bio: { ...STATUS, rel: 'noopener noreferrer nofollow' },
  /** Instance static HTML (panel.html, terms of service, about page): admin formatting incl. inline `style` attributes and images, eager images. */
  static: {
    config: { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS, FORBID_ATTR },
    rel: 'noopener noreferrer',
    lazyImages: false,
  },
  /** Composer preview (the server's rendering of the user's own draft): exactly what status content keeps, so the preview looks like the post. */
  preview: STATUS,
};

function createPurifier(spec: ProfileSpec): DOMPurify {
  // One instance per profile: a profile's hooks and configuration never run in another.
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (!SAFE_HREF.test((node.getAttribute('href') ?? '').trim())) node.removeAttribute('href');
      node.setAttribute('rel', spec.rel);
      node.setAttribute('target', '_blank');
    } else if (node.tagName === 'IMG') {
      if (!isWebAddress(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      if (spec.lazyImages) node.setAttribute('loading', 'lazy');
    }
  });
  purifier.setConfig(spec.config);
  return purifier;
}

/** Sanitized strings kept for reuse per profile (a status re-rendered or scrolled back into view is not parsed again). */
export const SANITIZE_CACHE_SIZE = 2000;

const purifiers = new Map<SanitizeProfile, DOMPurify>();
const caches = new Map<SanitizeProfile, Map<string, string>>();

/**
 * Server HTML → safe HTML under the named profile. Each profile has its own DOMPurify instance,
 * configured once on first use, and its own memo by input (the output depends on nothing else),
 * least recently used out first.
 */
export function sanitizeHtml(html: string, profile: SanitizeProfile): string {
  let cache = caches.get(profile);
  if (!cache) {
    cache = new Map();
    caches.set(profile, cache);
  }
  const known = cache.get(html);
  if (known !== undefined) {
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  let purifier = purifiers.get(profile);
  if (!purifier) {
    purifier = createPurifier(PROFILES[profile]);
    purifiers.set(profile, purifier);
  }
  if (!purifier.isSupported) return '';
  const clean = purifier.sanitize(html);
  cache.set(html, clean);
  if (cache.size > SANITIZE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return clean;
}

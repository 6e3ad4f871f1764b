import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Screen invariants (issue 28): what must hold on every screen and every open menu, popover and dialog,
 * whatever the screen is. One helper for every spec that opens a screen: attach it to a page when the page
 * is made (it listens for console errors and failed requests from then on), call `check()` at each stop.
 * Each invariant is proved by a fixture that breaks it in `invariants.spec.ts`.
 */

export const INVARIANTS = {
  overflow: 'no sideways overflow',
  layers: 'menus and dialogs in view, items clickable',
  shortcodes: 'no raw :shortcode:',
  english: 'no untranslated English',
  clean: 'no console error or failed request',
  bars: 'focus not under fixed bars',
} as const;
export type Invariant = keyof typeof INVARIANTS;
export const INVARIANT_NAMES = Object.keys(INVARIANTS) as Invariant[];
/** Invariant → what broke it (empty when it holds); `null` where it was not checked. */
export type Findings = Record<Invariant, string[] | null>;

/**
 * Console messages and failed requests that are expected on a clean path, each with the reason. Only what
 * is proven expected belongs here.
 */
export const EXPECTED_NOISE: Array<{ pattern: RegExp; reason: string }> = [
  {
    // Chromium logs every ≥ 400 response a second time as a console error without the URL; the response
    // itself is reported (with its method and URL) by the failed-request listener.
    pattern: /^console: Failed to load resource: the server responded with a status of \d+/,
    reason: 'duplicate of the failed response, which is reported with its URL',
  },
  {
    // A query the app no longer needs (the user moved on) is cancelled with its AbortController: the browser
    // reports the cancelled fetch as failed, the app asked for it. Aborted media loads are the same.
    pattern: / net::ERR_ABORTED$/,
    reason: 'cancelled by the app (AbortController) or by leaving the page',
  },
];

/** Strings that equal an English locale string but are right in every language (proper nouns, codes). */
export const ENGLISH_ALLOWED = new Set([
  // The app's and servers' names are not translated.
  'Fedi',
  'Pleroma',
  'Akkoma',
  'Mastodon',
  'GoToSocial',
  'Misskey',
  // Units and file formats.
  'OK',
  'URL',
  'RSS',
  'JSON',
  'CSV',
]);

/** Locale files of every package: `{ en: [..objects], de: [...] }` (namespaces merged as a list). */
let localeCache: Map<string, Array<Record<string, unknown>>> | null = null;

function localeFiles(): Map<string, Array<Record<string, unknown>>> {
  if (localeCache) return localeCache;
  const root = join(__dirname, '..', '..', '..');
  const dirs = [join(root, 'shell', 'src', 'i18n', 'locales'), join(root, 'shared', 'src', 'i18n', 'locales')];
  const remotes = join(root, 'remotes');
  for (const name of readdirSync(remotes)) dirs.push(join(remotes, name, 'src', 'locales'));
  const byLanguage = new Map<string, Array<Record<string, unknown>>>();
  for (const dir of dirs.filter((path) => existsSync(path))) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      // `de.json`, `de-auth.json`, `pt-BR.json`, `pt-BR-auth.json`: the language is the name less a namespace
      // suffix; the namespace pairs files across languages (`en-auth.json` with `de-auth.json`).
      const base = file.replace(/\.json$/, '');
      const match = /^(.*?)(-auth)?$/.exec(base)!;
      const key = `${dir}|${match[2] ?? ''}`;
      const language = match[1]!;
      const list = byLanguage.get(language) ?? [];
      const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      list.push({ __file: key, ...data });
      byLanguage.set(language, list);
    }
  }
  localeCache = byLanguage;
  return byLanguage;
}

function leaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) if (key !== '__file') leaves(inner, `${prefix}.${key}`, out);
}

function flatten(files: Array<Record<string, unknown>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files) leaves(file, String(file.__file), out);
  return out;
}

/**
 * The English strings that would be untranslated in `language`: an English value whose key the language
 * translates differently, and that no string of the language equals (so a word both languages spell alike,
 * "Chat" in German, never counts). Interpolated strings are left out (their text differs per use), and so
 * are single characters and the allow-list.
 */
export function untranslatedEnglish(
  language: string,
  overrides?: Map<string, Array<Record<string, unknown>>>,
): string[] {
  const all = overrides ?? localeFiles();
  const english = flatten(all.get('en') ?? []);
  const candidates = [language, language.split('-')[0]!];
  const files = candidates.map((code) => all.get(code)).find((list) => list && list.length > 0);
  if (!files) return [];
  const own = flatten(files);
  const ownValues = new Set([...own.values()].map((text) => text.trim()));
  const found = new Set<string>();
  for (const [key, text] of english) {
    const value = text.trim();
    if (value.length < 2 || value.includes('{{') || ENGLISH_ALLOWED.has(value)) continue;
    if (own.get(key)?.trim() === value || ownValues.has(value)) continue;
    found.add(value);
  }
  return [...found];
}

/** The custom emoji shortcodes of the instance (read once per page's instance). */
export async function instanceEmoji(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/custom_emojis');
  if (!response.ok()) return [];
  const body = (await response.json()) as Array<{ shortcode: string }>;
  return body.map((emoji) => emoji.shortcode);
}

interface PageArgs {
  emoji: string[];
  english: string[] | null;
}

/** The checks that read the page as it is (run inside the page). */
function inspect({ emoji, english }: PageArgs) {
  const describe = (element: Element | null): string => {
    if (!element) return 'nothing';
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    const role = element.getAttribute('role');
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${classes}${name ? ` "${name}"` : ''}`;
  };
  const visible = (element: Element) => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const round = (value: number) => Math.round(value);

  // 1. The page never scrolls sideways.
  const overflow: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
  if (scrollWidth > window.innerWidth + 1) {
    // Name the widest culprits: elements whose right (or left, in RTL) edge is past the viewport.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        // Past the end edge (right in LTR, left in RTL): what makes the page wider. A box wholly off the
        // start edge (a skip link parked at -999 px) does not.
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          (rtl ? box.left < -1 && box.right > 0 : box.right > window.innerWidth + 1 && box.left < window.innerWidth)
        );
      })
      // Innermost first: an element whose child is also out is not the culprit.
      .filter((element, _, list) => !list.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${describe(element)} at x ${round(box.left)}–${round(box.right)}`;
      });
    overflow.push(`page is ${scrollWidth} px wide in a ${window.innerWidth} px viewport: ${culprits.join('; ')}`);
  }

  // With a modal dialog open, only it and its layers are read (what is behind it is its own screen's, and a
  // menu left open behind it cannot be reached anyway).
  const modals = [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].filter(
    (dialog) => visible(dialog) && (dialog.getAttribute('aria-modal') === 'true' || dialog.matches(':modal')),
  );
  const root: Element = modals[modals.length - 1] ?? document.body;

  // 2. Every open menu, popover and dialog inside the viewport; each of its items clickable at its centre.
  const layers: string[] = [];
  const layerSelector =
    '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"], dialog[open], [popover], [role="tooltip"]';
  const itemSelector =
    '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="option"], [role="tab"], button, a[href], input:not([type="hidden"]), select, textarea, summary';
  const open = [...document.querySelectorAll(layerSelector)].filter(
    (layer) =>
      (root === document.body || root.contains(layer)) &&
      visible(layer) &&
      !(layer instanceof HTMLElement && layer.hasAttribute('popover') && !layer.matches(':popover-open')),
  );
  for (const layer of open) {
    const box = layer.getBoundingClientRect();
    const name = describe(layer).slice(0, 80);
    if (box.left < -1 || box.top < -1 || box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1)
      layers.push(
        `${name} runs out of the viewport: x ${round(box.left)}–${round(box.right)}, y ${round(box.top)}–${round(box.bottom)} in ${window.innerWidth}×${window.innerHeight}`,
      );
    // Items of an inner layer are checked with that layer.
    const items = [...layer.querySelectorAll(itemSelector)].filter(
      (item) => visible(item) && item.closest(layerSelector) === layer,
    ) as HTMLElement[];
    for (const item of items) {
      // An item below the fold of a scrolling region (a long dialog) is brought into view vertically first, as
      // a user would scroll; sideways it stays where it is (a clipped item is the defect).
      let region: HTMLElement | null = item.parentElement;
      while (region && region !== layer.parentElement) {
        const style = getComputedStyle(region);
        if (/(auto|scroll)/.test(style.overflowY) && region.scrollHeight > region.clientHeight + 1) break;
        region = region.parentElement;
      }
      let itemBox = item.getBoundingClientRect();
      let restore: (() => void) | null = null;
      if (region && region !== layer.parentElement) {
        const regionBox = region.getBoundingClientRect();
        const centre = itemBox.top + itemBox.height / 2;
        if (centre < regionBox.top || centre > regionBox.bottom) {
          const before = region.scrollTop;
          const target = region;
          target.scrollTop += centre - (regionBox.top + regionBox.height / 2);
          restore = () => {
            target.scrollTop = before;
          };
          itemBox = item.getBoundingClientRect();
        }
      }
      const x = itemBox.left + itemBox.width / 2;
      const y = itemBox.top + itemBox.height / 2;
      const inView = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      const hit = inView ? document.elementFromPoint(x, y) : null;
      // A hit on the item's own label counts (a styled checkbox whose box the label draws).
      const labels =
        item instanceof HTMLInputElement || item instanceof HTMLSelectElement || item instanceof HTMLTextAreaElement
          ? [...(item.labels ?? [])]
          : [];
      // A menu opened inside the layer (a row's dropdown in a dialog) may cover the layer's other items.
      const nested =
        hit !== null && open.some((other) => other !== layer && layer.contains(other) && other.contains(hit));
      const ok =
        hit !== null && (item === hit || item.contains(hit) || nested || labels.some((label) => label.contains(hit)));
      if (!ok)
        layers.push(
          `${describe(item).slice(0, 70)} in ${name.slice(0, 40)} is not clickable at its centre (${round(x)}, ${round(y)}): ${inView ? `${describe(hit).slice(0, 60)} is there` : 'outside the viewport'}`,
        );
      restore?.();
    }
  }

  // 3. No raw :shortcode: in visible text where the instance has that emoji.
  const shortcodes: string[] = [];
  if (emoji.length > 0) {
    const known = new Set(emoji);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (!text.includes(':')) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('textarea, script, style, code, pre, [contenteditable="true"]') || !visible(parent))
        continue;
      for (const match of text.matchAll(/:([A-Za-z0-9_+-]+):/g)) {
        if (!known.has(match[1]!)) continue;
        const where = `${match[0]} in ${describe(parent.closest('button, a, li, article, p, h1, h2, h3, [role]') ?? parent).slice(0, 70)}`;
        if (!seen.has(where)) shortcodes.push(where);
        seen.add(where);
      }
    }
  }

  // 4. No untranslated English in another language: visible control and heading texts equal to an English
  //    string of our locales that the page's language translates.
  const untranslated: string[] = [];
  const language = document.documentElement.lang || 'en';
  if (english && english.length > 0 && !/^en(-|$)/i.test(language)) {
    const strings = new Set(english);
    const seen = new Set<string>();
    const controls = root.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="link"], h1, h2, h3, h4, h5, h6, label, legend, th, summary, [role="heading"]',
    );
    for (const control of controls) {
      if (!visible(control)) continue;
      const text = ((control as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
      if (text && strings.has(text) && !seen.has(text)) {
        seen.add(text);
        untranslated.push(`"${text}" (${describe(control).split(' ')[0]}) in a page of language ${language}`);
      }
    }
  }

  return { overflow, layers, shortcodes, english: english === null ? null : untranslated };
}

/** Picks the element to Tab from, so the next one is (partly) under a bar; runs inside the page. */
function prepareBarCheck(direction: 'down' | 'up'): string | null {
  // With a dialog, menu or popover open, Tab belongs to it (and would close a menu): no bar to pass.
  const layer = [
    ...document.querySelectorAll('dialog[open], [aria-modal="true"], [role="menu"], [role="listbox"], [popover]'),
  ].some(
    (element) =>
      (element as HTMLElement).checkVisibility?.() &&
      !(element.hasAttribute('popover') && !element.matches(':popover-open')),
  );
  if (layer) return null;
  const fixedAncestor = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !fixedAncestor(element);
  });
  // The fixed bars: fixed or sticky boxes across most of the width at the top or bottom of the viewport.
  const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
    const position = getComputedStyle(element).position;
    if (position !== 'fixed' && position !== 'sticky') return false;
    const box = element.getBoundingClientRect();
    return box.width >= window.innerWidth * 0.5 && box.height > 0 && box.height < window.innerHeight / 3;
  });
  const topEdge = Math.max(
    0,
    ...bars
      .map((bar) => bar.getBoundingClientRect())
      .filter((box) => box.top <= 1)
      .map((box) => box.bottom),
  );
  const bottomEdge = Math.min(
    window.innerHeight,
    ...bars
      .map((bar) => bar.getBoundingClientRect())
      .filter((box) => box.bottom >= window.innerHeight - 1)
      .map((box) => box.top),
  );
  if (direction === 'down') {
    if (bottomEdge >= window.innerHeight) return null;
    // The last element fully in the free area whose successor reaches under the bottom bar or below.
    for (let index = 0; index < tabbable.length - 1; index++) {
      const box = tabbable[index]!.getBoundingClientRect();
      const next = tabbable[index + 1]!.getBoundingClientRect();
      if (box.top >= topEdge && box.bottom <= bottomEdge && next.bottom > bottomEdge) {
        tabbable[index]!.focus({ preventScroll: true });
        return `from ${tabbable[index]!.tagName.toLowerCase()}`;
      }
    }
    return null;
  }
  if (topEdge <= 0) return null;
  // Scrolled so that some elements are above the top bar: the first fully below it, going back.
  window.scrollBy(0, Math.round(window.innerHeight / 2));
  for (let index = 1; index < tabbable.length; index++) {
    const box = tabbable[index]!.getBoundingClientRect();
    const previous = tabbable[index - 1]!.getBoundingClientRect();
    if (box.top >= topEdge && box.bottom <= bottomEdge && previous.top < topEdge) {
      tabbable[index]!.focus({ preventScroll: true });
      return `from ${tabbable[index]!.tagName.toLowerCase()}`;
    }
  }
  return null;
}

/** Whether the focused element is covered at its centre (runs inside the page). */
function focusCovered(): string | null {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const describe = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`
      : 'nothing';
  // The centre of its visible part (a tab panel taller than the screen is seen, and clicked, there).
  const box = active.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const x = (left + right) / 2;
  const y = (top + bottom) / 2;
  if (right <= left || bottom <= top)
    return `focused ${describe(active)} is outside the viewport (x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)})`;
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === active || active.contains(hit))) return null;
  // A link that wraps onto two lines has a gap at its box's centre: its own line boxes are what is seen.
  const lines = [...active.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  for (const rect of lines) {
    const onLine = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (onLine && (onLine === active || active.contains(onLine))) return null;
  }
  return `focused ${describe(active)} at (${Math.round(x)}, ${Math.round(y)}) is under ${describe(hit)}`;
}

export interface AttachOptions {
  /** The instance's custom emoji shortcodes (`instanceEmoji`); none: the shortcode check finds nothing. */
  emoji?: string[];
  /** Extra expected noise for this page (with reasons). */
  expected?: Array<{ pattern: RegExp; reason: string }>;
}

/**
 * The invariants of one page. Attach it when the page is made: console errors, uncaught exceptions and
 * failed requests are collected from then on; each `check()` reports those since the last one.
 */
export class ScreenInvariants {
  private events: string[] = [];
  private readonly english = new Map<string, string[]>();
  private readonly emoji: string[];
  private readonly expected: Array<{ pattern: RegExp; reason: string }>;

  constructor(
    readonly page: Page,
    options: AttachOptions = {},
  ) {
    this.emoji = options.emoji ?? [];
    this.expected = [...EXPECTED_NOISE, ...(options.expected ?? [])];
    page.on('console', (message) => {
      if (message.type() === 'error') this.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) =>
      this.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
    });
  }

  /** Attaches with the instance's emoji list read through the page's own request context. */
  static async attach(page: Page, options: AttachOptions = {}): Promise<ScreenInvariants> {
    return new ScreenInvariants(page, { emoji: options.emoji ?? (await instanceEmoji(page.request)), ...options });
  }

  private push(event: string) {
    if (this.expected.some(({ pattern }) => pattern.test(event))) return;
    this.events.push(event.length > 300 ? `${event.slice(0, 300)}…` : event);
  }

  /** The console errors and failed requests since the last check (and forgets them). */
  noise(): string[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /** Forgets the noise so far (after a deliberate fault, or a step that is not a clean path). */
  forget() {
    this.events = [];
  }

  private englishFor(language: string): string[] {
    if (!this.english.has(language)) this.english.set(language, untranslatedEnglish(language));
    return this.english.get(language)!;
  }

  /** Every invariant on the page as it is now. `skip` leaves some out (reported as not checked). */
  async check(options: { skip?: Invariant[] } = {}): Promise<Findings> {
    const skip = new Set(options.skip ?? []);
    const language = await this.page.evaluate(() => document.documentElement.lang || 'en');
    const english = /^en(-|$)/i.test(language) ? null : this.englishFor(language);
    const found = await this.page.evaluate(inspect, { emoji: this.emoji, english });
    const bars = skip.has('bars') ? null : await this.bars();
    const clean = this.noise();
    const findings: Findings = {
      overflow: found.overflow,
      layers: found.layers,
      shortcodes: this.emoji.length ? found.shortcodes : null,
      english: found.english,
      clean,
      bars,
    };
    for (const name of skip) findings[name] = null;
    return findings;
  }

  /** The focused element after a Tab (down, past the bottom bar) and a Shift+Tab (up, past the top bar). */
  private async bars(): Promise<string[] | null> {
    const problems: string[] = [];
    let checked = false;
    for (const direction of ['down', 'up'] as const) {
      const scrollY = await this.page.evaluate(() => window.scrollY);
      const from = await this.page.evaluate(prepareBarCheck, direction);
      if (from !== null) {
        checked = true;
        await this.page.keyboard.press(direction === 'down' ? 'Tab' : 'Shift+Tab');
        const covered = await this.page.evaluate(focusCovered);
        if (covered) problems.push(`${covered} (Tab ${direction === 'down' ? 'forward' : 'back'})`);
      }
      await this.page.evaluate((y) => {
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, y);
      }, scrollY);
    }
    return checked ? problems : [];
  }
}

/** Findings as lines, for an assertion message. */
export function describeFindings(findings: Findings): string[] {
  return INVARIANT_NAMES.flatMap((name) => (findings[name] ?? []).map((problem) => `${INVARIANTS[name]}: ${problem}`));
}

/** Whether every checked invariant holds. */
export function clean(findings: Findings): boolean {
  return describeFindings(findings).length === 0;
}

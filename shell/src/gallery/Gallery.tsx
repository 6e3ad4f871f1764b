import * as lucide from 'lucide';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DisplayName,
  EmptyState,
  Icon,
  QueryState,
  RelativeTime,
  SkeletonRows,
  customEmojiQuery,
  useApiClient,
  VISIBILITY_ICONS,
  type IconNode,
} from '@fedi/shared';
import { BUNDLED_THEMES, resolveTheme, themeVariables, type Theme } from '@fedi/shared/theme';
import { Menu, MenuItem, Radio, RadioGroup, Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
import './gallery.css';

/** The icons the app draws (shared <Icon>, lucide's shapes), by the name each package imports. */
const ICONS = [
  'AtSign',
  'Bell',
  'ChartBar',
  'Check',
  'ChevronDown',
  'CircleUserRound',
  'Ellipsis',
  'Eye',
  'FileText',
  'Globe',
  'House',
  'Info',
  'LogIn',
  'LogOut',
  'Menu',
  'MessageCircle',
  'Paperclip',
  'Quote',
  'Repeat2',
  'Reply',
  'Search',
  'Settings',
  'Shield',
  'SlidersHorizontal',
  'Smile',
  'SmilePlus',
  'SquarePen',
  'Star',
  'UserPlus',
  'X',
] as const;

const HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery-section">
      <h3>{title}</h3>
      <div className="gallery-row">{children}</div>
    </section>
  );
}

/** Every shared primitive once, drawn with one theme's variables (set on this block, not on the page). */
function ThemeSample({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('one');
  const [scope, setScope] = useState('public');
  const [confirm, setConfirm] = useState(false);
  // The instance's first custom emoji, to show a name with one sized to the line.
  const emojis = (useQuery(customEmojiQuery(useApiClient())).data ?? []).slice(0, 1);
  const emoji = emojis[0];
  return (
    <article className="gallery-theme" style={themeVariables(theme)} aria-label={theme.name}>
      <h2>{theme.name}</h2>
      <Section title="Buttons and links">
        <button type="button">{t('nav.settings')}</button>
        <button type="button" className="primary">
          {t('nav.new_post')}
        </button>
        <button type="button" disabled>
          {t('nav.logout')}
        </button>
        <button type="button" aria-label={t('modal.close')} title={t('modal.close')}>
          <Icon node={lucide.X} />
        </button>
        <a href="#gallery">{t('nav.about')}</a>
        <span className="badge">3</span>
      </Section>
      <Section title="Fields">
        <input aria-label="Text" defaultValue="Hello" />
        <select aria-label="Select" defaultValue="b">
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
        <label>
          <input type="checkbox" defaultChecked /> Checkbox
        </label>
        <textarea aria-label="Text area" defaultValue="Several lines" rows={2} />
      </Section>
      <Section title="Icons">
        {ICONS.map((name) => (
          <span key={name} className="gallery-icon" title={name}>
            <Icon node={lucide[name] as IconNode} />
          </span>
        ))}
        {Object.entries(VISIBILITY_ICONS).map(([name, node]) => (
          <span key={name} className="gallery-icon" title={name}>
            <Icon node={node} />
          </span>
        ))}
      </Section>
      <Section title="Menu, tabs, radio group">
        <Menu
          label="Menu"
          button={
            <button type="button" aria-label="Menu">
              <Icon node={lucide.Ellipsis} />
            </button>
          }
        >
          <MenuItem onClick={() => undefined}>{t('nav.home')}</MenuItem>
          <MenuItem onClick={() => undefined}>{t('nav.search')}</MenuItem>
        </Menu>
        <Tabs selected={tab} onSelect={setTab}>
          <TabList label="Tabs">
            <Tab value="one">{t('nav.home')}</Tab>
            <Tab value="two">{t('nav.public')}</Tab>
          </TabList>
          <TabPanel>{tab}</TabPanel>
        </Tabs>
        <RadioGroup label="Radio group" value={scope} onChange={setScope}>
          <Radio value="public">public</Radio>
          <Radio value="private">private</Radio>
        </RadioGroup>
      </Section>
      <Section title="Dialogs">
        <button type="button" onClick={() => setConfirm(true)}>
          ConfirmDialog
        </button>
        {confirm && (
          <ConfirmDialog
            title={t('nav.logout')}
            confirmLabel={t('nav.logout')}
            onConfirm={() => setConfirm(false)}
            onCancel={() => setConfirm(false)}
          />
        )}
      </Section>
      <Section title="Loading, error, empty">
        <QueryState query={{ isPending: true }} />
        <QueryState query={{ isError: true, error: new TypeError('Failed to fetch'), refetch: () => undefined }} />
        <EmptyState
          icon={<Icon node={lucide.Star} size={28} />}
          title="Nothing here yet"
          hint="What fills this list, and how."
        />
      </Section>
      <Section title="Skeleton rows">
        <div className="gallery-wide">
          <SkeletonRows label="Loading…" />
          <SkeletonRows label="Loading…" kind="row" />
        </div>
      </Section>
      <Section title="Names and times">
        <DisplayName user={{ display_name: `Alice :${emoji?.shortcode ?? 'none'}:`, acct: 'alice', emojis }} />
        <RelativeTime iso={HOUR_AGO} />
      </Section>
      <Section title="Notices and panel">
        <div className="notice notice-error" role="alert">
          <span>Error notice</span>
        </div>
        <div className="notice notice-warning">
          <span>Warning notice</span>
        </div>
        <div className="notice notice-info">
          <span>Info notice</span>
        </div>
        <div className="panel">Panel</div>
      </Section>
    </article>
  );
}

/**
 * The design gallery (development builds only, `/__gallery`): each shared primitive in each bundled theme,
 * side by side, so a change to a primitive, a token or a theme is seen everywhere at once. A production
 * build has no route to it and no chunk of it (routes.tsx).
 */
export default function Gallery() {
  return (
    <main id="gallery" className="gallery">
      <h1>Gallery</h1>
      <div className="gallery-themes">
        {BUNDLED_THEMES.map((source) => (
          <ThemeSample key={source.name} theme={resolveTheme(source)} />
        ))}
      </div>
    </main>
  );
}

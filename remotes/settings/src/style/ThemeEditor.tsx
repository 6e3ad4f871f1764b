import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorSlot, ThemePalette, ThemeSource } from '@fedi/shared';
import {
  COLOR_SLOTS,
  contrastReport,
  CONTRAST_THRESHOLD,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  DEFAULT_SHADOWS,
  fixPair,
  FONT_SLOTS,
  OPACITY_SLOTS,
  RADIUS_SLOTS,
  resolveTheme,
  SHADOW_SLOTS,
  toHex,
} from '@fedi/shared/theme';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { ShadowEditor } from './ShadowEditor';

interface Props {
  source: ThemeSource;
  onChange(source: ThemeSource): void;
}

const PALETTE_KEYS: ReadonlyArray<keyof ThemePalette> = [
  'bg',
  'fg',
  'text',
  'link',
  'accent',
  'red',
  'green',
  'blue',
  'orange',
];

type Section = 'colors' | 'opacity' | 'radii' | 'shadows' | 'fonts';

/** `#rrggbb` and an opacity from any colour the theme holds. */
function split(color: string): { hex: string; alpha: number } {
  const hex = toHex(color);
  return { hex: hex.slice(0, 7), alpha: hex.length === 9 ? Number.parseInt(hex.slice(7), 16) / 255 : 1 };
}

function join(hex: string, alpha: number): string {
  if (alpha >= 1) return hex;
  return `${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/** Without one key of a section: resetting a slot to what the palette derives. */
function without<T extends object>(record: T | undefined, key: string): T | undefined {
  if (!record) return undefined;
  const rest = { ...record } as Record<string, unknown>;
  delete rest[key];
  return Object.keys(rest).length ? (rest as T) : undefined;
}

/**
 * The editor of the user's own theme: base colours (the palette every slot derives from), then every
 * slot — colours with opacity, opacities, corner radii, shadows with layers, fonts — each resettable;
 * each foreground that misses the contrast threshold on its background warns beside it, with a fix.
 */
export function ThemeEditor({ source, onChange }: Props) {
  const { t } = useTranslation(NS);
  const theme = useMemo(() => resolveTheme(source), [source]);
  const failing = contrastReport(theme).filter((pair) => !pair.passes);
  const set = <S extends Section>(
    section: S,
    key: string,
    value: NonNullable<ThemeSource[S]>[keyof NonNullable<ThemeSource[S]>],
  ) => onChange({ ...source, [section]: { ...source[section], [key]: value } });
  const reset = (section: Section, key: string) => onChange({ ...source, [section]: without(source[section], key) });
  const resetButton = (section: Section, key: string, label: string) =>
    source[section] && key in source[section] ? (
      <button type="button" className="link-button" onClick={() => reset(section, key)}>
        {t('style.reset_slot', { slot: label })}
      </button>
    ) : null;

  const colorRow = (slot: ColorSlot) => {
    const label = t(`style.colors.${slot}`);
    const { hex, alpha } = split(theme.colors[slot]);
    const warnings = failing.filter((pair) => pair.foreground === slot);
    return (
      <div className="setting theme-slot" key={slot}>
        <label htmlFor={settingId(`color-${slot}`)}>{label}</label>{' '}
        <input
          id={settingId(`color-${slot}`)}
          type="color"
          value={hex}
          onChange={(event) => set('colors', slot, join(event.target.value, alpha))}
        />{' '}
        <label>
          <span className="visually-hidden">{t('style.opacity_of', { slot: label })}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={alpha}
            onChange={(event) => set('colors', slot, join(hex, Number(event.target.value)))}
          />
        </label>{' '}
        {resetButton('colors', slot, label)}
        {warnings.map((pair) => (
          <p className="contrast-warning" role="status" key={pair.background}>
            {t('style.contrast_low', {
              slot: label,
              background: t(`style.colors.${pair.background}`),
              ratio: pair.ratio.toFixed(2),
              threshold: CONTRAST_THRESHOLD,
            })}{' '}
            <button type="button" onClick={() => onChange(fixPair(source, pair.foreground, pair.background))}>
              {t('style.contrast_fix', { slot: label })}
            </button>
          </p>
        ))}
      </div>
    );
  };

  return (
    <section className="settings-section theme-editor">
      <h3>{t('style.editor')}</h3>
      <div className="setting">
        <label htmlFor={settingId('theme_name')}>{t('style.name')}</label>{' '}
        <input
          id={settingId('theme_name')}
          value={source.name}
          maxLength={100}
          onChange={(event) => onChange({ ...source, name: event.target.value })}
        />{' '}
        <button type="button" onClick={() => onChange({ name: source.name, palette: source.palette })}>
          {t('style.reset_all')}
        </button>
      </div>
      <p className="settings-hint" role="status">
        {failing.length === 0 ? t('style.contrast_ok') : t('style.contrast_failing', { count: failing.length })}
      </p>

      <fieldset className="setting">
        <legend>{t('style.palette_title')}</legend>
        {PALETTE_KEYS.map((key) => {
          const value = source.palette[key] ?? source.palette.link;
          return (
            <div className="theme-slot" key={key}>
              <label htmlFor={settingId(`palette-${key}`)}>{t(`style.palette.${key}`)}</label>{' '}
              <input
                id={settingId(`palette-${key}`)}
                type="color"
                value={toHex(value).slice(0, 7)}
                onChange={(event) => onChange({ ...source, palette: { ...source.palette, [key]: event.target.value } })}
              />
            </div>
          );
        })}
      </fieldset>

      <details className="theme-section" open={failing.length > 0}>
        <summary>{t('style.sections.colors')}</summary>
        {COLOR_SLOTS.map(colorRow)}
      </details>

      <details className="theme-section">
        <summary>{t('style.sections.opacity')}</summary>
        {OPACITY_SLOTS.map((slot) => {
          const label = t(`style.opacity.${slot}`);
          return (
            <div className="setting theme-slot" key={slot}>
              <label htmlFor={settingId(`opacity-${slot}`)}>{label}</label>{' '}
              <input
                id={settingId(`opacity-${slot}`)}
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={theme.opacity[slot] ?? DEFAULT_OPACITY[slot]}
                onChange={(event) => set('opacity', slot, Number(event.target.value))}
              />{' '}
              <output htmlFor={settingId(`opacity-${slot}`)}>{Math.round(theme.opacity[slot] * 100)} %</output>{' '}
              {resetButton('opacity', slot, label)}
            </div>
          );
        })}
      </details>

      <details className="theme-section">
        <summary>{t('style.sections.radii')}</summary>
        {RADIUS_SLOTS.map((slot) => {
          const label = t(`style.radii.${slot}`);
          return (
            <div className="setting theme-slot" key={slot}>
              <label htmlFor={settingId(`radius-${slot}`)}>{label}</label>{' '}
              <input
                id={settingId(`radius-${slot}`)}
                type="number"
                min={0}
                max={999}
                value={theme.radii[slot] ?? DEFAULT_RADII[slot]}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isFinite(value) && value >= 0) set('radii', slot, value);
                }}
              />{' '}
              {t('style.px')} {resetButton('radii', slot, label)}
            </div>
          );
        })}
      </details>

      <details className="theme-section">
        <summary>{t('style.sections.shadows')}</summary>
        {SHADOW_SLOTS.map((slot) => {
          const label = t(`style.shadows.${slot}`);
          return (
            <div key={slot}>
              <ShadowEditor
                id={settingId(`shadow-${slot}`)}
                label={label}
                layers={theme.shadows[slot] ?? DEFAULT_SHADOWS[slot]}
                onChange={(layers) => set('shadows', slot, layers)}
              />
              {resetButton('shadows', slot, label)}
            </div>
          );
        })}
      </details>

      <details className="theme-section">
        <summary>{t('style.sections.fonts')}</summary>
        {FONT_SLOTS.map((slot) => {
          const label = t(`style.fonts.${slot}`);
          return (
            <div className="setting theme-slot" key={slot}>
              <label htmlFor={settingId(`font-${slot}`)}>{label}</label>{' '}
              <input
                id={settingId(`font-${slot}`)}
                value={theme.fonts[slot] ?? DEFAULT_FONTS[slot]}
                maxLength={200}
                onChange={(event) => {
                  const value = event.target.value.replace(/[;{}<>]/g, '');
                  if (value.trim()) set('fonts', slot, value);
                  else reset('fonts', slot);
                }}
              />{' '}
              {resetButton('fonts', slot, label)}
            </div>
          );
        })}
      </details>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ShadowLayer } from '@fedi/shared';
import { NS } from '../i18n';

interface Props {
  id: string;
  label: string;
  layers: ShadowLayer[];
  onChange(layers: ShadowLayer[]): void;
}

const NEW_LAYER: ShadowLayer = { x: 0, y: 2, blur: 4, spread: 0, color: '#000000', alpha: 0.5, inset: false };
const NUMBERS = ['x', 'y', 'blur', 'spread'] as const;

/** A shadow's layers: offset, blur, spread, colour, opacity and inset each; add and remove layers. */
export function ShadowEditor({ id, label, layers, onChange }: Props) {
  const { t } = useTranslation(NS);
  const update = (index: number, patch: Partial<ShadowLayer>) =>
    onChange(layers.map((layer, at) => (at === index ? { ...layer, ...patch } : layer)));
  return (
    <fieldset className="setting shadow-editor" id={id}>
      <legend>{label}</legend>
      {layers.length === 0 && <p className="settings-hint">{t('style.shadow_none')}</p>}
      {layers.map((layer, index) => {
        const layerLabel = t('style.shadow_layer', { number: index + 1 });
        return (
          <div className="shadow-layer" role="group" aria-label={layerLabel} key={index}>
            {NUMBERS.map((field) => (
              <label key={field}>
                {t(`style.shadow_fields.${field}`)}{' '}
                <input
                  type="number"
                  value={layer[field]}
                  min={field === 'blur' ? 0 : -100}
                  max={100}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    if (Number.isFinite(value)) update(index, { [field]: value });
                  }}
                />
              </label>
            ))}
            <label>
              {t('style.shadow_fields.color')}{' '}
              <input
                type="color"
                value={layer.color}
                onChange={(event) => update(index, { color: event.target.value })}
              />
            </label>
            <label>
              {t('style.shadow_fields.alpha')}{' '}
              <input
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={layer.alpha}
                onChange={(event) => update(index, { alpha: Number(event.target.value) })}
              />
            </label>
            <label>
              <input
                type="checkbox"
                checked={layer.inset}
                onChange={(event) => update(index, { inset: event.target.checked })}
              />{' '}
              {t('style.shadow_fields.inset')}
            </label>
            <button type="button" onClick={() => onChange(layers.filter((_, at) => at !== index))}>
              {t('style.shadow_remove', { layer: layerLabel })}
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...layers, NEW_LAYER])}>
        {t('style.shadow_add')}
      </button>
    </fieldset>
  );
}

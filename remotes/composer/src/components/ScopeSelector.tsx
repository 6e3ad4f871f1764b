import { useTranslation } from 'react-i18next';
import { Icon, VISIBILITY_ICONS, type Visibility } from '@fedi/shared';
import { NS } from '../i18n';

interface ScopeSelectorProps {
  /** The shared widgets once fetched (useWidgets); until then plain radio buttons without arrow keys. */
  widgets: typeof import('@fedi/shared/widgets') | null;
  value: Visibility;
  allowed: Visibility[];
  disabled?: boolean;
  onChange(scope: Visibility): void;
}

/** Visibility buttons; only the scopes the reply rules allow are offered (spec §5). */
export function ScopeSelector({ widgets, value, allowed, disabled, onChange }: ScopeSelectorProps) {
  const { t } = useTranslation(NS);
  const content = (scope: Visibility) => (
    <>
      <Icon node={VISIBILITY_ICONS[scope]} size={16} /> {t(`scope.${scope}`)}
    </>
  );
  if (!widgets) {
    return (
      <div className="composer-scopes" role="radiogroup" aria-label={t('scope.label')}>
        {allowed.map((scope) => (
          <button
            key={scope}
            type="button"
            role="radio"
            aria-checked={value === scope}
            className={value === scope ? 'selected' : undefined}
            disabled={disabled}
            title={t(`scope.${scope}_hint`)}
            onClick={() => onChange(scope)}
          >
            {content(scope)}
          </button>
        ))}
      </div>
    );
  }
  const { Radio, RadioGroup } = widgets;
  return (
    <RadioGroup className="composer-scopes" label={t('scope.label')} value={value} onChange={onChange}>
      {allowed.map((scope) => (
        <Radio
          key={scope}
          value={scope}
          className={value === scope ? 'selected' : undefined}
          disabled={disabled}
          title={t(`scope.${scope}_hint`)}
        >
          {content(scope)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

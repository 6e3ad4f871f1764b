import { Link } from 'react-router';
import { useInstanceConfig } from '@fedi/shared';

/** Site brand: the instance logo (if any) and name (unless the instance hides it). */
export function Brand() {
  const { config } = useInstanceConfig();
  return (
    <Link to="/" className="brand" aria-label={config.name}>
      {config.logo && (
        <img
          src={config.logo}
          alt=""
          className={config.logoMask ? 'brand-logo masked' : 'brand-logo'}
          style={{ margin: config.logoMargin }}
        />
      )}
      {!config.hideSitename && <span>{config.name}</span>}
    </Link>
  );
}

import { useTranslation } from 'react-i18next';
import { useCapabilities, useInstanceConfig } from '@fedi/shared';

/** What this instance offers, for visitors (spec §2 features panel). */
export function FeaturesPanel() {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const { config } = useInstanceConfig();
  const features = [
    capabilities.chats && t('features.chats'),
    capabilities.reactions.supported && t('features.reactions'),
    capabilities.polls && t('features.polls'),
    capabilities.quotes && t('features.quotes'),
    capabilities.translation && t('features.translation'),
    config.localBubbleInstances.length > 0 && t('features.bubble'),
    capabilities.mediaProxy && t('features.media_proxy'),
    capabilities.postFormats.length > 1 && t('features.post_formats', { formats: capabilities.postFormats.join(', ') }),
    t('features.text_limit', { count: capabilities.textLimit }),
  ].filter((feature): feature is string => Boolean(feature));
  return (
    <section className="panel features-panel" aria-labelledby="features-title">
      <h2 id="features-title">{t('features.title')}</h2>
      <ul>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}

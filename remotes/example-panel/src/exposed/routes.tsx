import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

function ExampleTimeline() {
  const { t } = useTranslation(NS);
  return (
    <section className="panel">
      <h1>{t('routes.title')}</h1>
      <p>{t('routes.body')}</p>
    </section>
  );
}

/** Lets remotes.json point `timelines` here to show that a remote can be swapped without a rebuild. */
export const routes: Record<string, ComponentType> = {
  'public-timeline': ExampleTimeline,
  'public-external-timeline': ExampleTimeline,
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame, usePreferences, type ModerationModalProps } from '@fedi/shared';
import { Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
import { NS } from '../i18n';
import { PostsSection } from '../components/PostsSection';
import { ReportsSection } from '../components/ReportsSection';
import { UsersSection } from '../components/UsersSection';
import '../moderation.css';

type Section = 'reports' | 'users' | 'posts';

/**
 * The moderation modal (spec §2; staff only): reports, users and posts. The shell mounts it on the
 * first open; a section's lists load when the section is first shown.
 */
export default function ModerationModal({ reportId, ...props }: ModerationModalProps) {
  const { t } = useTranslation(NS);
  const [section, setSection] = useState<Section>('reports');
  // Opened on a report (a report notification): the reports section, that report focused.
  const [seenReport, setSeenReport] = useState(reportId);
  if (reportId !== seenReport) {
    setSeenReport(reportId);
    if (reportId) setSection('reports');
  }
  /** The user whose posts the posts section shows, chosen from a users-section row (none: the instance's). */
  const [postsOf, setPostsOf] = useState<string | undefined>(undefined);
  const [preferences, setPreferences] = usePreferences();
  return (
    <ModalFrame title={t('moderation.title')} {...props}>
      <div className="mod-modal">
        <Tabs selected={section} onSelect={setSection}>
          <TabList label={t('moderation.sections')} className="mod-tabs">
            <Tab value="reports">{t('moderation.reports')}</Tab>
            <Tab value="users">{t('moderation.users')}</Tab>
            <Tab value="posts">{t('moderation.posts')}</Tab>
          </TabList>
          <TabPanel className="mod-panel">
            {section === 'reports' && <ReportsSection focusReportId={reportId} />}
            {section === 'users' && (
              <UsersSection
                onShowPosts={(nickname) => {
                  setPostsOf(nickname);
                  setSection('posts');
                }}
              />
            )}
            {section === 'posts' && <PostsSection key={postsOf ?? ''} nickname={postsOf} />}
          </TabPanel>
        </Tabs>
        <label className="mod-safe-toggle">
          <input
            type="checkbox"
            checked={preferences.moderationSafeMedia}
            onChange={(event) => setPreferences({ moderationSafeMedia: event.target.checked })}
          />{' '}
          {t('moderation.safe_media')}
        </label>
      </div>
    </ModalFrame>
  );
}

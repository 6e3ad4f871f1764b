import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { importStatus, type Status as StatusModel } from '@fedi/shared';
import { Root } from '../components/Root';
import { StatusCard } from '../components/StatusCard';
import '../i18n';

export interface StatusProps {
  /** The status id; read from the shared entity cache and fetched when missing. */
  id?: string;
  /** Or a normalized status (it is imported into the entity cache first). */
  status?: StatusModel;
  /** Render without the action bar, reactions and nested quote. */
  compact?: boolean;
  /**
   * The profile being shown (a profile's status list): its owner's posts are not muted for being
   * that author (spec §4).
   */
  profileUserId?: string | null;
}

/**
 * One status, for other remotes. Reply, quote, edit and delete-&-redraft open the composer through
 * the bus event `composer:open` ({ replyTo } / { quoteOf } / { editOf } / { redraftOf }).
 */
export default function Status({ id, status, compact = false, profileUserId = null }: StatusProps) {
  const queryClient = useQueryClient();
  useState(() => (status ? importStatus(queryClient, status) : null));
  return (
    <Root>
      <StatusCard id={id ?? status?.id} status={status} compact={compact} profileUserId={profileUserId} />
    </Root>
  );
}

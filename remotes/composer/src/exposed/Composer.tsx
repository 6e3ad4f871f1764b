import { useState } from 'react';
import { useSession } from '@fedi/shared';
import { ComposerForm } from '../components/ComposerForm';
import { DraftsList } from '../components/DraftsList';
import { draftKey, type DraftTarget } from '../drafts';
import type { TextInbox } from '../textInbox';
import '../i18n';
import '../composer.css';

export interface ComposerProps {
  replyTo?: string;
  quoteOf?: string;
  editOf?: string;
  redraftOf?: string;
  initialText?: string;
  onPosted?(statusId: string): void;
  /** Told whether the composer holds anything (the modal asks before discarding). */
  onDirtyChange?(dirty: boolean): void;
  autoFocus?: boolean;
  /** Texts that arrive while the composer is open (a later `message`), added to the open draft. */
  inbox?: TextInbox;
  /** Files to attach at once (a share to the installed app). */
  initialFiles?: File[];
}

/** The post composer: a new post, reply, quote, edit or delete-and-redraft, with its stored draft. */
export default function Composer({
  replyTo,
  quoteOf,
  editOf,
  redraftOf,
  initialText,
  onPosted,
  onDirtyChange,
  autoFocus,
  inbox,
  initialFiles,
}: ComposerProps) {
  const session = useSession();
  const [target, setTarget] = useState<DraftTarget>({ replyTo, quoteOf, editOf, redraftOf });
  const [showDrafts, setShowDrafts] = useState(false);
  const key = draftKey(target);
  if (showDrafts) {
    return (
      <DraftsList
        userId={session.user?.id}
        onClose={() => setShowDrafts(false)}
        onOpen={(next) => {
          setTarget(next);
          setShowDrafts(false);
        }}
      />
    );
  }
  return (
    <ComposerForm
      key={key}
      draftKey={key}
      {...target}
      initialText={key === draftKey({ replyTo, quoteOf, editOf, redraftOf }) ? initialText : undefined}
      onPosted={onPosted}
      onDirtyChange={onDirtyChange}
      onOpenDrafts={() => setShowDrafts(true)}
      autoFocus={autoFocus}
      inbox={inbox}
      initialFiles={key === draftKey({ replyTo, quoteOf, editOf, redraftOf }) ? initialFiles : undefined}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ModalFrame, type ComposerOpenOptions, type ModalProps } from '@fedi/shared';
import { NS } from '../i18n';
import Composer from './Composer';

/** The composer in a modal; it closes after a successful post. */
export default function ComposerModal({ options, ...modal }: ModalProps & { options: ComposerOpenOptions }) {
  const { t } = useTranslation(NS);
  return (
    <ModalFrame title={t('composer.title')} {...modal}>
      <Composer replyTo={options.replyTo} initialText={options.message} onPosted={modal.onClose} />
    </ModalFrame>
  );
}

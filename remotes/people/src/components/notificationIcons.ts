import {
  AtSign,
  Bell,
  ChartBar,
  Flag,
  MoveRight,
  Pencil,
  Repeat2,
  ShieldAlert,
  SmilePlus,
  Star,
  Unlink,
  UserPlus,
  Zap,
} from 'lucide';
import type { IconNode, NotificationType } from '@fedi/shared';

/** Each notification type's icon, drawn before the sender (the sentence beside it says the type in words). */
export const NOTIFICATION_ICONS: Record<NotificationType, IconNode> = {
  favourite: Star,
  reblog: Repeat2,
  mention: AtSign,
  follow: UserPlus,
  follow_request: UserPlus,
  move: MoveRight,
  'pleroma:emoji_reaction': SmilePlus,
  poll: ChartBar,
  bite: Zap,
  bite_note: Zap,
  status: Bell,
  update: Pencil,
  'pleroma:report': Flag,
  'admin.report': Flag,
  'admin.sign_up': UserPlus,
  severed_relationships: Unlink,
  moderation_warning: ShieldAlert,
  unknown: Bell,
};

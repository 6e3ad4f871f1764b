import { Globe, Lock, LockOpen, Mail, Users } from 'lucide';
import type { Visibility } from '../models/visibility';
import type { IconNode } from './Icon';

/** The icon of each visibility (spec §5 scopes), the same in a status header and the composer's scope picker. */
export const VISIBILITY_ICONS: Record<Visibility, IconNode> = {
  public: Globe,
  unlisted: LockOpen,
  local: Users,
  private: Lock,
  direct: Mail,
};

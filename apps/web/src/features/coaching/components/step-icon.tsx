import type { IconType } from '@fundpath/contracts/coaching';
import {
  Activity,
  Briefcase,
  Building,
  ClipboardList,
  Clock,
  CreditCard,
  FileText,
  HelpCircle,
  type LucideIcon,
  type LucideProps,
  Settings,
  Trophy,
  User,
  Users,
  Wrench,
} from 'lucide-react';

/** Spec §3 icon_type values are lucide names. */
export const stepIcons: Record<IconType, LucideIcon> = {
  FileText,
  CreditCard,
  Wrench,
  Building,
  Clock,
  Users,
  User,
  Briefcase,
  Activity,
  Trophy,
  ClipboardList,
  Settings,
  HelpCircle,
};

export function StepIcon({ type, ...props }: { type: IconType | string } & LucideProps) {
  const Icon = stepIcons[type as IconType] ?? HelpCircle;
  return <Icon aria-hidden="true" {...props} />;
}

import {
  Activity,
  BadgeDollarSign,
  BookOpen,
  Bot,
  Brain,
  Building2,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FileText,
  Gauge,
  GitBranch,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessagesSquare,
  Package,
  Palette,
  Plane,
  RefreshCw,
  Route,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Store,
  Upload,
  UserCog,
  Users,
  Workflow,
} from 'lucide-react';
import { findRouteByPath } from '@/config/routes';

export interface NavLinkItem {
  path: string;
  title: string;
  icon: LucideIcon;
  /** Shown only to admins (the route's guard is admin-only). */
  adminOnly?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  description: string;
  icon: LucideIcon;
  items: NavLinkItem[];
}

/** Builds an item whose title comes from the route table, so the two never drift. */
function item(path: string, icon: LucideIcon): NavLinkItem {
  const route = findRouteByPath(path);
  if (!route) throw new Error(`No route for nav item ${path}`);
  return { path, title: route.title, icon, adminOnly: route.guard === 'admin' };
}

/**
 * The staff navigation: every /admin screen except parameterised ones, plus the staff tools.
 * Used by the admin sidebar and the admin dashboard's area cards.
 */
export const adminNavGroups: NavGroup[] = [
  {
    id: 'overview',
    label: 'Overview',
    description: 'Health of the platform and of every client journey.',
    icon: LayoutDashboard,
    items: [
      item('/admin/dashboard', LayoutDashboard),
      item('/admin/journey/dashboard', Route),
      item('/admin/analytics', Activity),
      item('/admin/ai-dashboard', Sparkles),
      item('/admin/monitoring', Gauge),
    ],
  },
  {
    id: 'workspace',
    label: 'Team workspace',
    description: 'Daily tools for working with clients and leads.',
    icon: Inbox,
    items: [
      item('/admin/support', LifeBuoy),
      item('/clients', Users),
      item('/tasks', ListChecks),
      item('/messaging', MessagesSquare),
      item('/calendar', CalendarDays),
      item('/lead-pipeline', GitBranch),
      item('/email-campaigns', Mail),
      item('/analytics', Activity),
      item('/automations', Workflow),
      item('/settings/notifications', Settings),
      item('/settings/ai-preferences', Bot),
    ],
  },
  {
    id: 'coaching',
    label: 'Coaching journey',
    description: 'Steps, scripts, tasks and the questions the coach could not answer.',
    icon: ClipboardList,
    items: [
      item('/admin/step-manager', ListChecks),
      item('/admin/step-builder', Workflow),
      item('/admin/coaching-scripts', FileText),
      item('/admin/coaching-steps', Route),
      item('/admin/task-defaults', ClipboardList),
      item('/admin/task-templates', ClipboardList),
      item('/admin/application-fields', FileText),
      item('/admin/qualification-messages', MessageSquare),
      item('/admin/unanswered-questions', MessageSquare),
      item('/admin/conversation-review', MessagesSquare),
      item('/admin/expert-queue', Inbox),
      item('/admin/sync', RefreshCw),
    ],
  },
  {
    id: 'credit',
    label: 'Credit & funding',
    description: 'Reports, lenders and credit repair work.',
    icon: CreditCard,
    items: [
      item('/admin/credit-report', CreditCard),
      item('/admin/credit-repair-submissions', FileText),
      item('/admin/banks', Landmark),
      item('/admin/compliance', ShieldCheck),
    ],
  },
  {
    id: 'people',
    label: 'People & access',
    description: 'Accounts, staff, permissions and who acted as whom.',
    icon: UserCog,
    items: [
      item('/admin/users', Users),
      item('/admin/employees', UserCog),
      item('/admin/impersonation-logs', KeyRound),
      item('/admin/permissions', ShieldCheck),
      item('/admin/permissions/matrix', ShieldCheck),
      item('/admin/permissions/overrides', ShieldCheck),
      item('/admin/permissions/learning-approvals', ShieldCheck),
      item('/admin/permissions/audit-logs', ShieldCheck),
    ],
  },
  {
    id: 'ai',
    label: 'AI & learning',
    description: 'Feedback loops that make the coach better.',
    icon: Brain,
    items: [
      item('/admin/ml-feedback', Brain),
      item('/admin/learning', BookOpen),
      item('/admin/learning-pipeline', Workflow),
      item('/admin/quality-control', ShieldCheck),
    ],
  },
  {
    id: 'brand',
    label: 'Brand & content',
    description: 'White-label look, pages, notifications and files.',
    icon: Palette,
    items: [
      item('/admin/brand', Palette),
      item('/admin/landing-page-editor', FileText),
      item('/admin/login-page-editor', FileText),
      item('/admin/notifications', MessageSquare),
      item('/admin/project-docs', BookOpen),
      item('/admin/file-upload', Upload),
      item('/admin/chunked-upload', Upload),
    ],
  },
  {
    id: 'commerce',
    label: 'Ecommerce',
    description: 'Stores, catalogue, orders and customers.',
    icon: ShoppingBag,
    items: [
      item('/admin/ecommerce-dashboard', LayoutDashboard),
      item('/admin/ecommerce/stores', Store),
      item('/admin/ecommerce/products', Package),
      item('/admin/ecommerce/orders', ShoppingBag),
      item('/admin/ecommerce/customers', Users),
      item('/admin/product-import', Upload),
      item('/admin/ecommerce-settings', Settings),
    ],
  },
  {
    id: 'travel',
    label: 'Travel',
    description: 'Packages and bookings sold through affiliates.',
    icon: Plane,
    items: [item('/admin/travel/packages', Plane), item('/admin/travel/bookings', CalendarDays)],
  },
  {
    id: 'manila',
    label: 'Wellness marketplace',
    description: 'Manila specialists, members, services and bookings.',
    icon: Building2,
    items: [
      item('/admin/specialists', UserCog),
      item('/admin/manila/members', Users),
      item('/admin/manila/services', Sparkles),
      item('/admin/manila/default-hours', CalendarDays),
      item('/admin/booking-management', CalendarDays),
      item('/admin/manila/chats', MessagesSquare),
      item('/admin/contracts', FileText),
    ],
  },
  {
    id: 'settings',
    label: 'Platform settings',
    description: 'Configuration, plans and the component showcase.',
    icon: Settings,
    items: [
      item('/admin/config', Settings),
      item('/admin/subscription-settings', BadgeDollarSign),
      item('/crms-showcase', LayoutDashboard),
    ],
  },
];

/** Groups with the items this viewer may open. */
export function navGroupsFor(isAdmin: boolean): NavGroup[] {
  return adminNavGroups
    .map((group) => ({ ...group, items: group.items.filter((i) => isAdmin || !i.adminOnly) }))
    .filter((group) => group.items.length > 0);
}

/** Whether `path` is the current page or a parent of it (e.g. /admin/permissions for /admin/permissions/matrix is not). */
export function isNavItemActive(path: string, pathname: string): boolean {
  return pathname === path || pathname === `${path}/`;
}

import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';

/** The demo roles: a support employee with a few back-office sections, and the agents' role. */
export const DEMO_ROLES: Array<{ key: string; title: string; type: number; policies: PolicyRef[] }> = [
  {
    key: 'support',
    title: 'کارشناس پشتیبانی',
    type: UserType.employee,
    policies: [
      policy('dashboard', 'index'),
      policy('users', 'index'),
      policy('users', 'edit'),
      policy('documents', 'index'),
      policy('documents', 'review'),
    ],
  },
  {
    key: 'agent',
    title: 'نماینده شهر',
    type: UserType.agent,
    policies: [
      policy('agentUsers', 'index'),
      policy('agentUsers', 'create'),
      policy('agentUsers', 'edit'),
      policy('agentDocuments', 'index'),
      policy('agentDocuments', 'create'),
      // Booths and products of the agent's users (issue 12's agent panel, ADR 0037).
      policy('agentBooths', 'index'),
      policy('agentBooths', 'create'),
      policy('agentBooths', 'edit'),
      policy('agentCategories', 'index'),
      // The shelves of those booths (ADR 0047).
      policy('agentCategories', 'create'),
      policy('agentCategories', 'edit'),
      policy('agentProducts', 'index'),
      policy('agentProducts', 'create'),
      policy('agentProducts', 'edit'),
    ],
  },
];

/**
 * Demo accounts (README lists them). The password is for the local demo only: SEED_DEMO=false in production.
 */
export const DEMO_PASSWORD = 'Shahrbazar1405';
export const DEMO_USERS: Array<{ mobile: string; email?: string; name: string; type: number; role?: string }> = [
  { mobile: '09120000001', email: 'admin@shahrbazar.example', name: 'مدیر شهربازار', type: UserType.admin },
  {
    mobile: '09120000002',
    email: 'support@shahrbazar.example',
    name: 'سارا محمدی',
    type: UserType.employee,
    role: 'support',
  },
  { mobile: '09120000003', name: 'رضا احمدی', type: UserType.agent, role: 'agent' },
  { mobile: '09120000004', name: 'علی رضایی', type: UserType.client },
];

import type { FastifyRequest } from 'fastify';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Access } from '../../modules/auth/access-control.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import type { BoothManager } from './product.service.ts';
import type { ApiKeyScope } from '@shahrbazar/domain/rules/api-key';

/** What a caller does to a booth's contents (deleting is editing for agents; adding is editing for managers). */
export type BoothAction = 'index' | 'create' | 'edit' | 'delete';

/** One way into a booth's contents: its URL prefix, the access rule of each action, and who the caller is. */
export interface BoothDoor {
  prefix: string;
  access(action: BoothAction): Access;
  /** The owner's door also lets their programs in with a personal API key of the `products` scopes (ADR 0103). */
  keyScope(action: BoothAction): ApiKeyScope | undefined;
  manager(request: FastifyRequest): BoothManager;
}

/**
 * The three doors to a booth's products, shelves and stories (ADR 0025): its owner, the agent who onboarded the
 * owner (the agent panel's `group` policies), a manager with the listings policies. The services check the caller's
 * right to the booth itself (`manageableBooth`).
 */
export function boothDoors(agentGroup: 'agentProducts' | 'agentCategories'): readonly BoothDoor[] {
  return [
    {
      prefix: '/api/v1/me',
      access: () => ({ session: 'general' }),
      keyScope: (action) => (action === 'index' ? 'products:read' : 'products:write'),
      manager: (request) => ({ kind: 'owner', userId: requireAuth(request).user.id }),
    },
    {
      prefix: '/api/v1/agent',
      keyScope: () => undefined,
      access: (action) => ({ panel: 'agent', policy: policy(agentGroup, action === 'delete' ? 'edit' : action) }),
      manager: (request) => ({ kind: 'agent', userId: requireAuth(request).user.id }),
    },
    {
      prefix: '/api/v1/manager',
      keyScope: () => undefined,
      access: (action) => ({ panel: 'manager', policy: policy('listings', action === 'create' ? 'edit' : action) }),
      manager: () => ({ kind: 'manager' }),
    },
  ];
}

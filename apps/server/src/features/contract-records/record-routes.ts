import type { OperationBody, OperationDeclaration, OperationGroup, OperationReply } from '@subaybay/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoutes, type OperationHandlers } from '../../lib/operations.js';
import type { AuthActor } from '../../plugins/auth.js';

/** A record kind's operations as the domain's `recordOperations` declares them: list, one, create, update, delete. */
type RecordOperationGroup = OperationGroup & Record<'list' | 'one' | 'create' | 'update' | 'delete', OperationDeclaration>;

/** What a record kind's service answers, one method per declared operation. */
export interface RecordService<G extends RecordOperationGroup> {
  listByContract(actor: AuthActor, contractId: number): Promise<OperationReply<G['list']>>;
  getOne(actor: AuthActor, id: number): Promise<OperationReply<G['one']>>;
  create(actor: AuthActor, input: OperationBody<G['create']>, ip: string): Promise<OperationReply<G['create']>>;
  update(actor: AuthActor, id: number, input: OperationBody<G['update']>, ip: string): Promise<OperationReply<G['update']>>;
  remove(actor: AuthActor, id: number, ip: string): Promise<void>;
}

interface RecordRequest {
  actor: AuthActor;
  params: { contractId: number; id: number };
  body: unknown;
  ip: string;
}

/**
 * The routes of a record kind, registered by contract-records.routes.ts: every
 * kind declared with `recordOperations` is answered the same way, by its
 * service (which keeps what differs: the kind's rules and activity lines).
 */
export function recordRoutes<G extends RecordOperationGroup>(operations: G, serviceOf: (app: FastifyInstance) => RecordService<G>) {
  return operationRoutes(operations, (app) => {
    const service = serviceOf(app);
    const handlers = {
      list: async ({ actor, params }: RecordRequest) => service.listByContract(actor, params.contractId),
      one: async ({ actor, params }: RecordRequest) => service.getOne(actor, params.id),
      create: async ({ actor, body, ip }: RecordRequest) => service.create(actor, body as OperationBody<G['create']>, ip),
      update: async ({ actor, params, body, ip }: RecordRequest) => service.update(actor, params.id, body as OperationBody<G['update']>, ip),
      delete: async ({ actor, params, ip }: RecordRequest) => service.remove(actor, params.id, ip),
    };
    // The group's params and bodies are the declared ones (the route validates them first); the
    // service's signature above ties each handler's answer to its operation's reply.
    return handlers as unknown as OperationHandlers<G>;
  });
}

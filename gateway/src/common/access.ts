import { GraphQLError } from 'graphql';
import {
  type AccessAction,
  type Decision,
  type Viewer,
  decide,
  memorialVisible as memorialRule,
} from '@muster/contract/rules';
import type { GatewayContext } from '../context';
import {
  type AccessAction as ActionEnum,
  type AccessLevel,
  type Denial,
  DenyRequirement,
} from '../__generated__/resolvers-types';

/** An object that carries permissions: its access level and, for the actions a publication switches, its publication. */
export interface Guarded {
  accessLevel: string;
  publicationId?: number | null;
}

/**
 * The caller as the policy sees it. Visitors and members without an institution are known from the identity
 * alone; a patron's silo (and a fresh email confirmation) comes from the services, once per request.
 */
export async function viewerOf({ identity, backends }: GatewayContext): Promise<Viewer> {
  const fromIdentity: Viewer = {
    userId: identity.userId,
    accountStatus: identity.accountStatus,
    confirmed: identity.confirmed,
    roles: identity.roles,
    institution: null,
  };
  const needsService = identity.institutionId !== null || (identity.userId !== null && !identity.confirmed);
  return needsService ? ((await backends.content.accessViewer()) ?? fromIdentity) : fromIdentity;
}

const REQUIREMENTS: Record<string, DenyRequirement> = {
  login: DenyRequirement.Login,
  confirm: DenyRequirement.Confirm,
  subscribe: DenyRequirement.Subscribe,
  silo: DenyRequirement.Silo,
};

function toDenial(action: AccessAction, accessLevel: string, decision: Decision): Denial | null {
  if (decision.allowed) return null;
  const base = { action: action as ActionEnum, accessLevel: accessLevel as AccessLevel };
  return 'notOffered' in decision
    ? { ...base, requirement: null, minimumAccountStatus: null }
    : { ...base, requirement: REQUIREMENTS[decision.requirement], minimumAccountStatus: decision.minimumAccountStatus };
}

/**
 * Why the caller may not do `action` with the object, or null when it may (contract/src/rules/access-policy.ts, the
 * same decision the services make). DOWNLOAD, DOWNLOAD_PDF, PRINT and ANNOTATE read the publication's switches.
 */
export async function denialOf(
  object: Guarded,
  action: AccessAction | ActionEnum,
  context: GatewayContext,
): Promise<Denial | null> {
  const needsRights = action === 'DOWNLOAD' || action === 'DOWNLOAD_PDF' || action === 'PRINT' || action === 'ANNOTATE';
  const publication =
    needsRights && object.publicationId != null
      ? await context.backends.publication.publication(object.publicationId)
      : null;
  // A publication that cannot be read offers nothing (the spec's "object permissions missing").
  const rights = needsRights
    ? (publication ?? { allowDownload: false, allowDownloadDoc: false, allowPrint: false, allowAnnotations: false })
    : undefined;
  return toDenial(
    action as AccessAction,
    object.accessLevel,
    decide(action as AccessAction, object.accessLevel, await viewerOf(context), rights),
  );
}

/** FORBIDDEN, carrying the denial, for a protected field that cannot answer null. */
export function forbidden(denial: Denial): GraphQLError {
  const { requirement, minimumAccountStatus, accessLevel, action } = denial;
  return new GraphQLError(
    `This ${action === 'VIEW' ? 'content' : 'action'} needs ${requirement ?? 'a publication that offers it'}`,
    {
      extensions: { code: 'FORBIDDEN', action, requirement, minimumAccountStatus, accessLevel },
    },
  );
}

/** Resolves a protected field: its value when the caller may VIEW the object, else `whenDenied` (null, an empty list). */
export async function viewable<T, D>(
  object: Guarded,
  context: GatewayContext,
  whenDenied: D,
  value: () => T,
): Promise<Awaited<T> | D> {
  return (await denialOf(object, 'VIEW', context)) ? whenDenied : await value();
}

/** Like `viewable` for a non-null field: a denied caller gets FORBIDDEN. */
export async function viewableOrForbidden<T>(
  object: Guarded,
  context: GatewayContext,
  value: () => T,
): Promise<Awaited<T>> {
  const denial = await denialOf(object, 'VIEW', context);
  if (denial) throw forbidden(denial);
  return await value();
}

/** The permissions of an object that takes its publication's (a file; content §3.1); without them nothing is decided. */
export async function publicationGuard(publicationId: number, context: GatewayContext): Promise<Guarded> {
  const publication = await context.backends.publication.publication(publicationId);
  if (!publication) throw new Error(`object permissions missing: PUBLICATION:${publicationId}`);
  return { accessLevel: publication.configuredAccessLevel, publicationId };
}

/** A private memorial exists only for its owner and administrators (the memorial service's own rule). */
export const memorialVisible = (memorial: { privacyMode: string; ownerId: number }, { identity }: GatewayContext) =>
  memorialRule(memorial, identity);

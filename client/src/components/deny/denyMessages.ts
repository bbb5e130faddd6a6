import type { DenyRequirement } from '../../__generated__/graphql';

/** What the visitor tried to do. */
export type DenyAction = 'VIEW' | 'SEARCH' | 'DOWNLOAD' | 'PRINT' | 'ANNOTATE';

export interface DenyMessage {
  title: string;
  text: string;
}

/** "view this image", "search these records": what the action would have done. */
function deed(action: DenyAction, type: string): string {
  if (action === 'SEARCH') return 'see these search results';
  return `${action.toLowerCase()} this ${type}`;
}

/**
 * The dialog's heading and message. The silo text is the spec's own; the others follow the spec's
 * description of each requirement (listed in docs/decisions/website.md "Deny dialog").
 */
export function denyMessage(requirement: DenyRequirement, action: DenyAction, typeLabel: string): DenyMessage {
  const type = typeLabel.toLowerCase();
  switch (requirement) {
    case 'LOGIN':
      return action === 'VIEW'
        ? {
            title: `Register to view this ${type} for free`,
            text: `Create a free account to view this ${type}. It only takes a minute.`,
          }
        : { title: 'Get a free membership', text: `A free Basic membership lets you ${deed(action, type)}.` };
    case 'SUBSCRIBE':
      return action === 'SEARCH'
        ? {
            title: 'Get a Premium Membership',
            text: 'A Premium Membership lets you see these search results and every record in our collections.',
          }
        : { title: 'A subscription is needed', text: `You need a subscription to ${deed(action, type)}.` };
    case 'SILO':
      return {
        title: 'Not available through this institution',
        text: `This ${type} is not available through this institution. Please ask the institution for more information or contact support.`,
      };
    case 'CONFIRM':
      return {
        title: 'Please verify your email',
        text:
          action === 'VIEW'
            ? `Your email address must be verified before you can view this ${type}. Use the link in the email we sent you.`
            : 'Your email address must be verified before you can use this feature. Use the link in the email we sent you.',
      };
  }
}

import { graphql } from '../../../__generated__';

/** One document for every password change: the account page, and the forced update at sign-in. */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($newPassword: String!, $currentPassword: String, $username: String) {
    changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) {
      session {
        user {
          userId
        }
      }
      userErrors { field message code }
    }
  }
`);

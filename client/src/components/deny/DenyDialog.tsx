import { Link, useLocation } from 'react-router';
import type { FragmentType } from '../../__generated__';
import type { DenyRequirement } from '../../__generated__/graphql';
import { contentTypeLabel } from '../../lib/contentTypes';
import { Modal } from '../modal/Modal';
import { Thumbnail, type Thumbnail_thumbnail } from '../Thumbnail';
import { denyMessage, type DenyAction } from './denyMessages';
import { ResendVerification } from './ResendVerification';
import './deny.css';

interface Props {
  requirement: DenyRequirement;
  action: DenyAction;
  /** The denied item's content type, named in the message ("This image is not available…"). */
  contentType: string;
  thumbnail?: FragmentType<typeof Thumbnail_thumbnail> | null;
  onClose: () => void;
  /** Sends the verification email again (confirm only); resolves to whether it was sent. */
  onResend?: () => Promise<boolean>;
  /** Whether somebody is signed in; decides whether "Sign In" is offered. */
  signedIn?: boolean;
}

/**
 * The dialog shown when the visitor may not do something with an item (accounts spec §2 "Deny dialog",
 * §4): the item's thumbnail at size 200, the message for the requirement and action, and the way on:
 * register, subscribe, ask the institution, or verify the email; a visitor can switch to signing in.
 */
export function DenyDialog({
  requirement,
  action,
  contentType,
  thumbnail,
  onClose,
  onResend,
  signedIn = requirement === 'CONFIRM',
}: Props) {
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  const { title, text } = denyMessage(requirement, action, contentTypeLabel(contentType));
  return (
    <Modal title={title} onClose={onClose} className="deny-dialog">
      <div className="deny-dialog__content">
        {thumbnail && <Thumbnail thumbnail={thumbnail} size={200} alt="" />}
        <div className="deny-dialog__text">
          <p>{text}</p>
          <div className="deny-dialog__actions">
            {requirement === 'LOGIN' && (
              <Link className="button button--primary" to="/register?return=true" data-autofocus>
                Register for free
              </Link>
            )}
            {requirement === 'SUBSCRIBE' && (
              <Link className="button button--primary" to="/choose-a-plan" data-autofocus>
                {action === 'SEARCH' ? 'Get a Premium Membership' : 'Subscribe'}
              </Link>
            )}
            {requirement === 'SILO' && (
              <Link className="button button--quiet" to="/contact/?subject=Support">
                Contact support
              </Link>
            )}
            {requirement === 'CONFIRM' && onResend && <ResendVerification onResend={onResend} />}
          </div>
          {!signedIn && requirement !== 'SILO' && (
            <p className="deny-dialog__sign-in">
              Already a member? <Link to={`/login?next=${next}`}>Sign In</Link>
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}

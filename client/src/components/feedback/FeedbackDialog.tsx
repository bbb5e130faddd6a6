import { Modal } from '../modal/Modal';
import { FeedbackForm } from './FeedbackForm';

/** The beta banner's dialog (accounts spec §2): a rating and an optional message about a beta page. */
export function FeedbackDialog({ signedInEmail, onClose }: { signedInEmail: string | null; onClose: () => void }) {
  return (
    <Modal title="Please provide your feedback" onClose={onClose} className="feedback-dialog">
      <FeedbackForm subject="BETA" signedInEmail={signedInEmail} onSubmitted={onClose} />
    </Modal>
  );
}

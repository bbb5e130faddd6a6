import { Modal } from '../components/modal/Modal';
import { shortcutList } from './shortcuts';

/** 'Fold3 Viewer Shortcuts' (content §2.4; the title as the spec gives it), with this platform's modifier. */
export function ShortcutsDialog({ mac, onClose }: { mac: boolean; onClose: () => void }) {
  return (
    <Modal title="Fold3 Viewer Shortcuts" onClose={onClose} className="shortcuts-dialog">
      <table className="shortcuts-dialog__table">
        <tbody>
          {shortcutList(mac).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                <kbd>{row.keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

import { useState } from 'react';
import { contentTypeLabel } from '../../lib/contentTypes';
import { Modal } from '../modal/Modal';
import { shareAddress } from './shareAddress';
import { openShareWindow, SHARE_NETWORKS, type ShareNetwork } from './shareNetworks';
import { copyText } from './copyText';
import './share.css';

interface Props {
  contentType: string;
  id: string | number;
  parentId?: string | number | null;
  onClose: () => void;
  /** The networks offered besides Link; the spec's social and microblog networks by default. */
  networks?: readonly ShareNetwork[];
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * "Share this {type label}" (accounts spec §2, content spec §2.5): Link (chosen first) shows the address
 * with a copy button; a network opens its share pop-up; clicking the chosen option again deselects it,
 * and closing the dialog sets the option to none.
 */
export function ShareDialog({ contentType, id, parentId, onClose, networks = SHARE_NETWORKS }: Props) {
  const [option, setOption] = useState<string>('link');
  const [copy, setCopy] = useState<Copy>('idle');
  const path = shareAddress(contentType, id, parentId);
  const url = path === null ? null : new URL(path, window.location.origin).href;
  const label = contentTypeLabel(contentType);

  const choose = (next: string) => {
    setCopy('idle');
    if (next === option) {
      setOption('none');
      return;
    }
    setOption(next);
    const network = networks.find((n) => n.id === next);
    if (network && url) openShareWindow(network, url);
  };
  const close = () => {
    setOption('none');
    onClose();
  };
  const copyLink = async () => {
    if (url) setCopy((await copyText(url)) ? 'copied' : 'failed');
  };
  const chosenNetwork = networks.find((n) => n.id === option);

  return (
    <Modal title={`Share this ${label}`} onClose={close} className="share-dialog">
      {url === null ? (
        <p>This {label.toLowerCase()} cannot be shared.</p>
      ) : (
        <>
          <div className="share-options" role="group" aria-label="Share by">
            {[{ id: 'link', label: 'Link' }, ...networks].map((o) => (
              <button
                key={o.id}
                type="button"
                className={`share-option share-option--${o.id}`}
                aria-pressed={option === o.id}
                onClick={() => choose(o.id)}
              >
                {o.label}
              </button>
            ))}
          </div>
          {option === 'link' && (
            <div className="share-link">
              <label htmlFor="share-link-url">Page address</label>
              <div className="share-link__row">
                <input
                  id="share-link-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  data-autofocus
                />
                <button type="button" className="button button--primary" onClick={copyLink}>
                  Copy
                </button>
              </div>
              <p className="share-link__status" role="status">
                {copy === 'copied' && 'Copied to clipboard.'}
                {copy === 'failed' && 'Could not copy. Select the address and copy it yourself.'}
              </p>
            </div>
          )}
          {chosenNetwork && (
            <p className="share-note">
              Continue in the {chosenNetwork.label} window. If none opened, allow pop-ups for this site and choose{' '}
              {chosenNetwork.label} again.
            </p>
          )}
        </>
      )}
    </Modal>
  );
}

import { useId, useState } from 'react';
import { copyText } from '../share/copyText';
import './citation.css';

/**
 * A source citation to copy into a family tree or a footnote (Evidence Explained style, built by
 * `sourceCitation`): the text itself, selectable, and a button that copies it.
 */
export function CitationBlock({ text }: { text: string }) {
  const title = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <section className="citation" aria-labelledby={title}>
      <h2 id={title}>Cite this source</h2>
      <p className="citation__text" data-testid="source-citation">
        {text}
      </p>
      <div className="citation__actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={async () => setCopied((await copyText(text)) ? 'copied' : 'failed')}
        >
          Copy citation
        </button>
        <span role="status" className="citation__status">
          {copied === 'copied' && 'Copied to clipboard.'}
          {copied === 'failed' && 'Could not copy. Select the citation and copy it yourself.'}
        </span>
      </div>
    </section>
  );
}

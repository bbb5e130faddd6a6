import { useRef, useState, type FormEvent } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadFile } from './uploadFile';

interface Props {
  /** Called with the new image's id once the file is stored. */
  onUploaded: (imageId: number) => void;
}

/** Choose a JPEG, PNG, WebP or TIFF file (at most 25 MB) and send it, with a progress bar. */
export function UploadForm({ onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMessage(null);
    if (!file) return setMessage({ kind: 'error', text: 'Choose a file to upload' });
    // Checked here too so a member is not kept waiting for a refusal.
    if (file.size > UPLOAD_MAX_BYTES) return setMessage({ kind: 'error', text: 'The file is too large (max 25 MB)' });
    setProgress(0);
    uploadFile(file, setProgress).then(
      ({ imageId }) => {
        setProgress(null);
        setMessage({ kind: 'done', text: `Uploaded ${file.name}. Only you can see it until you make it public.` });
        if (input.current) input.current.value = '';
        onUploaded(imageId);
      },
      (error: Error) => {
        setProgress(null);
        setMessage({ kind: 'error', text: error.message });
      },
    );
  };
  return (
    <form className="upload-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="upload-file">Image file</label>
        <input id="upload-file" ref={input} type="file" accept={UPLOAD_ACCEPT} disabled={progress !== null} />
        <p className="field__hint">
          JPEG, PNG, WebP or TIFF, at most 25 MB. Uploads are private until you make them public.
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={progress !== null}>
        Upload
      </button>
      {progress !== null && (
        <p className="upload-form__progress">
          <progress max={1} value={progress} aria-label="Upload progress" /> {Math.round(progress * 100)}%
        </p>
      )}
      {message && (
        <p className={`upload-form__${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Modal } from '../../components/modal/Modal';
import { globalId } from '../../lib/links';
import { replaceScan } from './replaceScan';
import './manage.css';

/** The page as staff manage it, asked when the dialog opens and after each change. */
const ManagedImage = graphql(`
  query ManageImageDialog($id: ID!) {
    image(globalId: $id) {
      id
      management {
        title
        shortTitle
        position
        pageCount
        revision
        hidden
        width
        height
      }
    }
  }
`);

const Rotate = graphql(`
  mutation ManageRotateImage($input: RotateImageInput!) {
    rotateImage(input: $input) {
      image {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const Visibility = graphql(`
  mutation ManageImageVisibility($input: SetImageVisibilityInput!) {
    setImageVisibility(input: $input) {
      image {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const Move = graphql(`
  mutation ManageMoveImage($input: MoveImageInput!) {
    moveImage(input: $input) {
      image {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const Retitle = graphql(`
  mutation ManageRetitleImage($input: RetitleImageInput!) {
    retitleImage(input: $input) {
      image {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

interface Props {
  imageId: number;
  /** After a change: the viewer asks for the page again (new tiles, title, neighbours, filmstrip). */
  onChanged: () => void;
  onClose: () => void;
}

type Answer = { userErrors: readonly { message: string }[] } | null | undefined;

/**
 * 'Manage this image' (content §2.4, issue 15): staff whose roles grant `images` retitle the page, move it in its
 * roll, turn it for good, hide or show it, and replace its scan. Each change is made at once and audited.
 */
export function ManageImageDialog({ imageId, onChanged, onClose }: Props) {
  const id = globalId('IMAGE', imageId);
  const { data, loading, refetch } = useQuery(ManagedImage, { variables: { id }, fetchPolicy: 'network-only' });
  const [rotate] = useMutation(Rotate);
  const [setVisibility] = useMutation(Visibility);
  const [move] = useMutation(Move);
  const [retitle] = useMutation(Retitle);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const managed = data?.image?.management;
  const [title, setTitle] = useState<string | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);

  /** Runs one change: its user error shown, or the page read again and the viewer told. */
  const change = async (done: string, run: () => Promise<Answer>) => {
    setBusy(true);
    setStatus('');
    setProblem('');
    try {
      const answer = await run();
      const refused = answer?.userErrors[0]?.message;
      if (refused) setProblem(refused);
      else {
        await refetch();
        setTitle(null);
        setPosition(null);
        setStatus(done);
        onChanged();
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The change could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const turn = (degrees: number) =>
    change(
      `Turned ${degrees}° clockwise.`,
      async () => (await rotate({ variables: { input: { imageGlobalId: id, degrees } } })).data?.rotateImage,
    );

  return (
    <Modal title="Manage this image" onClose={onClose} className="manage-dialog">
      {loading && !managed && <p role="status">Opening…</p>}
      {managed && (
        <div className="manage-dialog__body">
          {managed.hidden && (
            <p className="manage-dialog__hidden">Hidden: members and visitors cannot find this page.</p>
          )}
          <form
            className="manage-section"
            aria-labelledby="manage-title"
            onSubmit={(e) => {
              e.preventDefault();
              void change(
                'Title saved.',
                async () =>
                  (await retitle({ variables: { input: { imageGlobalId: id, title: title ?? managed.title } } })).data
                    ?.retitleImage,
              );
            }}
          >
            <h3 id="manage-title">Title</h3>
            <div className="manage-section__row">
              <label className="manage-section__grow">
                <span className="visually-hidden">Title</span>
                <input
                  type="text"
                  value={title ?? managed.title}
                  maxLength={256}
                  onChange={(e) => setTitle(e.target.value)}
                  data-autofocus
                />
              </label>
              <button type="submit" className="button" disabled={busy || title === null || title === managed.title}>
                Save title
              </button>
            </div>
          </form>
          <form
            className="manage-section"
            aria-labelledby="manage-position"
            onSubmit={(e) => {
              e.preventDefault();
              void change(
                'Moved.',
                async () =>
                  (await move({ variables: { input: { imageGlobalId: id, ordinal: Number(position) } } })).data
                    ?.moveImage,
              );
            }}
          >
            <h3 id="manage-position">Place in its roll</h3>
            <div className="manage-section__row">
              <label>
                Page{' '}
                <input
                  type="number"
                  className="manage-section__number"
                  min={1}
                  max={managed.pageCount}
                  value={position ?? String(managed.position)}
                  onChange={(e) => setPosition(e.target.value)}
                />{' '}
                of {managed.pageCount}
              </label>
              <button
                type="submit"
                className="button"
                disabled={busy || position === null || Number(position) === managed.position}
              >
                Move
              </button>
            </div>
          </form>
          <section className="manage-section" aria-labelledby="manage-rotate">
            <h3 id="manage-rotate">Rotate for good</h3>
            <p>Every tile, thumbnail, download, print and PDF comes turned.</p>
            <div className="manage-section__row">
              <button type="button" className="button" disabled={busy} onClick={() => void turn(270)}>
                ⟲ Left
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => void turn(180)}>
                180°
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => void turn(90)}>
                ⟳ Right
              </button>
            </div>
          </section>
          <section className="manage-section" aria-labelledby="manage-visibility">
            <h3 id="manage-visibility">Visibility</h3>
            <div className="manage-section__row">
              <span className="manage-section__grow">
                {managed.hidden ? 'Hidden (staff only)' : 'Visible to everyone it is open to'}
              </span>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  void change(
                    managed.hidden ? 'The page is visible again.' : 'The page is hidden.',
                    async () =>
                      (await setVisibility({ variables: { input: { imageGlobalId: id, hidden: !managed.hidden } } }))
                        .data?.setImageVisibility,
                  )
                }
              >
                {managed.hidden ? 'Show' : 'Hide'}
              </button>
            </div>
          </section>
          <form
            className="manage-section"
            aria-labelledby="manage-replace"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) void change('Scan replaced.', () => replaceScan(imageId, file));
            }}
          >
            <h3 id="manage-replace">Replace the scan</h3>
            <p>
              Now {managed.width} × {managed.height} pixels, revision {managed.revision}. JPEG, PNG, WebP or TIFF, up to
              25 MB.
            </p>
            <div className="manage-section__row">
              <label className="manage-section__grow">
                <span className="visually-hidden">New scan file</span>
                <input type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </label>
              <button type="submit" className="button" disabled={busy || !file}>
                Replace
              </button>
            </div>
          </form>
          <p className="manage-dialog__status" role="status">
            {busy ? 'Saving…' : status}
          </p>
          {problem && (
            <p className="manage-dialog__error" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

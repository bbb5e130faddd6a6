import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../admin.css';

/**
 * /admin/images: where staff who manage images start when they know a page's id. The tools themselves are in the
 * viewer ('Manage this image' in its more menu, content §2.4), where the page is seen as it changes.
 */
export function ImageAdminPage() {
  useDocumentTitle('Manage images');
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const id = /^\d{1,9}$/.test(draft.trim()) ? Number(draft.trim()) : null;
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (id) void navigate(`/image/${id}?manage=1`);
  };
  return (
    <section className="admin">
      <p>
        <Link to="/admin">Admin</Link>
      </p>
      <h1>Manage images</h1>
      <p>
        Open a page to replace its scan, rotate it, hide it, move it in its roll or retitle it. In the viewer the same
        tools are under More ▾ → Manage this image.
      </p>
      <form className="admin__search" onSubmit={open}>
        <label htmlFor="admin-image-id">Image id</label>
        <input
          id="admin-image-id"
          inputMode="numeric"
          value={draft}
          maxLength={9}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!id}>
          Open
        </button>
      </form>
    </section>
  );
}

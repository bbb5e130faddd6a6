import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './legal.css';

/** The frame of the terms and the privacy notice: a title, the date they took effect, their sections. */
export function LegalPage(props: { title: string; effective: string; lede: ReactNode; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <article className="legal-page">
      <header>
        <p className="eyebrow">Muster</p>
        <h1>{props.title}</h1>
        <p className="legal-page__effective">In effect from {props.effective}</p>
        <p className="lede">{props.lede}</p>
      </header>
      {props.children}
      <footer className="legal-page__footer">
        Questions? <Link to="/contact">Contact us</Link>. See also the <Link to="/terms">Terms of Use</Link> and the{' '}
        <Link to="/privacy">Privacy Notice</Link>.
      </footer>
    </article>
  );
}

import type { ReactNode } from 'react';
import './collection.css';

interface Props {
  title: string;
  iconUrl: string;
  backgroundUrl: string;
  eyebrow: string;
  children?: ReactNode;
}

/** The head of a collection or partner page: its background, icon and name (content §7.9 …icon, …bg). */
export function CollectionBanner({ title, iconUrl, backgroundUrl, eyebrow, children }: Props) {
  return (
    <header className="collection-banner" style={{ backgroundImage: `url("${backgroundUrl}")` }}>
      <img className="collection-banner__icon" src={iconUrl} alt="" width={96} height={96} />
      <div>
        <p className="eyebrow collection-banner__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}

import { Link } from 'react-router';

/** One step of a trail: what it reads and where it leads. */
export interface BreadcrumbStep {
  label: string;
  href: string;
}

/**
 * A page's place in the collections as links (`Publication › level › roll`). The look is `.breadcrumb` in
 * styles/global.css; `className` adds a page's own spacing.
 */
export function Breadcrumb({ steps, className }: { steps: readonly BreadcrumbStep[]; className?: string }) {
  return (
    <nav className={className ? `breadcrumb ${className}` : 'breadcrumb'} aria-label="Breadcrumb">
      <ol>
        {steps.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{step.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

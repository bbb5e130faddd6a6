import { Navigate, useParams } from 'react-router';
import { NotFound } from '../../components/QueryStatus';
import { useNumericParam } from '../../lib/useNumericParam';

/**
 * /unit/:id: a military unit. Regiments, batteries and squadrons are the units with ids of their own, and a
 * MILITARY_UNIT id is a regiment id (docs/decisions/regiments.md), so the address leads to the regiment's page.
 */
export function UnitPage() {
  const id = useNumericParam();
  const { slug } = useParams();
  if (id === null) return <NotFound what="military unit" />;
  return <Navigate replace to={`/regiment/${id}${slug ? `/${slug}` : ''}`} />;
}

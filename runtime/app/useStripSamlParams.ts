import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withoutSamlParams } from './samlParams';

/**
 * Removes SAMLResponse and RelayState from the URL once a page has loaded with them: the
 * route's loaders (the sign-in among them) have read them by then. Replace, so Back never
 * returns to the URL carrying the assertion.
 */
export function useStripSamlParams(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = withoutSamlParams(search);
    if (rest !== null) void navigate({ pathname, search: rest, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}

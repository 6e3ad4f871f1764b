// The part of react-router that is shared at run time (see ../sharedSubsets.cjs). A bundle that
// imports anything else from 'react-router' fails to build: add the name here, then rebuild the
// shell and every remote, as for a version change of a shared library.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@fedi-full/react-router';

// The part of react-router that is shared at run time (see ../sharedSubsets.cjs). A bundle that
// imports anything else from 'react-router' fails to build: add the name here, then rebuild the
// shell and every remote, as for a version change of a shared library.
export {
  createBrowserRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from '@fedi-full/react-router';

import {
  createBrowserRouter,
  matchPath,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  type RouteObject,
} from 'react-router';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { MY_COMPLAINTS_ADDRESS } from '#domain/complaints/view-address.ts';
import { ConnectionBanner } from '#web/components/feedback/connection-banner.tsx';
import { BlankLayout } from '#web/components/layouts/blank-layout.tsx';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { FullPageLoad } from './full-page-load.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { SessionGuard } from './route-guard.tsx';
import { sessionQuery } from '#web/features/auth/api/get-session.ts';
import { loadRestOfCatalog } from '#web/lib/i18n.ts';
import { complaintEditPath, paths } from '#web/lib/paths.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { setPathWarmer } from '#web/lib/route-preload.ts';
import type { RouteMeta } from './route-meta.ts';

const meta = (value: RouteMeta) => value;

function LoginRedirect() {
  const { search } = useLocation();
  return <FullPageLoad to={`${paths.login}${search}`} />;
}
/**
 * /complaints/edit of the other route table: with `?id=12` the edit screen of complaint 12 (the
 * reading that names one), without it the list a complaint is chosen from.
 */
function ComplaintEditAlias() {
  const id = new URLSearchParams(useLocation().search).get('id');
  const to = id && /^[1-9]\d{0,9}$/.test(id) ? complaintEditPath(Number(id)) : paths.complaints;
  return <Navigate to={to} replace />;
}
/** An old path leads to the new one, keeping its query (a mailed /Auth/VerifyEmail?token=... link). */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
const ID = /^[1-9]\d{0,9}$/;
const complaintEditPage = () => import('./routes/complaint-edit-page.tsx');
/**
 * The edit screen's code and its complaint, loaded side by side (decision 029): from the route's
 * loader when the navigation starts, and earlier when a card is hovered or focused.
 */
function warmComplaintEdit(id: string | undefined) {
  if (!id || !ID.test(id)) return;
  // The data's small module first: asked for after the page's code, it waited behind that code's
  // two dozen files for one of the browser's six connections, and the complaint after it.
  void import('#web/features/complaints/api/get-complaint.ts').then((m) => m.prefetchComplaint(Number(id)));
  void complaintEditPage();
  void loadRestOfCatalog();
}
// Who is signed in is asked for now, beside the first page's code, not once that code has rendered.
void queryClient.prefetchQuery(sessionQuery);

setPathWarmer((path) => warmComplaintEdit(matchPath(paths.editComplaint, path)?.params.id));

const comingSoon = () =>
  import('./routes/coming-soon-page.tsx').then((m) => ({ Component: m.ComingSoonPage }));

/** Paths of the other route table (architecture.md section 5) lead to the ones the screens use. */
const aliases: [string, string][] = [
  ['/Auth/Login', paths.login],
  ['/Dashboard', paths.dashboard],
  ['/complaints/list', paths.complaints],
  ['/complaints/pending-list', paths.pendingComplaints],
  ['/complaints/process-list', paths.inProcessComplaints],
  ['/complaints/resolved-list', paths.resolvedComplaints],
  ['/dealers/list', paths.dealers],
  ['/dealers/edit', paths.dealers],
  ['/apps/user/list', paths.users],
  ['/users/edit', paths.users],
  ['/Profile/Edit', `${paths.accountSettings}/account`],
  ['/Auth/ForgotPassword', paths.forgotPassword],
  ['/Auth/Register', paths.register],
  ['/Auth/VerifyEmail', paths.verifyEmail],
  // A mailed reset link's token comes along in the query.
  ['/Auth/ResetPassword', paths.resetPassword],
  // Confirming the password before a sensitive change is what the account's security tab does.
  ['/Auth/ConfirmPassword', `${paths.accountSettings}/security`],
  ['/Welcome', paths.root],
  [paths.accountSettings, `${paths.accountSettings}/account`],
  [paths.userProfile, `${paths.userProfile}/profile`],
  ['/payment_proof_view', paths.paymentProofs],
];

/** The four complaint lists (spec 2.3): one page, told which list it shows. */
const complaintLists = (Object.keys(COMPLAINT_LISTS) as ComplaintListName[]).map((list): RouteObject => ({
  path: COMPLAINT_LISTS[list].path,
  handle: meta({ action: 'read', subject: 'Complaint' }),
  // Runs beside `lazy`: the first page of the list is asked for while the page's code loads.
  loader: ({ request }) => {
    void import('#web/features/complaints/api/get-complaints.ts').then((m) =>
      m.prefetchComplaints(list, new URL(request.url).searchParams),
    );
    return null;
  },
  // Once per opening: the page itself asks again when its filter changes (and debounces the search).
  shouldRevalidate: () => false,
  lazy: () =>
    import('./routes/complaints-list-page.tsx').then((m) => ({
      element: <m.ComplaintsListPage key={list} list={list} />,
    })),
}));

const workspaceLayout = () =>
  import('#web/app/layout/default-layout.tsx').then((m) => ({ Component: m.DefaultLayout }));

/**
 * Decision 062: every page but the complaint lists (and the layout they share) waits for the rest of
 * the English catalog, loaded beside its code; the app starts with only the lists' sections.
 */
function withRestOfCatalog(list: RouteObject[]): RouteObject[] {
  const startPages = new Set<unknown>([workspaceLayout, ...complaintLists.map((route) => route.lazy)]);
  for (const route of list) {
    const lazy = route.lazy;
    if (typeof lazy === 'function' && !startPages.has(lazy))
      route.lazy = (async (...args: Parameters<typeof lazy>) => {
        const [page] = await Promise.all([lazy(...args), loadRestOfCatalog()]);
        return page;
      }) as typeof lazy;
    if (route.children) withRestOfCatalog(route.children);
  }
  return list;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionGuard>
          <Outlet />
        </SessionGuard>
        <ConnectionBanner />
        {/* A new page opens at its top; Back and Forward return to where the reader was. */}
        <ScrollRestoration />
      </>
    ),
    // What shows while the first page's code loads, and when a layout itself fails.
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, handle: meta({ public: true }), element: <RootRedirect /> },
      { path: '/complaints/edit', handle: meta({ public: true }), element: <ComplaintEditAlias /> },
      ...aliases.map(([from, to]): RouteObject => ({
        path: from,
        handle: meta({ public: true }),
        element: <Alias to={to} />,
      })),
      // A page of its own, with no app chrome, for printing (decision 021).
      {
        path: paths.jobSheet,
        handle: meta({ action: 'read', subject: 'Complaint' }),
        lazy: () => import('./routes/job-sheet-page.tsx').then((m) => ({ Component: m.JobSheetPage })),
      },
      {
        element: <BlankLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              // The server answers /login with the sign-in page's own entry; reaching it here means a client-side link.
              { path: paths.login, handle: meta({ public: true }), element: <LoginRedirect /> },
              {
                path: paths.notAuthorized,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/not-authorized-page.tsx').then((m) => ({
                    Component: m.NotAuthorizedPage,
                  })),
              },
              {
                path: paths.serverError,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/server-error-page.tsx').then((m) => ({ Component: m.ServerErrorPage })),
              },
              {
                path: paths.maintenance,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/maintenance-page.tsx').then((m) => ({ Component: m.MaintenancePage })),
              },
              { path: paths.comingSoon, handle: meta({ public: true }), lazy: comingSoon },
              {
                path: paths.forgotPassword,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/forgot-password-page.tsx').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: paths.register,
                handle: meta({ public: true }),
                lazy: () => import('./routes/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
              },
              {
                path: paths.resetPassword,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/reset-password-page.tsx').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              {
                path: paths.verifyEmail,
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
              },
              {
                path: '*',
                handle: meta({ public: true }),
                lazy: () =>
                  import('./routes/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
      {
        lazy: workspaceLayout,
        children: [
          {
            // A page that fails shows the error page inside the layout, whose navigation still works.
            errorElement: <RouteErrorPage inLayout />,
            children: [
              {
                path: paths.dashboard,
                handle: meta({ action: 'read', subject: 'Dashboard' }),
                lazy: () =>
                  import('./routes/dashboard-crm-page.tsx').then((m) => ({ Component: m.DashboardCrmPage })),
              },
              {
                path: paths.myDashboard,
                handle: meta({ action: 'read', subject: 'Complaint' }),
                lazy: () =>
                  import('./routes/my-dashboard-page.tsx').then((m) => ({ Component: m.MyDashboardPage })),
              },
              {
                path: paths.reports,
                handle: meta({ action: 'read', subject: 'Reports' }),
                lazy: () => import('./routes/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
              },
              {
                path: paths.accessControl,
                handle: meta({ action: 'read', subject: 'AclDemo' }),
                lazy: () =>
                  import('./routes/access-control-page.tsx').then((m) => ({
                    Component: m.AccessControlPage,
                  })),
              },
              ...complaintLists,
              // 'My complaints' is the complaints list with its filter in the address (decision 014).
              {
                path: paths.myComplaints,
                handle: meta({ action: 'read', subject: 'Complaint' }),
                element: <Navigate to={MY_COMPLAINTS_ADDRESS} replace />,
              },
              {
                path: paths.createComplaint,
                handle: meta({ action: 'create', subject: 'Complaint' }),
                lazy: () =>
                  import('./routes/complaint-create-page.tsx').then((m) => ({
                    Component: m.ComplaintCreatePage,
                  })),
              },
              {
                path: paths.editComplaint,
                handle: meta({ action: 'read', subject: 'Complaint' }),
                // Runs beside `lazy`: the complaint is asked for while the page's code loads.
                loader: ({ params }) => {
                  warmComplaintEdit(params.id);
                  return null;
                },
                lazy: () => complaintEditPage().then((m) => ({ Component: m.ComplaintEditPage })),
              },
              {
                path: paths.dealers,
                handle: meta({ action: 'read', subject: 'Dealer' }),
                lazy: () =>
                  import('./routes/dealers-list-page.tsx').then((m) => ({ Component: m.DealersListPage })),
              },
              {
                path: paths.createDealer,
                handle: meta({ action: 'create', subject: 'Dealer' }),
                lazy: () =>
                  import('./routes/dealer-create-page.tsx').then((m) => ({ Component: m.DealerCreatePage })),
              },
              {
                path: paths.editDealer,
                handle: meta({ action: 'read', subject: 'Dealer' }),
                lazy: () =>
                  import('./routes/dealer-edit-page.tsx').then((m) => ({ Component: m.DealerEditPage })),
              },
              {
                path: paths.products,
                handle: meta({ action: 'read', subject: 'Product' }),
                lazy: () =>
                  import('./routes/products-list-page.tsx').then((m) => ({ Component: m.ProductsListPage })),
              },
              {
                path: paths.createProduct,
                handle: meta({ action: 'create', subject: 'Product' }),
                lazy: () =>
                  import('./routes/product-create-page.tsx').then((m) => ({
                    Component: m.ProductCreatePage,
                  })),
              },
              {
                path: paths.editProduct,
                handle: meta({ action: 'read', subject: 'Product' }),
                lazy: () =>
                  import('./routes/product-edit-page.tsx').then((m) => ({ Component: m.ProductEditPage })),
              },
              {
                path: paths.paymentProofs,
                handle: meta({ action: 'read', subject: 'PaymentProof' }),
                lazy: () =>
                  import('./routes/payment-proof-page.tsx').then((m) => ({ Component: m.PaymentProofPage })),
              },
              {
                path: paths.users,
                handle: meta({ action: 'read', subject: 'User' }),
                lazy: () =>
                  import('./routes/users-list-page.tsx').then((m) => ({ Component: m.UsersListPage })),
              },
              {
                path: paths.createUser,
                handle: meta({ action: 'create', subject: 'User' }),
                lazy: () =>
                  import('./routes/user-create-page.tsx').then((m) => ({ Component: m.UserCreatePage })),
              },
              {
                path: '/apps/user/view/:id',
                handle: meta({ action: 'read', subject: 'User' }),
                lazy: () =>
                  import('./routes/user-view-page.tsx').then((m) => ({ Component: m.UserViewPage })),
              },
              {
                path: paths.roles,
                handle: meta({ action: 'read', subject: 'Role' }),
                lazy: () => import('./routes/roles-page.tsx').then((m) => ({ Component: m.RolesPage })),
              },
              {
                path: paths.sla,
                handle: meta({ action: 'read', subject: 'Role' }),
                lazy: () => import('./routes/sla-page.tsx').then((m) => ({ Component: m.SlaPage })),
              },
              {
                path: paths.permissions,
                handle: meta({ action: 'read', subject: 'Role' }),
                lazy: () => import('./routes/roles-page.tsx').then((m) => ({ Component: m.PermissionsPage })),
              },
              {
                path: `${paths.accountSettings}/:tab`,
                lazy: () =>
                  import('./routes/account-settings-page.tsx').then((m) => ({
                    Component: m.AccountSettingsPage,
                  })),
              },
              {
                path: `${paths.userProfile}/:tab`,
                lazy: () =>
                  import('./routes/user-profile-page.tsx').then((m) => ({ Component: m.UserProfilePage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(withRestOfCatalog(routes));

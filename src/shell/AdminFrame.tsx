import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { styled } from '@mui/material/styles';
import { Sidebar, SkipNavigationButton } from 'react-admin';
import { Spinner } from '../app/Spinner';
// react-admin's error page, loaded only when a screen fails.
import { ErrorPage } from '../ui/statusScreens';

const PREFIX = 'RaLayout';
const classes = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

/**
 * react-admin's <Layout>, same markup, class names, styles and theme key (RaLayout), built from
 * the same parts. Its own module statically imports the default menu (with keyboard shortcuts),
 * the preferences inspector and the error page (whose title editor brings MUI's whole text field
 * and select): more than 20 kB gzip of the admin shell that this app never shows on a first
 * screen. The menu is ours, the inspector has no button here, the error page loads on an error.
 */
export function AdminFrame({
  appBar: AppBar,
  menu: Menu,
  children,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
}) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Spinner />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

// Copied from react-admin 5's Layout so the frame looks the same.
const Root = styled('div', {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  // react-admin lets the page grow to its widest table; here a wide table scrolls inside itself,
  // so a phone never scrolls the page sideways (in Arabic, onto the empty side).
  minWidth: 0,
  width: '100%',
  [`& .${classes.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: {
      marginTop: theme.spacing(7),
    },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [`& .RaDataTable-tableWrapper`]: { overflowX: 'auto' },
    // react-admin's page cards are flex items that would grow to a wide table's width.
    [`& .RaList-main > *, & .RaCreate-main > *, & .RaEdit-main > *, & .RaShow-main > *`]: { minWidth: 0 },
    [theme.breakpoints.up('xs')]: {
      paddingRight: theme.spacing(1),
      paddingLeft: theme.spacing(1),
    },
  },
}));

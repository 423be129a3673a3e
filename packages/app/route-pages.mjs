// What the first render of each path of the route table (src/router.tsx and
// src/routes/signed-in/routes.tsx) loads beyond the entry: the lazy modules of its route matches,
// outermost first, the page itself last (paths under packages/, without extension). Read by the
// bundle report (scripts/bundle-report.mjs), which checks that every path of the table is here.
const PUBLIC = 'app/src/routes/public/layout';
const SIGNUP = [PUBLIC, 'app/src/routes/public/signup-layout'];
// The signed-in table (routes/signed-in/routes.tsx) is part of the entry; its pages' loaders
// (loaders.ts) come with the shell's layout.
const SIGNED_IN = ['app/src/routes/signed-in/loaders', 'app/src/routes/signed-in/layout'];
const GATED = [...SIGNED_IN, 'app/src/guards/FeatureGate', 'app/src/guards/KycGate'];
const auth = (path) => `screens/src/auth/${path}`;
const screen = (path) => `screens/src/${path}`;
const CARD_SETTINGS = [...GATED, 'app/src/routes/signed-in/card-setting'];

/**
 * The modules of the public pages' first screen that the build puts in one chunk, `first-screen`
 * (vite.config.ts): the public layout, the login page's first paint, and (the group takes what
 * they import) the ui and react-aria they use. The entry imports it, so index.html asks for it
 * with the entry. The bundle report finds these modules there (they have no chunk of their own).
 */
export const FIRST_SCREEN =
  /packages\/app\/src\/routes\/public\/layout\.tsx|screens\/src\/auth\/(AuthLayout\/AuthLayout|Login\/LoginScreen)\.tsx/;
export const FIRST_SCREEN_CHUNK = 'first-screen';

/**
 * The app's start beyond the entry: main.tsx loads it at once, or on a prerendered page once the
 * page is painted; the boot loads the render (react-dom's client) without waiting for it. Every
 * page's HTML asks for both with the entry; the budgets count them as entry.
 */
export const BOOT = ['app/src/boot', 'app/src/render'];

/** The layouts every signed-in page shares: with the entry, the signed-in shell. */
export const SIGNED_IN_SHELL = SIGNED_IN;

export const ROUTE_PAGES = {
  '/': [], // a redirect to /login
  '/login': [PUBLIC, auth('Login/LoginScreen')],
  '/login/two-fa': [PUBLIC, 'app/src/routes/public/login-two-fa'],
  '/signup': [...SIGNUP, auth('Signup/SignupCredentialsScreen')],
  '/signup/next': [...SIGNUP, auth('Signup/SignupDetailsScreen')],
  '/signup/two-fa': [...SIGNUP, 'app/src/routes/public/signup-two-fa'],
  '/signup/confirmation': [...SIGNUP, auth('Signup/SignupConfirmationScreen')],
  '/reset-password': [PUBLIC, auth('PasswordReset/ForgotPasswordScreen')],
  '/reset-password/confirmation': [PUBLIC, auth('PasswordReset/ForgotPasswordSentScreen')],
  '/verify/set-new-password': [PUBLIC, auth('PasswordReset/ResetLinkScreen')],
  '/password-reset-form': [PUBLIC, auth('PasswordReset/NewPasswordScreen')],
  '/password-reset-form/confirmation': [PUBLIC, auth('PasswordReset/PasswordResetDoneScreen')],
  '/password-reset-fail': [PUBLIC, auth('PasswordReset/ResetLinkFailedScreen')],
  '/kyc-verification': [PUBLIC, 'app/src/routes/public/kyc-verification'],
  '/healthz': ['app/src/routes/healthz'],
  '/dashboard': [...SIGNED_IN, screen('wallets/Home/HomeScreen')],
  '/transactions': [...SIGNED_IN, screen('wallets/History/TransactionsScreen')],
  '/transactions/:id': [...SIGNED_IN, screen('wallets/History/TransactionsScreen')],
  '/insights': [...SIGNED_IN, screen('wallets/Insights/InsightsScreen')],
  '/profile': [...SIGNED_IN, screen('profile/ProfileScreen')],
  '/address-book': [...SIGNED_IN, screen('addressBook/AddressBookScreen')],
  '/buy-crypto': [...GATED, 'app/src/routes/signed-in/buy-crypto'],
  '/deposit': [...GATED, screen('wallets/Deposit/DepositScreen')],
  '/withdraw': [...GATED, screen('wallets/Withdraw/WithdrawScreen')],
  '/withdraw/review': [...GATED, screen('wallets/Withdraw/WithdrawReviewScreen')],
  '/referral': [...GATED, screen('referral/ReferralScreen')],
  '/card': [...GATED, screen('cards/CardsPage/CardsScreen')],
  '/card/apply': [...GATED, screen('cards/Apply/CardApplyScreen')],
  '/card/topup': [...GATED, screen('cards/TopUp/CardTopUpScreen')],
  '/card/setting': CARD_SETTINGS,
  '/card/setting/:screen': CARD_SETTINGS,
  '*': ['app/src/routes/signed-in/unknown-path', 'app/src/routes/signed-in/not-found'],
};

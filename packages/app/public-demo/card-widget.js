// The demo's stand-in for the card provider's details widget, behind the provider's interface
// (packages/screens/src/cards/Settings/Reveal/cardWidget.ts): it says it is ready, takes the
// client access token by message from its parent at its own origin (never '*'), and shows demo
// details for it. The demo backend's tokens are "demo-card.<last four>.<random>".
// (A file of its own: the Content-Security-Policy allows no inline script.)
const ORIGIN = window.location.origin;
const state = document.getElementById('state');
const details = document.getElementById('details');

// Its words in the app's language (the parent page's, same origin), as a provider's widget
// would take the customer's; the page itself is written in English.
const SPANISH = {
  title: 'Datos de la tarjeta (sustituto de demostración)',
  waiting: 'Esperando la tarjeta…',
  number: 'Número de tarjeta',
  expiry: 'Vencimiento',
  cvv: 'CVV',
  note: 'Sustituto de demostración del widget del proveedor de tarjetas: no es una tarjeta real.',
  failed: 'No se pudo mostrar esta tarjeta.',
  alone: 'Abre esta página desde Gestiona tu tarjeta.',
};
let language = 'en';
try {
  language = window.parent.document.documentElement.lang || 'en';
} catch {
  // not framed by the app
}
const words = language.startsWith('es') ? SPANISH : undefined;
if (words) {
  document.documentElement.lang = 'es';
  document.title = words.title;
  state.textContent = words.waiting;
  for (const key of ['number', 'expiry', 'cvv', 'note'])
    document.querySelector(`[data-word="${key}"]`).textContent = words[key];
}

function show(token) {
  const match = /^demo-card\.(\d{4})\..+$/.exec(token);
  if (!match) {
    state.textContent = words?.failed ?? 'This card could not be shown.';
    window.parent.postMessage({ type: 'card-widget:error' }, ORIGIN);
    return;
  }
  document.getElementById('number').textContent = `4000 1234 5678 ${match[1]}`;
  document.getElementById('expiry').textContent = '12/29';
  document.getElementById('cvv').textContent = '123';
  state.textContent = '';
  state.hidden = true;
  details.hidden = false;
  window.parent.postMessage({ type: 'card-widget:shown' }, ORIGIN);
}

window.addEventListener('message', (event) => {
  if (event.origin !== ORIGIN || event.source !== window.parent) return;
  const { type, token } = event.data ?? {};
  if (type === 'card-widget:token' && typeof token === 'string') show(token);
});

if (window.parent !== window) window.parent.postMessage({ type: 'card-widget:ready' }, ORIGIN);
else state.textContent = words?.alone ?? 'Open this page from Manage Your Card.';

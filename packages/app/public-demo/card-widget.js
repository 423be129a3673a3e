// The demo's stand-in for the card provider's details widget, behind the provider's interface
// (packages/screens/src/cards/Settings/Reveal/cardWidget.ts): it says it is ready, takes the
// client access token by message from its parent at its own origin (never '*'), and shows demo
// details for it. The demo backend's tokens are "demo-card.<last four>.<random>".
// (A file of its own: the Content-Security-Policy allows no inline script.)
const ORIGIN = window.location.origin;
const state = document.getElementById('state');
const details = document.getElementById('details');

function show(token) {
  const match = /^demo-card\.(\d{4})\..+$/.exec(token);
  if (!match) {
    state.textContent = 'This card could not be shown.';
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
else state.textContent = 'Open this page from Manage Your Card.';

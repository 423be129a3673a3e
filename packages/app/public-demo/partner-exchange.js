// The demo's stand-in for the partner exchange, behind the partner's interface: it is opened
// with the encrypted token as `token`. The app shows it once it has loaded; the window message
// below is optional (a real partner need not send it, docs/api.md).
// (A file of its own: the Content-Security-Policy allows no inline script.)
const token = new URLSearchParams(window.location.search).get('token');
const session = document.getElementById('session');
const form = document.getElementById('buy');
const result = document.getElementById('result');

if (token) {
  session.textContent = 'Signed in with your wallet account.';
  form.hidden = false;
} else {
  session.textContent = 'No session token: open this page from Buy Crypto.';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  result.textContent = 'Demo mode: no card is charged and no crypto is bought.';
});

// The app's origin is this stand-in's own (demo builds serve both); never '*'.
if (window.parent !== window && token)
  window.parent.postMessage({ type: 'partner-ready' }, window.location.origin);

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { ADDRESS, drawInInter, h1, startFromSeed } from './journeys';

// A customer whose browser reads Spanish (es-VE): every page of the journey in Spanish, with no
// sentence of the English catalog on it (names, tickers and addresses aside), then back to
// English from Edit Preferences (docs/i18n.md).
test.use({ locale: 'es-VE' });

// drawInInter's stylesheet route: a page's lazy stylesheet still on its way when the test ends
// must not fail it ("route.fetch: Test ended").
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** The English catalog's sentences: its messages of two words or more without placeholders. */
const ENGLISH = readFileSync(new URL('../../ui/src/i18n/locales/en.po', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('msgid "'))
  .map((line) => JSON.parse(line.slice('msgid '.length)) as string)
  .filter((text) => /\S \S/.test(text) && !/[{}<>]/.test(text));

/** Fails with the English sentences the page shows, if any, once it is quiet (or at once). */
async function expectNoEnglish(page: Page, { quiet = true } = {}) {
  if (quiet) await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
}

/** The newest code the demo inbox holds for `email`. */
async function latestCode(page: Page, email: string) {
  const inbox = await api<{ to: string; code?: string }[]>(page, 'demo/inbox');
  return inbox.body.data!.find((m) => m.to === email && m.code)!.code!;
}

/** verified@demo.test signed in, its account in Spanish (as one signed up in Spanish is). */
async function signInInSpanish(page: Page) {
  await startFromSeed(page);
  await signIn(page, 'verified@demo.test');
  const preferences = { name: 'Verified', preferred_locale: 'es', timezone: 'America/Caracas' };
  expect((await api(page, 'profile/preferences', preferences)).status).toBe(200);
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(code);
}

/** The fonts the browser drew each element's own text in, for the elements with an accent. */
async function fontsOfAccentedText(page: Page) {
  await page.locator('body').evaluate((body) => {
    for (const el of body.querySelectorAll('*'))
      if ([...el.childNodes].some((n) => n.nodeType === 3 && /[^ -~\s]/.test(n.textContent!)))
        el.setAttribute('data-accented', '');
  });
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  await cdp.send('CSS.enable');
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-accented]',
  });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) families.add(font.familyName);
  }
  return { elements: nodeIds.length, families: [...families] };
}

// Inter's first file holds Spanish's letters (scripts/subset-font.mjs) and its three faces one
// weight range (fonts.css): no accented letter of a word drawn in another font.
test('a Spanish page draws its accented letters in Inter, as the rest of the word', async ({
  page,
}) => {
  await drawInInter(page);
  await startFromSeed(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const { elements, families } = await fontsOfAccentedText(page);
  expect(elements).toBeGreaterThan(3);
  expect(families).toEqual(['Inter']);
});

test('signs up in Spanish and verifies the e-mail: the account keeps the language', async ({
  page,
}) => {
  await startFromSeed(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('Caracas1!');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Caracas1!');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(page).toHaveURL('/signup/next');
  await expectNoEnglish(page);
  const country = page.getByRole('combobox', { name: 'País de residencia' });
  await country.fill('Venez');
  await expect(page.getByRole('option', { name: /Venezuela/ })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana Pérez');
  await page.getByText('Leí y acepto los términos y condiciones').click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(page).toHaveURL('/signup/two-fa');
  await expectNoEnglish(page);
  await typeCode(page, await latestCode(page, 'ana@demo.test'));
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL('/signup/confirmation');
  await expectNoEnglish(page);
  const profile = await api<{ preferred_locale: string }>(page, 'profile');
  expect(profile.body.data!.preferred_locale).toBe('es');
});

test('signs in, sends USDC and switches back to English, every page in Spanish before that', async ({
  page,
}) => {
  // The persona's account in Spanish, then signed out.
  await signInInSpanish(page);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);

  // Sign in with the e-mailed code, read from the demo inbox in Spanish.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('verified@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login\/two-fa$/);
  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();
  await expectNoEnglish(page);
  await typeCode(page, await latestCode(page, 'verified@demo.test'));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await expectNoEnglish(page);

  // Send 100 USDC: the form, the review, the confirmation.
  const confirms = postsTo(page, 'send/confirm');
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: /^Monto/ }).fill('100');
  await page.getByRole('textbox', { name: /^Nombre del destinatario/ }).fill('Ahorros');
  await page
    .getByRole('textbox', { name: /^Dirección de billetera del destinatario/ })
    .fill(ADDRESS);
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa los detalles del envío' })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByText(/^Confirmo que el monto/).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Transacción enviada' })).toBeVisible();
  await expectNoEnglish(page);
  expect(confirms).toHaveLength(1);

  // Edit Preferences: English, saved; the whole app switches at once, without a reload.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Editar preferencias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar preferencias' });
  await dialog.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const profile = await api<{ preferred_locale: string }>(page, 'profile');
  expect(profile.body.data!.preferred_locale).toBe('en');
});

test('applies for a virtual card and tops it up in Spanish, amounts typed the Spanish way', async ({
  page,
}) => {
  await startFromSeed(page);
  // Card level, funded (12,500.75 USDC), never had a card; the account in Spanish.
  await signIn(page, 'apply@demo.test');
  const preferences = { name: 'Aiden Apply', preferred_locale: 'es', timezone: 'America/Caracas' };
  expect((await api(page, 'profile/preferences', preferences)).status).toBe(200);
  const creates = postsTo(page, 'card/create');
  const topups = postsTo(page, 'card/topup');

  // No card yet: /card lands on Apply.
  await page.goto('/card');
  await expect(page).toHaveURL('/card/apply');
  await expect(h1(page)).toHaveText('Elige tu tarjeta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();

  await expect(h1(page)).toHaveText('Resumen de la solicitud');
  await expect(page.getByTestId('application-fee')).toHaveText('4,75 USDC');
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();

  await expect(h1(page)).toHaveText('Personaliza tu tarjeta');
  await expectNoEnglish(page);
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(h1(page)).toHaveText('Revisa tu solicitud');
  await expect(page.getByTestId('review-name')).toHaveText('APPLY AIDEN');
  await expectNoEnglish(page);
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check({ force: true });
  await page.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await expect(h1(page)).toHaveText('¡Se envió tu solicitud de tarjeta!');
  await expectNoEnglish(page);
  expect(creates).toHaveLength(1);

  // My Cards: the card on its way, the card balance, Top Up.
  await page.getByRole('link', { name: 'Volver a mis tarjetas' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByText('Tu tarjeta se está preparando')).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText('0,00 USD');
  await expectNoEnglish(page);
  await page.getByRole('link', { name: 'Recargar' }).click();

  // 1.250,50 USD, typed as a Spanish customer writes it; the Main Wallet paid the 4,75 USDC fee.
  await expect(page).toHaveURL('/card/topup');
  await expect(page.getByTestId('main-balance')).toHaveText('12.496,00 USD');
  await expectNoEnglish(page);
  const amount = page.getByRole('textbox', { name: /^Monto/ });
  await amount.fill('1.250,50');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(h1(page)).toHaveText('Revisar datos');
  await expect(page.getByTestId('review-amount')).toHaveText('1.250,50 USD');
  await expectNoEnglish(page);
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check({ force: true });
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(h1(page)).toHaveText('Recarga exitosa');
  await expect(page.getByTestId('txn-id')).toHaveText(/^TOP/);
  await expectNoEnglish(page);
  expect(topups.map((body) => JSON.parse(body) as unknown)).toEqual([
    { amount: '1250.5', accept_tnc: true },
  ]);

  await page.getByRole('link', { name: 'Volver a mis tarjetas' }).click();
  await expect(page.getByTestId('card-balance')).toHaveText('1.250,50 USD');
  await expectNoEnglish(page);
});

/** Holds the file at `path` back until `release` is called. */
async function holdBack(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const built = (file: string) =>
  readFileSync(new URL(`../dist-demo/${file}`, import.meta.url), 'utf8');

test("a Spanish page's reads leave while its catalog is still on its way; it shows once the catalog is in", async ({
  page,
}) => {
  await signInInSpanish(page);
  // /dashboard's own catalog, which its file names (prerender/plugin.ts).
  const own = /href="\/([^"]+)" data-page-catalog="es"/.exec(built('dashboard.html'))![1]!;
  const release = await holdBack(page, own);
  // The demo backend answers in the page and logs each call (demo.ts, postsTo).
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[demo backend] GET /api/v1/wallets')) reads.push(message.text());
  });
  await page.goto('/dashboard');
  // The first page's reads are out before the language's messages are in.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await expect(h1(page)).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await expectNoEnglish(page);
});

test('a page renders with its own catalog; the next page waits for the whole one, then is Spanish throughout', async ({
  page,
}) => {
  await signInInSpanish(page);
  const manifest = JSON.parse(built('.vite/manifest.json')) as Record<string, { file: string }>;
  const release = await holdBack(page, manifest['../ui/src/i18n/locales/es.po']!.file);
  await page.goto('/dashboard');
  // Home, its panels and dialogs are in its own catalog: all Spanish without the whole one.
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transacciones recientes' })).toBeVisible();
  // Not quiet: the whole catalog is still held back.
  await expectNoEnglish(page, { quiet: false });
  // Another page waits for the rest of the catalog, Home staying on screen meanwhile: its data
  // is read (the loader does not wait) but it does not render.
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[demo backend] GET /api/v1/address-book')) reads.push('read');
  });
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Mi libreta de direcciones' })
    .click();
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await expect(h1(page)).toHaveCount(1);
  release();
  await expect(
    page.getByRole('heading', { name: 'Mi libreta de direcciones', level: 1 }),
  ).toBeVisible();
  await expectNoEnglish(page);
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatcher } from './dispatch';

const server = setupServer(
  dispatcher([
    http.get('*/api/v1/things', () => HttpResponse.json({ list: true })),
    http.post('*/api/v1/things', () => HttpResponse.json({ created: true })),
    http.get('*/api/v1/things/:id/parts', ({ params }) => HttpResponse.json({ id: params.id })),
    http.get('https://cdn.test/:size/:file', ({ params }) => HttpResponse.text(`${params.file}`)),
  ]),
);
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) }),
);
afterAll(() => server.close());

const json = async (url: string, init?: RequestInit) => (await fetch(url, init)).json();

describe('dispatcher: one MSW handler for the demo backend', () => {
  it('runs the handler of the method and path, with its params', async () => {
    expect(await json('http://demo.test/api/v1/things')).toEqual({ list: true });
    expect(await json('http://demo.test/api/v1/things', { method: 'POST' })).toEqual({
      created: true,
    });
    expect(await json('http://demo.test/api/v1/things/42/parts?page=2#top')).toEqual({ id: '42' });
    expect(await (await fetch('https://cdn.test/w40/my.png')).text()).toBe('my.png');
  });

  it('matches as MSW does: letter case and a trailing slash aside, any origin for *', async () => {
    expect(await json('https://other.test/API/V1/things/')).toEqual({ list: true });
  });

  it('leaves a request no handler is for unhandled', async () => {
    unhandled.length = 0;
    await fetch('http://demo.test/api/v1/things', { method: 'DELETE' }).catch(() => {});
    await fetch('http://demo.test/api/v1/things/42').catch(() => {});
    await fetch('http://demo.test/api/v1/things/4/2/parts').catch(() => {});
    expect(unhandled).toEqual([
      'http://demo.test/api/v1/things',
      'http://demo.test/api/v1/things/42',
      'http://demo.test/api/v1/things/4/2/parts',
    ]);
  });
});

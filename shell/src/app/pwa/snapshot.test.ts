import { takeSnapshot } from './snapshot';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function page(main: string) {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/main.1.css"><link rel="stylesheet" href="/remotes/timelines/a.css"><link rel="stylesheet" href="https://elsewhere.example/x.css">';
  document.body.innerHTML = `<div id="app"><nav id="nav">Nav</nav><main id="main">${main}</main></div>`;
}

it('copies what the app shows of a timeline: without ids, forms, dialogs, popovers or notices', () => {
  page(
    '<form><textarea>draft</textarea></form><article class="status" data-status-id="1">Hello</article>' +
      '<dialog open>Composer</dialog><div popover>Menu</div><div class="notices">Saved</div>',
  );
  window.history.replaceState(null, '', '/main/friends?x=1');
  const snapshot = takeSnapshot('fedi-api:http://localhost:abc');
  expect(snapshot).toMatchObject({
    path: '/main/friends?x=1',
    account: 'fedi-api:http://localhost:abc',
    styles: ['/main.1.css', '/remotes/timelines/a.css'],
  });
  const html = String(snapshot?.html);
  expect(html).toContain('data-status-id="1"');
  expect(html).toContain('Nav');
  expect(html).not.toMatch(/\sid=/);
  for (const left of ['draft', 'Composer', 'Menu', 'Saved', '<form']) expect(html).not.toContain(left);
  // the page itself is left as it was
  expect(document.getElementById('main')).not.toBeNull();
});

it('nothing when the page shows no status', () => {
  page('<p>About this server</p>');
  expect(takeSnapshot('fedi-api:x:anonymous')).toBeNull();
});

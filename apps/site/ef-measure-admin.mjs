// Temporary measurement (not committed): bytes /admin loads, over the local server with brotli.
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
const byId = new Map();
cdp.on('Network.responseReceived', (e) =>
  byId.set(e.requestId, { url: e.response.url, enc: e.response.headers['content-encoding'] ?? '' }),
);
let total = 0;
const rows = [];
cdp.on('Network.loadingFinished', (e) => {
  const r = byId.get(e.requestId);
  if (r) {
    total += e.encodedDataLength;
    rows.push([r.url.replace('http://127.0.0.1:4321', ''), r.enc, e.encodedDataLength]);
  }
});
await page.goto('http://127.0.0.1:4321/admin/');
await page
  .getByRole('button', { name: /Login|Netlify Identity/ })
  .first()
  .waitFor({ timeout: 90000 })
  .catch(() => {});
await page.waitForTimeout(5000);
console.log('login screen, transfer bytes:', total, 'files:', rows.length);
for (const r of rows.sort((a, b) => b[2] - a[2]).slice(0, 8)) console.log(r.join('  '));
await browser.close();

// The purchase flow through each real gateway's local fake (issue 35, decision 078): the fake started from the API's
// build, and the payer's browser played with plain HTTP, as the conformance suite's harnesses do
// (apps/api/src/test/gateways/): the shop's go page, the fake's hosted page paid with the approving card, and the
// way back to the shop's return address, which confirms the payment from the gateway's record.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BENCH_GATEWAYS = ['epg', 'ngenius', 'telr'];

const APPROVE = '4111111111111111';
const START = { epg: 'startEpgFake', ngenius: 'startNgeniusFake', telr: 'startTelrFake' };

export async function startGatewayFake(root, name) {
  const module = await import(pathToFileURL(path.join(root, `apps/api/dist/gateway-fakes/${name}.js`)).href);
  return module[START[name]]({});
}

const unescapeHtml = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#38;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function hiddenFields(html) {
  const fields = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1])] = unescapeHtml(match[2]);
  }
  return fields;
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/** The shop's go page: the form it submits at the top level to the gateway's hosted page. */
async function goForm(url, transactionId) {
  const res = await fetch(`${url}/api/payments/go`, form({ TransactionID: transactionId }));
  const html = await res.text();
  const match = /<form id="gateway-form" method="(get|post)" action="([^"]+)" target="_top">/.exec(html);
  if (res.status !== 200 || !match) throw new Error(`go page: ${res.status}`);
  return { method: match[1], action: unescapeHtml(match[2]), fields: hiddenFields(html) };
}

/** Pays at the fake's hosted page with the approving card; answers the request the browser then makes to the shop. */
const PAY = {
  async epg(go) {
    const page = await (await fetch(go.action, form(go.fields))).text();
    const card = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page);
    if (!card) throw new Error('EPG page: no card form');
    const back = await (
      await fetch(
        unescapeHtml(card[1]),
        form({ ...hiddenFields(card[2]), CardNumber: APPROVE, Expiry: '12/30', CVV: '123' }),
      )
    ).text();
    const ret = /<form id="return-form" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(back);
    if (!ret) throw new Error('EPG page: no way back');
    return { method: 'POST', url: unescapeHtml(ret[1]), fields: hiddenFields(ret[2]) };
  },
  async ngenius(go) {
    const pageUrl = new URL(go.action);
    for (const [name, value] of Object.entries(go.fields)) pageUrl.searchParams.set(name, value);
    const html = await (await fetch(pageUrl)).text();
    const code = /name="code" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const res = await fetch(
      new URL('/paypage/pay', pageUrl),
      form({ code, pan: APPROVE, expiry: '12/30', cvv: '123', name: 'Bench Payer' }),
    );
    return { method: 'GET', url: String(res.headers.get('location')) };
  },
  async telr(go) {
    await (await fetch(`${go.action}?${new URLSearchParams(go.fields)}`)).text();
    const res = await fetch(
      go.action,
      form({ o: go.fields.o ?? '', card: APPROVE, expiry: '12/30', cvv: '123', action: 'pay' }),
    );
    return { method: 'GET', url: String(res.headers.get('location')) };
  },
};

/** As the payer's browser, from the shop's payment page through the fake's to the shop's return address. */
export async function payAtGatewayFake(name, url, transactionId) {
  const back = await PAY[name](await goForm(url, transactionId));
  const res = await fetch(back.url, back.method === 'POST' ? form(back.fields) : { redirect: 'manual' });
  await res.text();
  if (res.status !== 303) throw new Error(`${name} return: ${res.status}`);
}

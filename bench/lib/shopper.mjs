// One shopper of the purchase benchmark, speaking HTTP to the real server as the web app and browser do.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// NOTE: node:http with kept-alive connections rather than fetch: fetch spent more CPU per order than the server
// did (measured 6.5-8.8 ms of the load generator per order on 2 cores), and the shoppers share the machine's cores
// with the server they measure. One connection per shopper, as a browser keeps one open.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs `body` to `url` and answers the status code, the headers and the body as text. */
function post(url, body, headers) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A call's data; with `answer`, the data and the answer's headers. Any refusal throws. */
export async function call(url, name, body, token, headers = {}, answer = false) {
  const res = await post(`${url}/api/${name}`, JSON.stringify(body), {
    'content-type': 'application/json',
    ...(token ? { 'x-access-token': token } : {}),
    ...headers,
  });
  const json = JSON.parse(res.text);
  if (json.status !== 1) throw new Error(`${name}: ${res.status} ${json.message}`);
  return answer ? { data: json.data, headers: res.headers } : json.data;
}

/**
 * Signs a shopper up as the storefront does since issue 19 (decision 047): users/userRegister texts a code, and
 * users/verifyPhone with it makes the account. The bench's server writes texts to DATA_DIR/sms (SMS_PROVIDER
 * files, the default), where the code is read as the shopper would read it on their phone; `texts` is that
 * DATA_DIR, or the message sinks (bench/lib/message-sinks.mjs) when the server sends as production does.
 */
export async function register(url, phone, password, texts) {
  const registered = await call(
    url,
    'users/userRegister',
    {
      first_name: 'Bench',
      last_name: 'Shopper',
      country: 'AE',
      phone_number: phone,
      email: 'bench@example.com',
      password,
      confirm_password: password,
    },
    undefined,
    {},
    true,
  );
  // The code is entered by the browser that signed up (decision 060): its sign-up cookie goes along.
  const cookie = [registered.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  const code = await codeTextedTo(texts, phone);
  await call(url, 'users/verifyPhone', { country: 'AE', phone_number: phone, code }, undefined, { cookie });
}

const SIGN_UP_CODE = /Rihla: (\d{6}) is your code to confirm your account\./;

/** The sign-up code texted to a UAE number (local 05…), waiting for the outbox to send it (at most 60 s: a loaded machine). */
async function codeTextedTo(texts, phone) {
  const e164 = `+971${phone.slice(1)}`;
  const readText = typeof texts === 'string' ? () => signUpTextInFiles(texts, e164) : () => texts.lastText(e164);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const code = SIGN_UP_CODE.exec((await readText()) ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-up code reached ${phone} within 60 s`);
}

/** A sign-up text to an E.164 number among the development files (DATA_DIR/sms), or null. */
function signUpTextInFiles(dataDir, e164) {
  const dir = path.join(dataDir, 'sms');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const name of names) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    if (text.startsWith(`To: ${e164}\n`) && SIGN_UP_CODE.test(text)) return text;
  }
  return null;
}

export async function login(url, phone, password) {
  const data = await call(url, 'users/userLogin', { country: 'AE', phone_number: phone, password });
  return data.token;
}

/**
 * Opens the sandbox gateway's card page and posts its card form as the browser would; the gateway answers with a
 * 303 redirect. The page is this server's own, as a real gateway's go page is (decision 086): both are counted.
 */
async function payOnSandbox(url, transactionId) {
  const page = await post(`${url}/api/sandbox/pay`, new URLSearchParams({ TransactionID: transactionId }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  if (page.status !== 200) throw new Error(`sandbox page: ${page.status}`);
  const form = new URLSearchParams({
    TransactionID: transactionId,
    card_number: '4111111111111111',
    expiry: '12/39',
    cvv: '123',
  }).toString();
  const res = await post(`${url}/api/sandbox/pay/submit`, form, {
    'content-type': 'application/x-www-form-urlencoded',
  });
  if (res.status !== 303) throw new Error(`sandbox pay: ${res.status}`);
}

/**
 * addToCart -> checkout -> paymentInitiate -> pay on the gateway -> confirmBooking. `pay` pays at another gateway
 * than the sandbox (bench/lib/gateways.mjs: a real gateway's local fake, through the shop's go page and return).
 */
export async function buyOnce(url, token, line, pay = payOnSandbox) {
  await call(url, 'users/addToCart', { item: [line] }, token);
  const [checkout] = await call(url, 'users/checkout', {}, token);
  const cartId = checkout._id;
  const initiated = await call(url, 'users/paymentInitiate', { cartId }, token);
  const transactionId = initiated.Transaction.TransactionID;
  await pay(url, transactionId);
  return call(url, 'users/confirmBooking', { paymentId: transactionId, cartId }, token);
}

/** Three passengers' details, as a shopper gives them for a Musandam trip (issue 36, decision 098). */
const BENCH_PASSENGERS = [
  { fullName: 'Aaliya Al Mansoori', nationality: 'AE', dateOfBirth: '1987-11-23', passportNumber: 'Q7X93K2P' },
  { fullName: "Mary-Jane O'Neil", nationality: 'GB', dateOfBirth: '1990-02-14', passportNumber: '512345678' },
  { fullName: 'Rahul Sharma', nationality: 'IN', dateOfBirth: '2012-06-30', passportNumber: 'Z4821937' },
];

/**
 * The purchase of a line whose product asks every passenger's details, the line's passengers (three: its adultCount)
 * given on the checkout page and sent with Pay Now, users/paymentInitiate (decision 107): addToCart -> checkout ->
 * paymentInitiate with the details -> pay on the sandbox -> confirmBooking.
 */
export async function buyWithPassengersOnce(url, token, line, pay = payOnSandbox) {
  const passengers = BENCH_PASSENGERS.slice(0, line.adultCount).map((details, index) => ({
    number: index + 1,
    details: { ...details, passportExpiry: '2036-05-31' },
  }));
  await call(url, 'users/addToCart', { item: [line] }, token);
  const [checkout] = await call(url, 'users/checkout', {}, token);
  const cartId = checkout._id;
  const initiated = await call(url, 'users/paymentInitiate', { cartId, passengers: [{ line: 0, passengers }] }, token);
  const transactionId = initiated.Transaction.TransactionID;
  await pay(url, transactionId);
  return call(url, 'users/confirmBooking', { paymentId: transactionId, cartId }, token);
}

/**
 * addToCart -> checkout with the wallet -> paymentInitiate, which makes the order at once with no gateway (the
 * wallet covers the price, decision 049) -> confirmBooking, as the return page asks for it.
 */
export async function buyWithWalletOnce(url, token, line) {
  await call(url, 'users/addToCart', { item: [line] }, token);
  const [checkout] = await call(url, 'users/checkout', { use_wallet: true }, token);
  if (checkout.to_be_paid !== 0) throw new Error(`the wallet left AED ${checkout.to_be_paid} to pay`);
  const cartId = checkout._id;
  const initiated = await call(url, 'users/paymentInitiate', { cartId }, token);
  await call(url, 'users/confirmBooking', { paymentId: initiated.Transaction.TransactionID, cartId }, token);
}

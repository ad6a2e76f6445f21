// One shopper of the purchase benchmark, speaking HTTP to the real server as the web app and browser do.

export async function call(url, name, body, token) {
  const res = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 1) throw new Error(`${name}: ${res.status} ${json.message}`);
  return json.data;
}

export async function register(url, phone, password) {
  await call(url, 'users/userRegister', {
    first_name: 'Bench',
    last_name: 'Shopper',
    country: 'AE',
    phone_number: phone,
    email: 'bench@example.com',
    password,
    confirm_password: password,
  });
}

export async function login(url, phone, password) {
  const data = await call(url, 'users/userLogin', { country: 'AE', phone_number: phone, password });
  return data.token;
}

/** Posts the sandbox gateway's card form as the browser would; the gateway answers with a 303 redirect. */
async function payOnSandbox(url, transactionId) {
  const res = await fetch(`${url}/api/sandbox/pay/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      TransactionID: transactionId,
      card_number: '4111111111111111',
      expiry: '12/39',
      cvv: '123',
    }).toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  if (res.status !== 303) throw new Error(`sandbox pay: ${res.status}`);
}

/** addToCart -> checkout -> paymentInitiate -> pay on the gateway -> confirmBooking. */
export async function buyOnce(url, token, line) {
  await call(url, 'users/addToCart', { item: [line] }, token);
  const [checkout] = await call(url, 'users/checkout', {}, token);
  const cartId = checkout._id;
  const initiated = await call(url, 'users/paymentInitiate', { cartId }, token);
  const transactionId = initiated.Transaction.TransactionID;
  await payOnSandbox(url, transactionId);
  await call(url, 'users/confirmBooking', { paymentId: transactionId, cartId }, token);
}

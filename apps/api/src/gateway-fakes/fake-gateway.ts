// What every local fake of a payment gateway offers (issue 35, decision 078): a real HTTP server on this machine that
// speaks one gateway's documented protocol (its paths, bodies, headers, status codes, signatures and errors) and
// serves its hosted payment page, for the tests and for trying a gateway with `npm run fake-gateway -- NAME`.
// Fakes import nothing of the app: they are the gateway's side of the wire.

/** Test cards of every fake's hosted page (any future expiry, any CVV), the same as the sandbox's. */
export const FAKE_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
} as const;

export interface TFakeGatewayOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Where the fake sends its server-to-server notices (the shop's /api/payments/callback/NAME); none when absent. */
  notifyUrl?: string;
}

export interface TFakeGateway {
  /** The fake's base URL, e.g. http://127.0.0.1:4101: what the gateway's *_API_URL variable is set to. */
  url: string;
  /** The environment that points the shop at this fake (PAYMENT_PROVIDER and the gateway's variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A page of a fake's hosted payment page, in the same plain style for every fake (no favicon asked: no 404). */
export function fakePageLayout(gatewayName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeText(title)} - ${escapeText(gatewayName)} (local fake)</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b2333}
main{max-inline-size:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(20,30,60,.08)}
.brand{font-weight:700;margin-block-end:1rem}.badge{font-size:.7rem;background:#fde68a;color:#78350f;padding:.1rem .45rem;border-radius:999px;margin-inline-start:.4rem}
label{display:block;font-size:.85rem;font-weight:600;margin-block:.8rem .3rem}
input{box-sizing:border-box;inline-size:100%;padding:.65rem .75rem;font-size:1rem;border:1px solid #c9d0dc;border-radius:9px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{display:block;inline-size:100%;margin-block-start:1rem;padding:.8rem;font-size:1rem;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:9px;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827}.amount{font-size:1.8rem;font-weight:800;margin:.2rem 0 1rem}
.muted{color:#5b6474;font-size:.85rem}.error{background:#fee2e2;color:#991b1b;padding:.5rem .75rem;border-radius:9px}
</style></head><body><main><div class="brand">${escapeText(gatewayName)}<span class="badge">LOCAL FAKE</span></div>${body}</main></body></html>`;
}

export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

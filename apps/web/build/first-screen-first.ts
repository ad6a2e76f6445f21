import crypto from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The boot script (a classic, deferred script: no inline script is allowed by the CSP). When the page carries a
 * first screen (decision 015), its largest picture is the first thing the phone downloads: the app's scripts
 * are asked for once that picture has been painted (or failed, or after 2.5 s), so on a slow connection they do not
 * share its bandwidth. Without a first screen the app starts at once. Written in ES5: it runs before anything.
 */
const BOOT_SOURCE = `(function () {
  var me = document.currentScript;
  var app = me.getAttribute('data-app');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }
  var picture = document.querySelector('#root img[fetchpriority="high"]');
  if (!picture) return start();
  var waiting = true;
  function startSoon() {
    if (!waiting) return;
    waiting = false;
    setTimeout(start, 0);
  }
  // The browser says when the picture is on screen (a largest-contentful-paint entry for it). Where it cannot,
  // or when a larger paint (a long title on a wide screen) takes that place, a moment after the picture loaded.
  var afterLoad = function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(startSoon);
    });
  };
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.element === picture || entry.url === picture.currentSrc) {
          observer.disconnect();
          startSoon();
        }
      });
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    afterLoad = function () {
      setTimeout(startSoon, 300);
    };
  }
  if (picture.complete) afterLoad();
  else picture.addEventListener('load', afterLoad);
  picture.addEventListener('error', startSoon);
  setTimeout(startSoon, 2500);
})();
`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Replaces the built index.html's module script and module preloads with the boot script, which loads the
 * same entry and preloads once the first screen's picture is in (see BOOT_SOURCE).
 */
export function firstScreenFirst(): Plugin {
  const hash = crypto.createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8);
  const bootFile = `assets/boot-${hash}.js`;
  return {
    name: 'rihla-first-screen-first',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('index.html: the module entry script was not found');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const boot = `<script defer src="/${bootFile}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>\n    `;
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY, boot);
      },
    },
  };
}

/**
 * /widget.js (decision 123): what a partner puts on its page, `<script src="https://shop/widget.js"
 * data-partner="ID" data-product="slug" async></script>`, puts the booking widget's frame where the tag is: one
 * product's page (data-product) or the list of trips (none), in Arabic with data-language="ar". The frame tells its
 * height by postMessage, so it grows with the page inside and the partner's page never scrolls twice, and a new page
 * inside is brought into view from its top. Plain ES5 in one
 * function, nothing global: it runs on pages we do not know.
 */
export const WIDGET_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var shop = new URL(script.src).origin;
  var partner = script.getAttribute('data-partner') || '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(partner)) return;
  var product = script.getAttribute('data-product') || '';
  var language = script.getAttribute('data-language') === 'ar' ? '/ar' : '';
  var page = product ? '/product/' + encodeURIComponent(product) : '/ProductFilterPage';
  var frame = document.createElement('iframe');
  frame.src = shop + '/widget/' + partner + language + page;
  frame.title = script.getAttribute('data-title') || 'Book';
  frame.style.display = 'block';
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = (Number(script.getAttribute('data-height')) || 720) + 'px';
  script.parentNode.insertBefore(frame, script.nextSibling);
  // The frame is as tall as its page: it sizes its sheets and dialogs by this window's height instead (decision 129).
  var tellViewport = function () {
    if (frame.contentWindow) frame.contentWindow.postMessage({ type: 'rihla-widget:viewport', height: window.innerHeight }, shop);
  };
  frame.addEventListener('load', tellViewport);
  window.addEventListener('resize', tellViewport);
  window.addEventListener('message', function (event) {
    if (event.origin !== shop || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === 'rihla-widget:height' && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = Math.min(Math.max(Math.ceil(data.height), 320), 20000) + 'px';
      // Its reports say it is listening (its shell loads after the frame's load event, and pages change inside).
      tellViewport();
    }
    // A new page inside starts at its top: brought into view when the shopper has scrolled past it.
    if (data && data.type === 'rihla-widget:top' && frame.getBoundingClientRect().top < 0) {
      frame.scrollIntoView({ block: 'start' });
    }
    // A sheet or dialog opened inside, or a message appeared (a declined payment): its rows of the frame are scrolled
    // into this window, its top first. ('rihla-widget:dialog' is the name of a frame older than decision 133.)
    var isShow = data && (data.type === 'rihla-widget:show' || data.type === 'rihla-widget:dialog');
    if (isShow && typeof data.top === 'number' && typeof data.bottom === 'number') {
      tellViewport();
      var box = frame.getBoundingClientRect();
      var top = box.top + data.top;
      var bottom = box.top + data.bottom;
      if (top < 0) window.scrollBy(0, top);
      else if (bottom > window.innerHeight) window.scrollBy(0, Math.min(top, bottom - window.innerHeight));
    }
  });
})();
`;

// Rookery embed loader: put a Rookery chess board on any web page.
//
//   <script src="BASE/embed.js"></script>
//   <div data-rookery-mode="play" data-rookery-fen="…"></div>
//
// Every element with data-rookery-* attributes becomes an <iframe> showing BASE?embed=1&…
// once the page has loaded. Pages can also call window.Rookery.embed(element, options) and
// talk to the board through the handle it returns (see README, "Embedding").
//
// A classic script with no dependencies, safe under a strict Content-Security-Policy: no
// inline code, no innerHTML, styles set through CSSOM only. Messages are accepted only from
// the frame's own window and the Rookery origin, and sent only to that origin.
(function () {
  'use strict';

  if (window.Rookery && typeof window.Rookery.embed === 'function') return; // loaded twice

  // BASE: the folder this script was loaded from (currentScript is only set right now).
  const script = document.currentScript;
  const BASE = script && script.src ? new URL('./', script.src).href : null;

  /** The URL parameters the embed understands, in the order they are written. */
  const PARAMS = ['mode', 'fen', 'pgn', 'ply', 'side', 'level', 'solution', 'orientation',
    'coords', 'moves', 'takeback', 'hints', 'sound', 'theme', 'board', 'lang'];
  /** Parameters that are 0|1 flags. */
  const FLAGS = new Set(['coords', 'moves', 'takeback', 'hints', 'sound']);
  /** Options read from data-rookery-* attributes by scan(): the parameters and the loader's own. */
  const OPTIONS = PARAMS.concat(['width', 'height', 'title', 'src', 'api']);
  const SELECTOR = '[data-rookery], [data-rookery-mode], [data-rookery-fen], [data-rookery-pgn]';
  const MIN_HEIGHT = 120;
  const MAX_HEIGHT = 10000;
  const MAX_PGN = 64 * 1024;

  /** element → handle of its current embed. */
  const handles = new WeakMap();

  /** An http(s) base address, resolved against the page; throws on anything else. */
  function checkBase(base) {
    if (!base) throw new Error('Rookery: cannot tell where embed.js was loaded from; pass the option src');
    const url = new URL(String(base), document.baseURI);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`Rookery: the board address must be http: or https:, not ${url.protocol}`);
    }
    return url;
  }

  /** An option's value as URL text, or null to leave it out. */
  function paramValue(name, value) {
    if (value === undefined || value === null) return null;
    if (Array.isArray(value)) value = value.join(' '); // solution: ['e2e4', 'e7e5']
    if (typeof value === 'boolean') return value ? '1' : '0';
    let text = String(value).trim();
    if (FLAGS.has(name)) {
      if (text === 'true') text = '1';
      if (text === 'false') text = '0';
    }
    return text === '' ? null : text;
  }

  /** A CSS length: a plain number means pixels. */
  const cssLength = (value) => (/^\d+(\.\d+)?$/.test(String(value).trim()) ? `${String(value).trim()}px` : String(value));

  const clampHeight = (h) => Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, h)));

  /** Options whose value is "0" or "false" (attributes are text) or false mean no. */
  const isOff = (value) => value === false || value === 0 || value === '0' || value === 'false';

  /** The frame's first height: the height option, else the frame's width + 96 (at least 240). */
  function initialHeight(element, options) {
    const given = Number.parseFloat(options.height);
    if (Number.isFinite(given)) return clampHeight(given);
    let width = element.getBoundingClientRect().width;
    const max = Number.parseFloat(options.width);
    if (Number.isFinite(max) && cssLength(options.width).endsWith('px')) width = Math.min(width, max);
    return clampHeight(Math.max(240, width + 96));
  }

  /**
   * Puts a Rookery board into `element` (replacing one already there) and returns its handle.
   * `options`: the URL parameters (mode, fen, pgn, …) and width, height, title, api, src.
   */
  function embed(element, options) {
    if (!(element instanceof Element)) throw new TypeError('Rookery.embed: the first argument must be an element');
    options = options || {};
    const base = checkBase(options.src !== undefined && options.src !== null && options.src !== '' ? options.src : BASE);
    const origin = base.origin;
    // The embed only accepts an http(s) parentOrigin: a file:// page has no usable origin.
    const pageOrigin = /^https?:$/.test(location.protocol) ? location.origin : null;
    const apiWanted = !isOff(options.api);
    const api = apiWanted && pageOrigin !== null;
    if (apiWanted && !api) console.warn('Rookery: the message API needs the page to be served over http(s); it is off');

    const previous = handles.get(element);
    if (previous) previous.destroy();
    for (const old of element.querySelectorAll(':scope > iframe.rookery-frame')) old.remove();

    // The address: embed=1 first, then the known parameters, then parentOrigin.
    const query = new URLSearchParams();
    query.append('embed', '1');
    for (const name of PARAMS) {
      const value = paramValue(name, options[name]);
      if (value !== null) query.append(name, value);
    }
    if (query.has('pgn') && new TextEncoder().encode(query.get('pgn')).length > MAX_PGN) {
      console.warn('Rookery: the PGN is longer than 64 KB; the board will not load it');
    }
    if (api) query.append('parentOrigin', pageOrigin);
    const url = new URL(base.href);
    url.search = query.toString();
    url.hash = '';

    const iframe = document.createElement('iframe');
    iframe.className = 'rookery-frame';
    iframe.title = options.title ? String(options.title) : 'Rookery chess board';
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.border = '0';
    if (options.width !== undefined && options.width !== null && options.width !== '') {
      iframe.style.maxWidth = cssLength(options.width);
    }
    iframe.style.height = `${initialHeight(element, options)}px`;
    iframe.src = url.href;

    const listeners = new Map(); // type (or "*") → Set of functions
    let ready = false;
    let destroyed = false;
    let queue = []; // commands sent before "ready"
    let resolveReady;
    const readyPromise = new Promise((resolve) => { resolveReady = resolve; });

    function post(message) {
      if (iframe.contentWindow) iframe.contentWindow.postMessage(message, origin);
    }

    function call(fn, data) {
      try { fn(data); } catch (error) { console.error('Rookery: an event handler failed', error); }
    }

    function onMessage(event) {
      if (event.source !== iframe.contentWindow || event.origin !== origin) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || data.source !== 'rookery' || data.version !== 1) return;
      if (typeof data.type !== 'string' || !/^[A-Za-z]{1,40}$/.test(data.type)) return;
      if (data.type === 'resize' && Number.isFinite(data.height)) {
        iframe.style.height = `${clampHeight(data.height)}px`;
      }
      if (data.type === 'ready') {
        ready = true;
        const pending = queue;
        queue = [];
        pending.forEach(post);
        resolveReady(data);
      }
      for (const fn of Array.from(listeners.get(data.type) || [])) call(fn, data);
      for (const fn of Array.from(listeners.get('*') || [])) call(fn, data);
      element.dispatchEvent(new CustomEvent(`rookery:${data.type}`, { detail: data, bubbles: true }));
    }

    const handle = {
      iframe,
      element,
      ready: readyPromise,
      /** Calls fn(data) for each event of this type ("*": every event). */
      on(type, fn) {
        if (typeof fn !== 'function') throw new TypeError('Rookery: on(type, fn) needs a function');
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type).add(fn);
        return handle;
      },
      off(type, fn) {
        const set = listeners.get(type);
        if (set) set.delete(fn);
        return handle;
      },
      /** Sends a command: {source: "rookery", version: 1, type, ...fields}. */
      send(type, fields) {
        if (!api) throw new Error('Rookery: the message API is off for this board (api: false, or the page is not http(s))');
        if (destroyed) throw new Error('Rookery: this board was removed');
        const message = Object.assign({}, fields, { source: 'rookery', version: 1, type: String(type) });
        if (ready) post(message); else queue.push(message);
        return handle;
      },
      setPosition: (fen) => handle.send('setPosition', { fen: String(fen) }),
      loadPgn: (pgn) => handle.send('loadPgn', { pgn: String(pgn) }),
      move: (uci) => handle.send('move', { uci: String(uci) }),
      flip: () => handle.send('flip'),
      reset: () => handle.send('reset'),
      setLevel: (level) => handle.send('setLevel', { level: Number(level) }),
      goTo: (ply) => handle.send('goTo', { ply: Number(ply) }),
      /** Removes the frame and stops listening (ready stays pending if it had not come). */
      destroy() {
        if (destroyed) return;
        destroyed = true;
        queue = [];
        window.removeEventListener('message', onMessage);
        iframe.remove();
        element.removeAttribute('data-rookery-embedded');
        if (handles.get(element) === handle) handles.delete(element);
      },
    };

    window.addEventListener('message', onMessage);
    element.appendChild(iframe);
    element.setAttribute('data-rookery-embedded', '1');
    handles.set(element, handle);
    return handle;
  }

  /** Options from an element's data-rookery-* attributes (known names only). */
  function optionsOf(element) {
    const options = {};
    for (const name of OPTIONS) {
      const value = element.getAttribute(`data-rookery-${name}`);
      if (value !== null) options[name] = value;
    }
    // A view-mode board may hold its PGN as text: readable, and shown when scripts are off.
    const text = element.textContent.trim();
    const pgnFromText = options.pgn === undefined && (options.mode || '').trim() === 'view' && text !== '';
    if (pgnFromText) options.pgn = text;
    return { options, pgnFromText };
  }

  /** Embeds every data-rookery element under root that is not embedded yet; returns the handles. */
  function scan(root) {
    root = root || document;
    const found = [];
    if (root instanceof Element && root.matches(SELECTOR)) found.push(root);
    found.push(...root.querySelectorAll(SELECTOR));
    const made = [];
    for (const element of found) {
      if (element.getAttribute('data-rookery-embedded') === '1') continue;
      try {
        const { options, pgnFromText } = optionsOf(element);
        const handle = embed(element, options);
        // The PGN text has done its job: leave only the board (kept if embedding failed).
        if (pgnFromText) {
          for (const node of Array.from(element.childNodes)) if (node !== handle.iframe) node.remove();
        }
        made.push(handle);
      } catch (error) {
        console.error('Rookery: could not embed a board', element, error);
      }
    }
    return made;
  }

  window.Rookery = Object.freeze({
    embed,
    scan,
    /** The handle of the board in element, if any. */
    get: (element) => handles.get(element) || null,
    base: BASE,
  });

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => scan(document), { once: true });
  } else {
    scan(document);
  }
})();

// The GraphQL explorer: GraphiQL (bundled from npm, served by Kobo, no CDN) with the secret key
// typed into the page. The key is sent as the bearer header over HTTP and in connection_init over
// graphql-ws (subscriptions), and kept in sessionStorage so it dies with the tab.
/* global React, ReactDOM, GraphiQL, graphqlWs */
(function () {
  'use strict';
  var STORAGE = 'kobo.explorer.key';
  var NO_KEY = 'No key yet: type your secret key (sk_test_… or sk_live_…) above and press “Use key”.';
  var DEFAULT_QUERY = [
    '# Type your secret key above and press "Use key".',
    '# Ctrl-Enter runs the operation; Ctrl-Space completes fields.',
    '# Live: subscription { events { type data } } shows each event as it is dispatched.',
    '',
    '{',
    '  balance {',
    '    currency',
    '    balance',
    '  }',
    '}',
    '',
  ].join('\n');

  var form = document.getElementById('key-form');
  var input = document.getElementById('key');
  var mode = document.getElementById('mode');
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  var endpoint = location.origin + '/graphql';
  var wsClient = null;

  function storedKey() {
    try {
      return sessionStorage.getItem(STORAGE) || '';
    } catch (e) {
      return '';
    }
  }

  function remember(key) {
    try {
      if (key) sessionStorage.setItem(STORAGE, key);
      else sessionStorage.removeItem(STORAGE);
    } catch (e) {
      /* storage disabled: the key lives as long as the page */
    }
  }

  function showMode(key) {
    var live = key.indexOf('sk_live_') === 0;
    var test = key.indexOf('sk_test_') === 0;
    mode.textContent = live ? 'Live mode' : test ? 'Test mode' : key ? 'Unrecognised key' : 'No key';
    mode.className = 'mode' + (live ? ' live' : test ? ' test' : '');
  }

  // Subscriptions go over graphql-ws; queries and mutations over HTTP. The operation that runs is
  // the one named, or the document's only one. Read from the text as sent: GraphiQL's parsed
  // document lags the editor by its debounce.
  function isSubscription(query, name) {
    var ops = operations(query);
    var op = name
      ? ops.filter(function (o) {
          return o.name === name;
        })[0]
      : ops.length === 1
        ? ops[0]
        : null;
    return !!op && op.kind === 'subscription';
  }

  // The document's top-level operations, {kind, name}: strings and comments left out, a keyword
  // counted only outside selections and argument lists, `{` alone being a query's shorthand.
  function operations(query) {
    var text = String(query || '').replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|#[^\n]*/g, ' ');
    var token = /(?<![$\w])(query|mutation|subscription|fragment)\b\s*([_A-Za-z]\w*)?|[{}()]/g;
    var ops = [];
    var braces = 0;
    var parens = 0;
    var pending = null;
    var m;
    while ((m = token.exec(text))) {
      if (m[1]) {
        if (braces === 0 && parens === 0) pending = { kind: m[1], name: m[2] || null };
      } else if (m[0] === '(') parens++;
      else if (m[0] === ')') parens--;
      else if (m[0] === '{') {
        if (braces === 0 && parens === 0) {
          var def = pending || { kind: 'query', name: null };
          if (def.kind !== 'fragment') ops.push(def);
          pending = null;
        }
        braces++;
      } else braces--;
    }
    return ops;
  }

  function start(key) {
    showMode(key);
    if (wsClient) wsClient.dispose();
    wsClient = graphqlWs.createClient({
      url: endpoint.replace(/^http/, 'ws'),
      lazy: true,
      connectionParams: function () {
        return key ? { authorization: 'Bearer ' + key } : {};
      },
    });
    var fetcher = function (params, opts) {
      // Without a key every operation would only answer "Invalid key": say what to do instead.
      if (!key) return Promise.resolve({ errors: [{ message: NO_KEY }] });
      if (isSubscription(params.query, params.operationName)) return wsClient.iterate(params);
      return fetch(endpoint, {
        method: 'POST',
        // Headers typed into GraphiQL's own editor go too; the key field's bearer wins.
        headers: Object.assign({ 'content-type': 'application/json' }, opts && opts.headers, key ? { authorization: 'Bearer ' + key } : {}),
        body: JSON.stringify(params),
      }).then(function (res) {
        return res.json();
      });
    };
    // A new key remounts GraphiQL, so the schema is fetched again with it (tabs persist). Before a
    // key is typed there is no schema to fetch (null: GraphiQL asks for none).
    root.render(
      React.createElement(
        GraphiQL,
        Object.assign(
          {
            key: key,
            fetcher: fetcher,
            defaultQuery: DEFAULT_QUERY,
            shouldPersistHeaders: false,
          },
          key ? {} : { schema: null },
        ),
      ),
    );
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var key = input.value.trim();
    remember(key);
    start(key);
  });

  var key = storedKey();
  input.value = key;
  start(key);
})();

// The events catalogue: AsyncAPI's React renderer over the document the gateway parsed for it.
(function renderCatalogue() {
  var root = document.getElementById('asyncapi');
  fetch('/api/docs/events/document.json', { headers: { accept: 'application/json' } })
    .then(function (answer) {
      if (!answer.ok) throw new Error('HTTP ' + answer.status);
      return answer.text();
    })
    .then(function (schema) {
      root.textContent = '';
      window.AsyncApiStandalone.render({ schema: schema, config: { show: { sidebar: true, errors: true }, sidebar: { showOperations: 'byDefault' } } }, root);
    })
    .catch(function (error) {
      root.textContent = 'The events catalogue could not be loaded (' + error.message + '). The document itself is at /api/v1/asyncapi.json.';
    });
})();

// The events catalogue: AsyncAPI's React renderer over the document the gateway parsed and put in
// the page (this page runs in a sandbox with no origin of its own, so it fetches nothing).
(function renderCatalogue() {
  var root = document.getElementById('asyncapi');
  try {
    var schema = document.getElementById('asyncapi-document').textContent;
    root.textContent = '';
    window.AsyncApiStandalone.render({ schema: schema, config: { show: { sidebar: true, errors: true }, sidebar: { showOperations: 'byDefault' } } }, root);
  } catch (error) {
    root.textContent = 'The events catalogue could not be shown (' + error.message + '). The document itself is at /api/v1/asyncapi.json.';
  }
})();

/**
 * Webpack loader for the REST contracts (libs/contracts/src/rest): empties each endpoint's `summary`
 * (its text for the OpenAPI document, which the gateway builds) so that the browser does not download
 * the API's documentation with every page. Only a `summary:` property whose value is one string literal
 * is emptied; anything else is left as written.
 */
const SUMMARY = /(\bsummary:\s*)(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)(?=\s*[,}\n])/g;

module.exports = function stripEndpointSummaries(source) {
  return source.replace(SUMMARY, "$1''");
};
module.exports.SUMMARY = SUMMARY;

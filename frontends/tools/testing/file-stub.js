// Images in jsdom: the import is a URL, as webpack's asset modules give.
module.exports = 'test-file-stub.svg';

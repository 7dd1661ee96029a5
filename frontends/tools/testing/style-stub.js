// CSS imports are webpack's business; in jest they are empty modules.
module.exports = {};

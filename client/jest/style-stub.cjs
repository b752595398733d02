// Stylesheets mean nothing to jsdom; components only need the import to succeed.
module.exports = {};

// wp-scripts' own configuration (WordPress's React and components as externals, block.json copied),
// with the settings screen as a second entry beside the block found through its block.json.
const path = require('node:path');
const defaultConfig = require('@wordpress/scripts/config/webpack.config');

module.exports = {
  ...defaultConfig,
  entry: () => ({ ...defaultConfig.entry(), admin: path.resolve(__dirname, 'src/admin/index.js') }),
};

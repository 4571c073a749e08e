import { wordpressSuite } from './wordpress/suite';

// The plugin on the newest WordPress the @wp-playground/wordpress-builds package ships (readme.txt's
// `Tested up to`).
wordpressSuite('newest');

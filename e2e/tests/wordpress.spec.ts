import { wordpressSuite } from './wordpress/suite';

// The plugin on Debian's WordPress 6.1, the oldest it supports (`Requires at least`).
wordpressSuite('debian');

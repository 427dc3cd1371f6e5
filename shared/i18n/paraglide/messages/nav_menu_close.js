/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Menu_CloseInputs */

const en_nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

const kn_nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೆನು ಮುಚ್ಚಿ`)
};

const hi_nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेनू बंद करें`)
};

/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Nav_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_close = /** @type {((inputs?: Nav_Menu_CloseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_CloseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_menu_close(inputs)
	if (locale === "hi") return hi_nav_menu_close(inputs)
	return en_nav_menu_close(inputs)
});
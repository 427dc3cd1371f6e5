/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Menu_OpenInputs */

const en_nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const kn_nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೆನು ತೆರೆಯಿರಿ`)
};

const hi_nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेनू खोलें`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Nav_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_open = /** @type {((inputs?: Nav_Menu_OpenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_OpenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_menu_open(inputs)
	if (locale === "hi") return hi_nav_menu_open(inputs)
	return en_nav_menu_open(inputs)
});
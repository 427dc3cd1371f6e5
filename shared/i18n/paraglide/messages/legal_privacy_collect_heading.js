/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Collect_HeadingInputs */

const en_legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

const kn_legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾವ ಮಾಹಿತಿ ಪಡೆಯುತ್ತೇವೆ`)
};

const hi_legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम क्या जानकारी लेते हैं`)
};

/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Legal_Privacy_Collect_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_heading = /** @type {((inputs?: Legal_Privacy_Collect_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_collect_heading(inputs)
	if (locale === "hi") return hi_legal_privacy_collect_heading(inputs)
	return en_legal_privacy_collect_heading(inputs)
});
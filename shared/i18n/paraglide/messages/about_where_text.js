/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ areas: NonNullable<unknown>, last: NonNullable<unknown> }} About_Where_TextInputs */

const en_about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Across Bengaluru, including ${i?.areas} and ${i?.last}. For longer journeys we also run intercity transfers and air ambulances.`)
};

const kn_about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ, ${i?.areas} ಮತ್ತು ${i?.last} ಸೇರಿದಂತೆ. ದೂರದ ಪ್ರಯಾಣಗಳಿಗೆ ಅಂತರನಗರ ಸ್ಥಳಾಂತರ ಮತ್ತು ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಯನ್ನೂ ನೀಡುತ್ತೇವೆ.`)
};

const hi_about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में, जिसमें ${i?.areas} और ${i?.last} शामिल हैं। लंबी यात्राओं के लिए हम इंटरसिटी ट्रांसफ़र और एयर एम्बुलेंस भी चलाते हैं।`)
};

/**
* | output |
* | --- |
* | "Across Bengaluru, including {areas} and {last}. For longer journeys we also run intercity transfers and air ambulances." |
*
* @param {About_Where_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_text = /** @type {((inputs: About_Where_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Where_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_where_text(inputs)
	if (locale === "hi") return hi_about_where_text(inputs)
	return en_about_where_text(inputs)
});